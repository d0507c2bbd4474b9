import { PageIntro } from "~/components/sections/page-intro";
import { metaFor } from "~/lib/meta";

export const meta = () => metaFor("/zone-navigator");

export default function ZoneNavigatorPage() {
  return <PageIntro title="Zone Navigator Dashboard" />;
}
