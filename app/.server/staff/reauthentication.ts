// The console's sensitive actions (the leads export, inviting and removing staff, turning
// two-factor sign-in off) need the password given on this session within STAFF_REAUTH_MINUTES,
// or the code for a staff member who signs in with one. Without it the action does nothing and
// sends the browser to /staff/confirm, which asks and then returns to the page the action came
// from. The check is counted like a sign-in (the password throttle; codes also by the cap per account).
import { and, eq } from "drizzle-orm";
import { redirect } from "react-router";
import type { AccountServices } from "~/.server/accounts/services";
import { slowDown } from "~/.server/accounts/login-throttle";
import { advisorCredentials } from "~/.server/db/schema";
import { auditActions, recordAudit } from "./audit";
import { admitCode, codeWasRight } from "~/.server/accounts/code-attempts";
import type { CurrentStaff } from "./staff-only";
import { markReauthenticated } from "./staff-sessions";
import { checkCode, usesSecondFactor } from "~/.server/accounts/totp";

export const CONFIRM_PATH = "/staff/confirm";

/** The confirm page, then back to `back` (a console page). */
export const confirmPath = (back: string) => `${CONFIRM_PATH}?back=${encodeURIComponent(back)}`;

/** Stops a sensitive action of a staff member who has not given the password (or code) recently: to the confirm page. */
export function requireRecentAuthentication(staff: CurrentStaff, headers: Headers, back: string): void {
  if (!staff.recentlyAuthenticated) throw redirect(confirmPath(back), { headers });
}

/** How this staff member confirms: with the code when two-factor sign-in is on, else the password. */
export async function confirmMethod(accounts: AccountServices, staffId: string): Promise<"password" | "code"> {
  return (await usesSecondFactor(accounts.base.db, staffId)) ? "code" : "password";
}

/** Whether `password` is this account's (compared by the library's hasher; the caller throttles). */
export async function passwordIsRight(accounts: AccountServices, request: Request, userId: string, password: string): Promise<boolean> {
  const [credential] = await accounts.base.db
    .select({ hash: advisorCredentials.password })
    .from(advisorCredentials)
    .where(and(eq(advisorCredentials.userId, userId), eq(advisorCredentials.providerId, "credential")));
  if (!credential?.hash || !password) return false;
  const library = await accounts.authFor(request).$context;
  return library.password.verify({ hash: credential.hash, password });
}

export type Confirmation = { ok: true } | { ok: false; problem: "wrong" } | { ok: false; problem: "throttled"; retryAfterSeconds: number };

/** Check the password or code given on the confirm page; a right one opens the sensitive actions for the window. */
export async function confirmIdentity(
  accounts: AccountServices,
  request: Request,
  staff: CurrentStaff,
  client: string,
  answer: { method: "password" | "code"; password?: string; code: string },
): Promise<Confirmation> {
  const db = accounts.base.db;
  const method = await confirmMethod(accounts, staff.id);
  if (method !== answer.method) return { ok: false, problem: "wrong" };
  const admission = await accounts.throttle.begin(client, staff.email);
  if (!admission.allowed) return { ok: false, problem: "throttled", retryAfterSeconds: admission.retryAfterSeconds };
  await slowDown(admission);
  if (method === "code") {
    const capped = await admitCode(accounts.base.limits, staff.id);
    if (!capped.allowed) return { ok: false, problem: "throttled", retryAfterSeconds: capped.retryAfterSeconds };
    if (!accounts.totpKey || !(await checkCode(db, accounts.totpKey, staff.id, answer.code))) return { ok: false, problem: "wrong" };
    await codeWasRight(accounts.base.limits, staff.id);
  } else {
    if (!(await passwordIsRight(accounts, request, staff.id, answer.password ?? ""))) return { ok: false, problem: "wrong" };
  }
  await accounts.throttle.succeeded(client, staff.email);
  await db.transaction(async (tx) => {
    await markReauthenticated(tx, staff.sessionId, accounts.clock?.() ?? Date.now());
    await recordAudit(tx, staff, {
      action: auditActions.signIn,
      subjectType: "staff",
      subjectId: staff.id,
      detail: method === "code" ? "code given again" : "password given again",
    });
  });
  return { ok: true };
}
