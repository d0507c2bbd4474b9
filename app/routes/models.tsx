import { PageIntro } from "~/components/sections/page-intro";
import { metaFor } from "~/lib/meta";

export const meta = () => metaFor("/models");

export default function ModelsPage() {
  return <PageIntro title="Our Investment Models" />;
}
