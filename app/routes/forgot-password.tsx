import { PageIntro } from "~/components/sections/page-intro";
import { metaFor } from "~/lib/meta";

export const meta = () => metaFor("/forgot-password");

export default function ForgotPasswordPage() {
  return <PageIntro title="Reset Your Password" />;
}
