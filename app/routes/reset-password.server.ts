// The server side of /reset-password: the page shows the form only for a link that still
// works; the post sets the password (same rules as registration), ends every session and
// mails a confirmation.
import { data, type RouterContextProvider } from "react-router";
import { resetLinkState, resetPassword, type LinkState } from "~/.server/accounts/password-reset";
import { accountServices } from "~/.server/accounts/services";
import { readTokenPasswordPost } from "~/.server/accounts/token-password-post";
import { describeDbError } from "~/.server/db/safe-error";
import { log } from "~/.server/log";
import { resetPasswordCopy } from "~/content/account";
import type { AccountFormResult } from "~/lib/schemas/form-result";

export async function linkStateOf(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ state: LinkState; token: string }> {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const accounts = await accountServices(context);
  return { state: await resetLinkState(accounts.base.db, token), token };
}

export async function handleResetPost(request: Request, context: Readonly<RouterContextProvider>) {
  const read = await readTokenPasswordPost(request, context);
  if (!read.ok) return read.answer;
  try {
    const accounts = await accountServices(context);
    const outcome = await resetPassword(accounts.deps, read.token, read.password, accounts.siteUrl);
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
