import { useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { AccountPanel, TextLink } from "~/components/account/account-panel";
import { SubmitButton } from "~/components/account/submit-button";
import { noticeFor, useAccountForm, type AccountFormNotices } from "~/components/account/use-account-form";
import { InputField } from "~/components/forms/field";
import { PasswordField } from "~/components/account/password-field";
import { accountNotices, loginCopy as copy } from "~/content/account";
import { accountFailures } from "~/content/account-fields";
import { accountPages as pages } from "~/content/account-pages";
import { ResultBanner } from "~/components/forms/result-banner";
import { sessionEndedCopy } from "~/content/staff-session";
import { pageMeta } from "~/lib/meta";
import { safeRedirectTarget } from "~/lib/redirect-target";
import type { AccountFormResult } from "~/lib/schemas/form-result";
import { refreshSession } from "~/lib/session-state";
import { useHydrated } from "~/lib/use-hydrated";
import { passRetryAfter } from "~/.server/accounts/form-post";
import type { Route } from "./+types/login";
import { handleLoginPost } from "./login.server";

export const meta = () => pageMeta(pages["/login"]);

/** The sign-in checks (and their library), loaded once when first needed, never with the page. */
const loadSignInSchema = () => import("~/lib/schemas/sign-in");

export async function action({ request, context }: Route.ActionArgs) {
  return handleLoginPost(request, context);
}

/** A refused password check says when to try again, with or without JavaScript. */
export const headers = passRetryAfter;

/** With JavaScript: an empty field shows the spec's toast without a request. */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs): Promise<AccountFormResult> {
  const form = await request.clone().formData();
  const email = typeof form.get("email") === "string" ? String(form.get("email")) : "";
  // Should the checks fail to load, the server's same checks answer instead.
  const checks = await loadSignInSchema().catch(() => undefined);
  if (checks && !checks.signInSchema.safeParse(Object.fromEntries(form)).success) {
    const notice = accountNotices.signIn.problems["missing-credentials"];
    return { status: "refused", title: notice.title, message: notice.description, values: { email } };
  }
  try {
    return (await serverAction()) as AccountFormResult;
  } catch (thrown) {
    // A form sent in the moment between the router starting and the page marking itself as
    // running JavaScript gets the plain form's answer, a redirect: follow it, signed in.
    if (thrown instanceof Response && thrown.status >= 300 && thrown.status < 400) {
      await refreshSession();
      throw thrown;
    }
    return { status: "error", values: { email } };
  }
}

const notices: AccountFormNotices = {
  done: accountNotices.signIn.success,
  failedTitle: accountNotices.signIn.problems["invalid-credentials"].title,
  failed: accountFailures.signIn,
};

// Both fields carry the browser's `required`, as the spec asks; the form posts to the action,
// with or without JavaScript.
export default function LoginPage({ actionData }: Route.ComponentProps) {
  const { pending, values } = useAccountForm(actionData, notices, { toast: true });
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const redirectTo = safeRedirectTarget(search.get("redirectTo"));
  // A staff session that ended (`?ended=max-age|idle`) says why; the page is prerendered, so the
  // address is read once it runs in the browser.
  const endedBy = search.get("ended");
  const ended = hydrated && !actionData && (endedBy === "max-age" || endedBy === "idle") ? sessionEndedCopy[endedBy] : undefined;

  useEffect(() => {
    if (actionData?.status !== "done") return;
    void refreshSession().then(() => navigate(actionData.redirectTo ?? redirectTo));
  }, [actionData, navigate, redirectTo]);

  return (
    <AccountPanel
      title={copy.title}
      lead={copy.lead}
      prompt={{ text: copy.signUpPrompt, link: copy.signUp }}
      note={copy.certification}
      notice={noticeFor(actionData, notices)}
      answer={actionData}
      toasted
      onFocus={() => void loadSignInSchema().catch(() => undefined)}
    >
      {ended ? <ResultBanner notice={ended} className="mb-2" /> : null}
      <input type="hidden" name="redirectTo" value={redirectTo} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <InputField label={copy.emailLabel} name="email" type="email" autoComplete="email" required defaultValue={values.email} />
      <PasswordField label={copy.passwordLabel} name="password" autoComplete="current-password" required />
      <p className="-mt-2 mb-2 text-right text-sm">
        <TextLink link={copy.forgotPassword} />
      </p>
      <SubmitButton pending={pending} text={copy.submit} pendingText={copy.submitting} />
    </AccountPanel>
  );
}
