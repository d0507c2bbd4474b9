import { PageIntro } from "~/components/sections/page-intro";
import { metaFor } from "~/lib/meta";

export const meta = () => metaFor("/commentary");

export default function CommentaryPage() {
  return <PageIntro title="Market Commentary" />;
}
