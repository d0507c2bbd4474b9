import { PageIntro } from "~/components/sections/page-intro";
import { metaFor } from "~/lib/meta";

export const meta = () => metaFor("/about");

export default function AboutPage() {
  return <PageIntro title="About Us" />;
}
