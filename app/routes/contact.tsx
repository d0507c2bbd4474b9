import { PageIntro } from "~/components/sections/page-intro";
import { metaFor } from "~/lib/meta";

export const meta = () => metaFor("/contact");

export default function ContactPage() {
  return <PageIntro title="Connect with Our Team" />;
}
