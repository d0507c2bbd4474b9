// Principals: the staff members an admin marked as qualified to approve the firm's content for
// publication (FINRA Rule 2210(b)). Marking and unmarking is the admin's, audited.
import { eq } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { advisorUsers } from "~/.server/db/schema";
import { auditActions, recordAudit, type Actor } from "~/.server/staff/audit";
import { isStaffRole } from "~/.server/staff/staff-accounts";

/**
 * Mark (or unmark) a staff member as principal, with what qualifies them (`basis`, required to
 * mark); false when no staff member has that id.
 */
export async function setPrincipal(db: Db, actor: Actor, staffId: string, on: boolean, basis?: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ role: advisorUsers.role, principal: advisorUsers.principal })
      .from(advisorUsers)
      .where(eq(advisorUsers.id, staffId));
    if (!user || !isStaffRole(user.role)) return false;
    if (user.principal === on) return true;
    const principalBasis = on ? (basis ?? null) : null;
    await tx.update(advisorUsers).set({ principal: on, principalBasis, updatedAt: new Date() }).where(eq(advisorUsers.id, staffId));
    await recordAudit(tx, actor, {
      action: auditActions.principal,
      subjectType: "staff",
      subjectId: staffId,
      detail: on ? `marked principal: ${principalBasis}` : "no longer principal",
    });
    return true;
  });
}

/** The ids of every principal. */
export async function principalIds(db: Db): Promise<Set<string>> {
  const rows = await db.select({ id: advisorUsers.id }).from(advisorUsers).where(eq(advisorUsers.principal, true));
  return new Set(rows.map((row) => row.id));
}
