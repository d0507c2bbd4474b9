// The server side of sign-in: the form's schema, the throttle, the library's password check
// and session, then the advisor area (or the safe page that sent the advisor here).
import { data, redirect, type RouterContextProvider } from "react-router";
import { refusedPost } from "~/.server/accounts/form-post";
import { hintCookie, isHttps } from "~/.server/accounts/hint-cookie";
import { accountServices } from "~/.server/accounts/services";
import { signIn } from "~/.server/accounts/sign-in";
import { auditActions } from "~/.server/staff/audit";
import { landAfterSignIn } from "~/.server/staff/sign-in-landing";
import { auditIfStaff } from "~/.server/staff/staff-events";
import { describeDbError } from "~/.server/db/safe-error";
import { clientAddressContext } from "~/.server/load-context";
import { log } from "~/.server/log";
import { accountNotices, signInNotices } from "~/content/account";
import type { AccountFormResult } from "~/lib/schemas/form-result";
import { signInSchema } from "~/lib/schemas/sign-in";
import { DEFAULT_AFTER_SIGN_IN, safeRedirectTarget } from "~/lib/redirect-target";

const failed = accountNotices.signIn.problems;

function refusal(notice: { title: string; description: string }, status: number, email: string, headers?: HeadersInit) {
  return data<AccountFormResult>(
    { status: "refused", title: notice.title, message: notice.description, values: { email } },
    { status, headers },
  );
}

/**
 * Where to go after signing in: the form's field, else (a prerendered form posted without
 * JavaScript carries the default) the `redirectTo` of the address the form was on.
 */
function redirectTarget(request: Request, form: FormData): string {
  const fromForm = form.get("redirectTo");
  if (typeof fromForm === "string" && fromForm !== DEFAULT_AFTER_SIGN_IN) return safeRedirectTarget(fromForm);
  const referer = request.headers.get("Referer");
  const origin = new URL(request.url).origin;
  const page = referer && URL.canParse(referer) ? new URL(referer) : undefined;
  const fromPage = page?.origin === origin ? page.searchParams.get("redirectTo") : null;
  return safeRedirectTarget(new URL(request.url).searchParams.get("redirectTo") ?? fromPage);
}

export async function handleLoginPost(request: Request, context: Readonly<RouterContextProvider>) {
  const refused = refusedPost(request, context);
  if (refused) {
    log("warn", "account.sign-in.refused", { status: refused.status });
    return data<AccountFormResult>(
      { status: "refused", title: failed["missing-credentials"].title, message: refused.message, values: {} },
      { status: refused.status, headers: refused.headers },
    );
  }
  const form = await request.formData().catch(() => new FormData());
  const email = typeof form.get("email") === "string" ? String(form.get("email")).slice(0, 254) : "";
  const target = redirectTarget(request, form);
  const checked = signInSchema.safeParse(Object.fromEntries(form));
  if (!checked.success) return refusal(failed["missing-credentials"], 400, email);

  try {
    const accounts = await accountServices(context);
    const outcome = await signIn(accounts, request, context.get(clientAddressContext), checked.data);
    if (!outcome.ok) {
      log("info", "account.sign-in.failed", { reason: outcome.problem });
      if (outcome.problem === "invalid-credentials" || outcome.problem === "throttled")
        await auditIfStaff(
          accounts.base.db,
          { email: checked.data.email },
          {
            action: auditActions.signInFailed,
            detail: outcome.problem === "throttled" ? "throttled" : "wrong password",
          },
        );
      if (outcome.problem === "throttled") {
        const notice = signInNotices.throttled(Math.ceil(outcome.retryAfterSeconds / 60));
        return refusal(notice, 429, email, { "Retry-After": String(outcome.retryAfterSeconds) });
      }
      if (outcome.problem === "unverified") {
        accounts.mailQueued(outcome.mail);
        return refusal(signInNotices.unverified, 403, email);
      }
      return refusal(failed["invalid-credentials"], 401, email);
    }
    log("info", "account.signed-in", { userId: outcome.userId });
    const landing = await landAfterSignIn(accounts.base.db, outcome.userId, target);
    const headers = new Headers();
    for (const cookie of outcome.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
    headers.append("Set-Cookie", hintCookie(isHttps(request), true));
    // With JavaScript the screen shows the toast, then goes on; without, the server sends the advisor on.
    if (form.get("js") === "1") return data<AccountFormResult>({ status: "done", redirectTo: landing }, { headers });
    return redirect(landing, { headers });
  } catch (error) {
    log("error", "account.sign-in.error", { error: describeDbError(error) });
    return data<AccountFormResult>({ status: "error", values: { email } }, { status: 503 });
  }
}
