import { PageIntro } from "~/components/sections/page-intro";
import { metaFor } from "~/lib/meta";

export const meta = () => metaFor("/solutions");

export default function SolutionsPage() {
  return <PageIntro title="Our Solutions" />;
}
