import { PageIntro } from "~/components/sections/page-intro";
import { metaFor } from "~/lib/meta";

export const meta = () => metaFor("/privacy");

export default function PrivacyPage() {
  return <PageIntro title="Privacy Policy" />;
}
