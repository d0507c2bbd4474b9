// Principals: the staff members an admin marked as qualified to approve the firm's content for
// publication (FINRA Rule 2210(b)). Marking and unmarking is the admin's, audited.
import { and, eq, inArray, ne, or } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { advisorUsers } from "~/.server/db/schema";
import { auditActions, recordAudit, type Actor } from "~/.server/staff/audit";
import { isStaffRole, staffRoles } from "~/.server/staff/staff-accounts";
import { composeMail } from "~/.server/mail/compose";
import { queueMail } from "~/.server/mail/outbox";
import { deskMailCopy } from "~/content/desk-mails";

/**
 * Mark (or unmark) a staff member as principal, with what qualifies them (`basis`, required to
 * mark); false when no staff member has that id. A mark is mailed, in its transaction, to every
 * other admin and principal (`siteUrl`: the members page's address in the mail): one admin
 * could otherwise make a second account a principal and approve their own words unseen.
 */
export async function setPrincipal(
  db: Db,
  actor: Actor,
  staffId: string,
  on: boolean,
  basis?: string,
  { siteUrl }: { siteUrl?: string } = {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ role: advisorUsers.role, principal: advisorUsers.principal, email: advisorUsers.email })
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
    if (on && siteUrl) {
      const told = await tx
        .select({ email: advisorUsers.email })
        .from(advisorUsers)
        .where(
          and(
            inArray(advisorUsers.role, [...staffRoles]),
            or(eq(advisorUsers.role, "admin"), eq(advisorUsers.principal, true)),
            ne(advisorUsers.id, actor.id ?? ""),
          ),
        );
      const words = deskMailCopy.principalMarked;
      const mail = composeMail({
        subject: words.subject(user.email),
        greeting: "Hello,",
        paragraphs: words.paragraphs(actor.email, user.email, principalBasis ?? ""),
        action: { label: words.action, url: `${siteUrl}/staff/members` },
        after: [words.after],
      });
      for (const { email } of told) await queueMail(tx, email, "staff-principal", mail);
    }
    return true;
  });
}

/** The ids of every principal. */
export async function principalIds(db: Db): Promise<Set<string>> {
  const rows = await db.select({ id: advisorUsers.id }).from(advisorUsers).where(eq(advisorUsers.principal, true));
  return new Set(rows.map((row) => row.id));
}
