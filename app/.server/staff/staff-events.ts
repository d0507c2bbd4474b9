// Audit entries of events that happen on the advisors' shared screens (sign-in, the account
// page, a password reset) but matter only when the account is staff's: the address or id is
// looked up, and an advisor's or an unknown address's event is not recorded.
import { eq } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { advisorUsers } from "~/.server/db/schema";
import { recordAudit, type AuditEntry } from "./audit";
import { isStaffRole } from "./staff-accounts";

/** Record `entry` as the staff account's own (by address or id), if the account is staff's. */
export async function auditIfStaff(db: Db, account: { email: string } | { id: string }, entry: AuditEntry): Promise<void> {
  const [user] = await db
    .select({ id: advisorUsers.id, email: advisorUsers.email, role: advisorUsers.role })
    .from(advisorUsers)
    .where("email" in account ? eq(advisorUsers.email, account.email.trim().toLowerCase()) : eq(advisorUsers.id, account.id));
  if (!user || !isStaffRole(user.role)) return;
  await recordAudit(db, { id: user.id, email: user.email }, { subjectType: "staff", subjectId: user.id, ...entry });
}
