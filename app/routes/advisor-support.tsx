import { PageIntro } from "~/components/sections/page-intro";
import { metaFor } from "~/lib/meta";

export const meta = () => metaFor("/advisor-support");

export default function AdvisorSupportPage() {
  return <PageIntro title="How We Support Advisors" />;
}
