// The server side of /reset-password: the page shows the form only for a link that still
// works; the post sets the password (same rules as registration), ends every session and
// mails a confirmation.
import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { refusedPost } from "~/.server/accounts/form-post";
import { resetLinkState, resetPassword, type LinkState } from "~/.server/accounts/password-reset";
import { accountServices } from "~/.server/accounts/services";
import { describeDbError } from "~/.server/db/safe-error";
import { log } from "~/.server/log";
import { resetPasswordCopy } from "~/content/account";
import { fieldErrors, type AccountFormResult } from "~/lib/schemas/account-form";
import { newPasswordSchema } from "~/lib/schemas/password";

export async function linkStateOf(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ state: LinkState; token: string }> {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const accounts = await accountServices(context);
  return { state: await resetLinkState(accounts.base.db, token), token };
}

const resetSchema = z.object({ token: z.string().max(100), password: newPasswordSchema });

export async function handleResetPost(request: Request, context: Readonly<RouterContextProvider>) {
  const refused = refusedPost(request, context);
  if (refused)
    return data<AccountFormResult>(
      { status: "refused", message: refused.message, values: {} },
      { status: refused.status, headers: refused.headers },
    );
  const form = await request.formData().catch(() => new FormData());
  const checked = resetSchema.safeParse(Object.fromEntries(form));
  if (!checked.success)
    return data<AccountFormResult>({ status: "invalid", errors: fieldErrors(checked.error), values: {} }, { status: 400 });
  try {
    const accounts = await accountServices(context);
    const outcome = await resetPassword(accounts.deps, checked.data.token, checked.data.password, accounts.siteUrl);
    if (!outcome.ok) {
      const copy = resetPasswordCopy[outcome.problem];
      return data<AccountFormResult>({ status: "refused", title: copy.title, message: copy.lead, values: {} }, { status: 410 });
    }
    accounts.mailQueued(outcome.mail);
    // The owner proved the address: failed sign-ins from anywhere no longer slow the account.
    await accounts.throttle.reset(outcome.email);
    log("info", "account.password.reset", { userId: outcome.userId });
  } catch (error) {
    log("error", "account.password.not-reset", { error: describeDbError(error) });
    return data<AccountFormResult>({ status: "error", values: {} }, { status: 503 });
  }
  return data<AccountFormResult>({ status: "done" });
}
