// The one guard of the firm's side. Every /staff page, action and download asks it first:
// anyone who is not staff (a visitor, a signed-out request, an advisor) gets a 404, exactly like
// a page that does not exist; a staff member asking for an admin's page or action gets a 403.
// Every answer is private to the browser.
import { eq } from "drizzle-orm";
import { data, redirect, type RouterContextProvider } from "react-router";
import { currentAdvisor, SECURITY_PATH, TWO_FACTOR_PATH } from "~/.server/accounts/current-advisor";
import { accountServices } from "~/.server/accounts/services";
import type { Db } from "~/.server/db/database";
import { advisorUsers } from "~/.server/db/schema";
import { PRIVATE, signInPath } from "~/.server/accounts/advisor-only";
import type { Actor } from "./audit";
import { isStaffRole, type StaffRole } from "./staff-accounts";
import { defaultStaffSessionPolicy, recentlyAuthenticated } from "./staff-sessions";

export { SECURITY_PATH };

/** Pages a staff member may reach before the second factor is settled: the code's page, and the set-up page. */
export type SecondFactorStage = { pending?: "allowed"; missing?: "allowed" };

export type CurrentStaff = Actor & {
  id: string;
  role: StaffRole;
  sessionId: string;
  secondFactorPending: boolean;
  /** Whether the password (or code) was given on this session within STAFF_REAUTH_MINUTES: sensitive actions need it. */
  recentlyAuthenticated: boolean;
  /** Marked by an admin to approve the firm's content on the desk. */
  principal: boolean;
  /** Whether this account signs in with a code (TOTP) as well as the password. */
  twoFactor: boolean;
};

const refuse = (status: 403 | 404, headers: Headers) => data(null, { status, headers });

/** The signed-in staff member (an admin when `need` is "admin"), with the database; thrown 404 or 403 otherwise. */
export async function staffOnly(
  request: Request,
  context: Readonly<RouterContextProvider>,
  need: StaffRole = "staff",
  allow: SecondFactorStage = {},
): Promise<{ staff: CurrentStaff; headers: Headers; db: Db }> {
  const { advisor, headers, ended } = await currentAdvisor(request, context);
  headers.set("Cache-Control", PRIVATE);
  // A staff session past its lifetime was just ended: sign in again, and the page says why.
  if (ended) {
    const url = new URL(request.url);
    throw redirect(signInPath(request.method === "GET" ? url.pathname + url.search : "/staff", ended), { headers });
  }
  if (!advisor) throw refuse(404, headers);
  const accounts = await accountServices(context);
  const db = accounts.base.db;
  const [user] = await db
    .select({ role: advisorUsers.role, totpEnabledAt: advisorUsers.totpEnabledAt, principal: advisorUsers.principal })
    .from(advisorUsers)
    .where(eq(advisorUsers.id, advisor.id));
  if (!user || !isStaffRole(user.role)) throw refuse(404, headers);
  // The password alone is not enough for someone who signs in with a code: the code first.
  if (allow.pending !== "allowed" && advisor.secondFactorPending) throw redirect(TWO_FACTOR_PATH, { headers });
  if (allow.missing !== "allowed" && accounts.totpRequired && !user.totpEnabledAt) throw redirect(SECURITY_PATH, { headers });
  if (need === "admin" && user.role !== "admin") throw refuse(403, headers);
  return {
    staff: {
      id: advisor.id,
      email: advisor.email,
      role: user.role,
      sessionId: advisor.sessionId,
      secondFactorPending: advisor.secondFactorPending,
      principal: user.principal,
      twoFactor: Boolean(user.totpEnabledAt),
      recentlyAuthenticated:
        advisor.sessionTimes !== undefined &&
        recentlyAuthenticated(advisor.sessionTimes, accounts.staffSessions ?? defaultStaffSessionPolicy, accounts.clock?.() ?? Date.now()),
    },
    headers,
    db,
  };
}
