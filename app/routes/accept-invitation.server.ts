// The server side of /accept-invitation: the page shows the form only for an invitation that
// still works; the post sets the staff member's password (the same rules as every password).
// With STAFF_REQUIRE_TOTP the page also shows the key for an authenticator app (derived from the
// link, so showing it stores nothing), and the post needs a code from the app: two-factor sign-in
// is on from the first sign-in, with no session that the password alone opened.
import { eq } from "drizzle-orm";
import { data, type RouterContextProvider } from "react-router";
import { findLink } from "~/.server/accounts/links";
import { accountServices, type AccountServices } from "~/.server/accounts/services";
import { readTokenPasswordPost } from "~/.server/accounts/token-password-post";
import { advisorUsers } from "~/.server/db/schema";
import { describeDbError } from "~/.server/db/safe-error";
import { log } from "~/.server/log";
import { acceptInvitation, invitationState, type InvitationState } from "~/.server/staff/staff-accounts";
import { encryptSecret, matchingStep, totpSetup } from "~/.server/accounts/totp";
import { invitationNonce, invitationSecret, isInvitationNonce } from "~/.server/staff/totp";
import { invitationCopy } from "~/content/staff";
import { invitationTwoFactorCopy } from "~/content/staff-session";
import type { AccountFormResult } from "~/lib/schemas/form-result";

/** The key the invitation offers for an authenticator app, when the firm requires two-factor sign-in. */
async function setupFor(accounts: AccountServices, token: string) {
  if (!accounts.totpRequired || !accounts.totpKey) return undefined;
  const link = await findLink(accounts.base.db, token, "staff-invitation");
  if (!link) return undefined;
  const [user] = await accounts.base.db.select({ email: advisorUsers.email }).from(advisorUsers).where(eq(advisorUsers.id, link.userId));
  const nonce = invitationNonce();
  return { ...totpSetup(invitationSecret(accounts.totpKey, token, nonce), user?.email ?? "staff"), nonce };
}

export async function invitationOf(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ state: InvitationState; token: string; setup?: ReturnType<typeof totpSetup> & { nonce: string } }> {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const accounts = await accountServices(context);
  const state = await invitationState(accounts.base.db, token);
  return { state, token, setup: state === "valid" ? await setupFor(accounts, token) : undefined };
}

export async function handleAcceptPost(request: Request, context: Readonly<RouterContextProvider>) {
  const read = await readTokenPasswordPost(request, context);
  if (!read.ok) return read.answer;
  try {
    const accounts = await accountServices(context);
    let secondFactor: { secret: string; step: number } | undefined;
    if (accounts.totpRequired && accounts.totpKey) {
      // The secret of the view the code was made from: its nonce comes back with the form.
      const nonce = String(read.form.get("setupNonce") ?? "");
      const secret = isInvitationNonce(nonce) ? invitationSecret(accounts.totpKey, read.token, nonce) : undefined;
      const code = String(read.form.get("code") ?? "")
        .replace(/\s/g, "")
        .slice(0, 10);
      const step = secret === undefined ? undefined : matchingStep(secret, code);
      if (step === undefined) {
        return data<AccountFormResult>(
          { status: "invalid", errors: { code: invitationTwoFactorCopy.wrongCode }, values: {} },
          { status: 400 },
        );
      }
      secondFactor = { secret: encryptSecret(accounts.totpKey, secret!), step };
    }
    const outcome = await acceptInvitation(accounts.deps, read.token, read.password, new Date(), secondFactor);
    if (!outcome.ok) {
      const copy = invitationCopy[outcome.problem];
      return data<AccountFormResult>({ status: "refused", title: copy.title, message: copy.lead, values: {} }, { status: 410 });
    }
    log("info", "staff.invitation.accepted", { userId: outcome.userId, twoFactor: Boolean(secondFactor) });
  } catch (error) {
    log("error", "staff.invitation.not-accepted", { error: describeDbError(error) });
    return data<AccountFormResult>({ status: "error", values: {} }, { status: 503 });
  }
  return data<AccountFormResult>({ status: "done" });
}
