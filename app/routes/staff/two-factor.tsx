// /staff/two-factor: after the password, a staff member who signs in with a code enters it here.
import { CodeStep } from "~/components/account/code-step";
import { accountPages as pages } from "~/content/account-pages";
import { twoFactorCopy as copy } from "~/content/two-factor-code";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/two-factor";
import { handleCodePost, loadTwoFactor } from "./two-factor.server";
import { passRetryAfter } from "~/.server/accounts/form-post";

/** A refused code says when the next one is checked. */
export const headers = passRetryAfter;

export const meta = () => pageMeta(pages["/staff/two-factor"]);

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadTwoFactor(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleCodePost(request, context);
}

export default function TwoFactorPage({ actionData }: Route.ComponentProps) {
  return <CodeStep copy={copy} problem={actionData?.problem} />;
}
