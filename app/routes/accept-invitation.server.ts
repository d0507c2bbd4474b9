// The server side of /accept-invitation: the page shows the form only for an invitation that
// still works; the post sets the staff member's password (the same rules as every password).
import { data, type RouterContextProvider } from "react-router";
import { accountServices } from "~/.server/accounts/services";
import { readTokenPasswordPost } from "~/.server/accounts/token-password-post";
import { describeDbError } from "~/.server/db/safe-error";
import { log } from "~/.server/log";
import { acceptInvitation, invitationState, type InvitationState } from "~/.server/staff/staff-accounts";
import { invitationCopy } from "~/content/staff";
import type { AccountFormResult } from "~/lib/schemas/form-result";

export async function invitationOf(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ state: InvitationState; token: string }> {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const accounts = await accountServices(context);
  return { state: await invitationState(accounts.base.db, token), token };
}

export async function handleAcceptPost(request: Request, context: Readonly<RouterContextProvider>) {
  const read = await readTokenPasswordPost(request, context);
  if (!read.ok) return read.answer;
  try {
    const accounts = await accountServices(context);
    const outcome = await acceptInvitation(accounts.deps, read.token, read.password);
    if (!outcome.ok) {
      const copy = invitationCopy[outcome.problem];
      return data<AccountFormResult>({ status: "refused", title: copy.title, message: copy.lead, values: {} }, { status: 410 });
    }
    log("info", "staff.invitation.accepted", { userId: outcome.userId });
  } catch (error) {
    log("error", "staff.invitation.not-accepted", { error: describeDbError(error) });
    return data<AccountFormResult>({ status: "error", values: {} }, { status: 503 });
  }
  return data<AccountFormResult>({ status: "done" });
}
