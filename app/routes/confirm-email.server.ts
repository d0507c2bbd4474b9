// The server side of /confirm-email. Opening the mailed link changes nothing (mail scanners open
// links): the page says which address the link would set, and its button (a POST) spends it.
import { data, type RouterContextProvider } from "react-router";
import { z } from "zod";
import { confirmEmailChange, emailChangeState, type EmailChangeProblem } from "~/.server/accounts/email-change";
import { refusedPost } from "~/.server/accounts/form-post";
import { accountServices } from "~/.server/accounts/services";
import { PRIVATE } from "~/.server/accounts/advisor-only";
import { describeDbError } from "~/.server/db/safe-error";
import { log } from "~/.server/log";

export type ConfirmEmailState = { status: "confirm"; newEmail: string } | { status: "changed" } | { status: EmailChangeProblem };

export async function loadEmailLink(request: Request, context: Readonly<RouterContextProvider>) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const accounts = await accountServices(context);
  const state = await emailChangeState(accounts.base.db, token);
  const headers = { "Cache-Control": PRIVATE };
  const page: ConfirmEmailState = state.problem ? { status: state.problem } : { status: "confirm", newEmail: state.newEmail };
  return data({ page, token }, { headers });
}

const confirmSchema = z.object({ token: z.string().max(100) });

export async function handleEmailConfirm(request: Request, context: Readonly<RouterContextProvider>) {
  const refused = refusedPost(request, context);
  if (refused) return data({ page: { status: "unknown" } as ConfirmEmailState, problem: refused.message }, { status: refused.status });
  const form = await request.formData().catch(() => new FormData());
  const checked = confirmSchema.safeParse(Object.fromEntries(form));
  if (!checked.success) return data({ page: { status: "unknown" } as ConfirmEmailState }, { status: 400 });
  try {
    const accounts = await accountServices(context);
    const outcome = await confirmEmailChange(accounts.base.db, checked.data.token, accounts.siteUrl);
    if (!outcome.ok) {
      log("info", "account.email.change-refused", { reason: outcome.problem });
      return data({ page: { status: outcome.problem } as ConfirmEmailState }, { status: outcome.problem === "taken" ? 409 : 410 });
    }
    log("info", "account.email.changed", { userId: outcome.userId });
    accounts.mailQueued(outcome.mail);
    return data({ page: { status: "changed" } as ConfirmEmailState });
  } catch (error) {
    log("error", "account.email.not-changed", { error: describeDbError(error) });
    return data({ page: { status: "unknown" } as ConfirmEmailState, problem: "error" }, { status: 503 });
  }
}
