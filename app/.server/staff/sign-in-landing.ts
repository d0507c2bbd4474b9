// After a right password: the account's last sign-in is noted (the advisors' list shows it),
// a staff member's sign-in is audited, and staff land on /staff instead of the advisor area.
import { eq } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { advisorUsers } from "~/.server/db/schema";
import { auditActions, recordAudit } from "./audit";
import { isStaffRole } from "./staff-accounts";
import { advisorCodePath } from "~/.server/accounts/current-advisor";
import { usesSecondFactor } from "~/.server/accounts/totp";

export const STAFF_HOME = "/staff";

/**
 * Where the signed-in account goes: staff to /staff (or the /staff page that sent them), or to
 * the code's page when they sign in with one; advisors to `target`, through their code's page
 * when they sign in with one.
 */
export async function landAfterSignIn(db: Db, userId: string, target: string, now = new Date()): Promise<string> {
  const landing = await db.transaction(async (tx) => {
    const [user] = await tx.update(advisorUsers).set({ lastSignInAt: now }).where(eq(advisorUsers.id, userId)).returning({
      email: advisorUsers.email,
      role: advisorUsers.role,
    });
    if (!user || !isStaffRole(user.role)) return { target, staff: false };
    await recordAudit(tx, { id: userId, email: user.email }, { action: auditActions.signIn, subjectType: "staff", subjectId: userId }, now);
    const inConsole = target === STAFF_HOME || target.startsWith(`${STAFF_HOME}/`) || target.startsWith(`${STAFF_HOME}?`);
    return { target: inConsole ? target : STAFF_HOME, staff: true };
  });
  // The new session already waits for the code (accounts/auth.ts): the code's page first.
  if (!(await usesSecondFactor(db, userId))) return landing.target;
  return landing.staff ? "/staff/two-factor" : advisorCodePath(landing.target);
}
