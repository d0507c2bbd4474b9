import { PageIntro } from "~/components/sections/page-intro";
import { metaFor } from "~/lib/meta";

export const meta = () => metaFor("/signals");

export default function SignalsPage() {
  return <PageIntro title="Investment Signals" />;
}
