import { PageIntro } from "~/components/sections/page-intro";
import { metaFor } from "~/lib/meta";

export const meta = () => metaFor("/etfs");

export default function EtfsPage() {
  return <PageIntro title="Exchange-Traded Funds" />;
}
