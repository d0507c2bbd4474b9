// The server side of /staff/two-factor: the second step of a staff member's sign-in. Wrong codes
// count against the same throttle as passwords (per client, and per account and client), and
// against a cap per account that a sign-in does not clear (code-attempts.ts). A right code gives
// the session a new token.
import { data, redirect, type RouterContextProvider } from "react-router";
import { refusedPost } from "~/.server/accounts/form-post";
import { accountServices } from "~/.server/accounts/services";
import { clientAddressContext } from "~/.server/load-context";
import { auditActions, recordAudit } from "~/.server/staff/audit";
import { STAFF_HOME } from "~/.server/staff/sign-in-landing";
import { staffOnly } from "~/.server/staff/staff-only";
import { admitCodeAttempt, codeAttemptRight } from "~/.server/accounts/code-attempts";
import { rotateSessionToken } from "~/.server/staff/staff-sessions";
import { checkCode } from "~/.server/accounts/totp";
import { twoFactorCopy } from "~/content/two-factor-code";

export async function loadTwoFactor(request: Request, context: Readonly<RouterContextProvider>) {
  const { staff, headers } = await staffOnly(request, context, "staff", { pending: "allowed", missing: "allowed" });
  if (!staff.secondFactorPending) throw redirect(STAFF_HOME, { headers });
  return data(null, { headers });
}

export async function handleCodePost(request: Request, context: Readonly<RouterContextProvider>) {
  const { staff, headers, db } = await staffOnly(request, context, "staff", { pending: "allowed", missing: "allowed" });
  const refused = refusedPost(request, context);
  if (refused) return data({ problem: refused.message }, { status: refused.status, headers });
  if (!staff.secondFactorPending) return redirect(STAFF_HOME, { headers });
  const accounts = await accountServices(context);
  const gate = { throttle: accounts.throttle, limits: accounts.base.limits, client: context.get(clientAddressContext), account: staff };
  const codeAudit = (action: typeof auditActions.codeWrong | typeof auditActions.codeThrottled, detail: string) =>
    recordAudit(db, staff, { action, subjectType: "staff", subjectId: staff.id, detail });
  const refusal = await admitCodeAttempt(gate);
  if (refusal) {
    await codeAudit(auditActions.codeThrottled, refusal.refused === "capped" ? "hourly cap of the account" : "sign-in throttle");
    headers.set("Retry-After", String(refusal.retryAfterSeconds));
    return data({ problem: twoFactorCopy[refusal.refused] }, { status: 429, headers });
  }
  const form = await request.formData().catch(() => new FormData());
  const code = String(form.get("code") ?? "").replace(/\s/g, "");
  if (!accounts.totpKey || !(await checkCode(db, accounts.totpKey, staff.id, code))) {
    await codeAudit(auditActions.codeWrong, "sign-in");
    return data({ problem: twoFactorCopy.wrong }, { status: 400, headers });
  }
  await codeAttemptRight(gate);
  // The session is complete now, under a new token: one seen before the code (session fixation) opens nothing.
  const cookie = await rotateSessionToken(db, accounts.authFor(request), staff.sessionId, {
    secondFactorPending: false,
    reauthenticatedAt: new Date(accounts.clock?.() ?? Date.now()),
  });
  if (cookie) headers.append("Set-Cookie", cookie);
  await recordAudit(db, staff, { action: auditActions.signIn, subjectType: "staff", subjectId: staff.id, detail: "code given" });
  return redirect(STAFF_HOME, { headers });
}
