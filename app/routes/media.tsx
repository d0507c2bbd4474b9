import { PageIntro } from "~/components/sections/page-intro";
import { metaFor } from "~/lib/meta";

export const meta = () => metaFor("/media");

export default function MediaPage() {
  return <PageIntro title="Media" />;
}
