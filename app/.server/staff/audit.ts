// The audit log of the firm's side: one row per staff action, written in the transaction of the
// change it records. Only `recordAudit` writes; nothing updates or deletes a row.
import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { staffAudit } from "~/.server/db/schema";

/** Who acted: a staff account, or the command line on the server (`id` null). */
export type Actor = { id: string | null; email: string };

export const COMMAND_LINE: Actor = { id: null, email: "command line" };

export const auditActions = {
  signIn: "sign-in",
  invite: "invitation",
  acceptInvitation: "invitation accepted",
  remove: "deletion",
  status: "status change",
  assign: "assignment",
  note: "note",
  reply: "reply",
  export: "export",
  retry: "retry",
  approval: "approval",
  twoFactorOn: "two-factor on",
  twoFactorOff: "two-factor off",
} as const;
export type AuditAction = (typeof auditActions)[keyof typeof auditActions];

type Writer = Pick<Db, "insert">;

export type AuditEntry = {
  action: AuditAction;
  subjectType?: "lead" | "leads" | "delivery" | "advisor" | "staff";
  subjectId?: string;
  detail?: string;
};

export async function recordAudit(tx: Writer, actor: Actor, entry: AuditEntry, at = new Date()): Promise<void> {
  await tx.insert(staffAudit).values({
    id: randomUUID(),
    at,
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    subjectType: entry.subjectType ?? null,
    subjectId: entry.subjectId ?? null,
    detail: entry.detail ?? "",
  });
}

export type AuditRow = {
  id: string;
  at: string;
  actor: string;
  action: string;
  subjectType: string | null;
  subjectId: string | null;
  detail: string;
};

const toRow = (row: typeof staffAudit.$inferSelect): AuditRow => ({
  id: row.id,
  at: row.at.toISOString(),
  actor: row.actorEmail,
  action: row.action,
  subjectType: row.subjectType,
  subjectId: row.subjectId,
  detail: row.detail,
});

export const AUDIT_PAGE = 200;

/** The newest actions first. */
export async function listAudit(db: Db, limit = AUDIT_PAGE): Promise<AuditRow[]> {
  return (await db.select().from(staffAudit).orderBy(desc(staffAudit.at)).limit(limit)).map(toRow);
}

/** The actions about one subject (a lead, an advisor), oldest first. */
export async function auditOf(db: Db, subjectId: string): Promise<AuditRow[]> {
  return (await db.select().from(staffAudit).where(eq(staffAudit.subjectId, subjectId)).orderBy(staffAudit.at)).map(toRow);
}
