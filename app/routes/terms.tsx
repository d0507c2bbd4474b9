import { PageIntro } from "~/components/sections/page-intro";
import { metaFor } from "~/lib/meta";

export const meta = () => metaFor("/terms");

export default function TermsPage() {
  return <PageIntro title="Terms of Use" />;
}
