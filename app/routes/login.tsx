import { PageIntro } from "~/components/sections/page-intro";
import { metaFor } from "~/lib/meta";

export const meta = () => metaFor("/login");

export default function LoginPage() {
  return <PageIntro title="Financial Advisor Login" />;
}
