import { PageIntro } from "~/components/sections/page-intro";
import { metaFor } from "~/lib/meta";

export const meta = () => metaFor("/signup");

export default function SignupPage() {
  return <PageIntro title="Financial Advisor Registration" />;
}
