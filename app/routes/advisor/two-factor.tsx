// /advisor/two-factor: after the password, an advisor who signs in with a code enters it (or a
// recovery code) here, then goes on to the page they were going to.
import { CodeStep } from "~/components/account/code-step";
import { advisorCodeCopy as copy } from "~/content/advisor-two-factor";
import { accountPages as pages } from "~/content/account-pages";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/two-factor";
import { handleAdvisorCodePost, loadAdvisorCode } from "./two-factor.server";
import { passRetryAfter } from "~/.server/accounts/form-post";

/** A refused code says when the next one is checked. */
export const headers = passRetryAfter;

export const meta = () => pageMeta(pages["/advisor/two-factor"], { index: false });

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadAdvisorCode(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleAdvisorCodePost(request, context);
}

export default function AdvisorCodePage({ actionData }: Route.ComponentProps) {
  return <CodeStep copy={copy} problem={actionData?.problem} recovery />;
}
