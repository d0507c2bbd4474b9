// The audit log of the firm's side: one row per staff action, written in the transaction of the
// change it records. Only `recordAudit` writes; nothing updates or deletes a row, and the
// database refuses both and chains every entry onto the one before (audit-chain.ts).
import { randomUUID } from "node:crypto";
import { and, desc, eq, gte, ilike, lt, ne, type SQL } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { staffAudit } from "~/.server/db/schema";
import { auditActions, type AuditAction } from "~/lib/audit-actions";
import { dayAfter, dayStart } from "~/lib/schemas/day-range";
import { likePattern } from "./leads";
import { nameSubjects } from "./audit-subjects";

/** Who acted: a staff account, or the command line on the server (`id` null). */
export type Actor = { id: string | null; email: string };

export const COMMAND_LINE: Actor = { id: null, email: "command line" };

export { auditActions, type AuditAction } from "~/lib/audit-actions";

type Writer = Pick<Db, "insert">;

export type AuditEntry = {
  action: AuditAction;
  subjectType?: "lead" | "leads" | "delivery" | "advisor" | "staff" | "content" | "document" | "suitability";
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
  /** The entry's place in the hash chain: 1 for the first, newer entries higher. */
  seq: number;
  at: string;
  actor: string;
  action: string;
  subjectType: string | null;
  subjectId: string | null;
  /** The subject in words (a lead's name and short id, a person's address and name), when it is still stored. */
  subject: string | null;
  detail: string;
};

const toRow = (row: typeof staffAudit.$inferSelect): AuditRow => ({
  id: row.id,
  seq: row.seq,
  at: row.at.toISOString(),
  actor: row.actorEmail,
  action: row.action,
  subjectType: row.subjectType,
  subjectId: row.subjectId,
  subject: null,
  detail: row.detail,
});

/** The rows with their subjects named (app/.server/staff/audit-subjects.ts). */
async function named(db: Db, rows: AuditRow[]): Promise<AuditRow[]> {
  const names = await nameSubjects(db, rows);
  return rows.map((row) => ({ ...row, subject: (row.subjectId && names.get(row.subjectId)) || null }));
}

export const AUDIT_PAGE = 50;

/** Which entries to list: by actor (part of the address), action, UTC days, and older than an entry (`before`, its seq). */
export type AuditFilter = { who?: string; action?: string; from?: string; to?: string; before?: number };

function auditConditions(filter: AuditFilter): SQL | undefined {
  return and(
    filter.who ? ilike(staffAudit.actorEmail, likePattern(filter.who)) : undefined,
    filter.action ? eq(staffAudit.action, filter.action) : undefined,
    filter.from ? gte(staffAudit.at, dayStart(filter.from)) : undefined,
    filter.to ? lt(staffAudit.at, dayAfter(filter.to)) : undefined,
    filter.before ? lt(staffAudit.seq, filter.before) : undefined,
  );
}

export type AuditPage = { entries: AuditRow[]; /** The `before` of the next (older) page, or null on the last. */ older: number | null };

/** One page of the entries the filter lets through, newest first. */
export async function listAudit(db: Db, filter: AuditFilter = {}, limit = AUDIT_PAGE): Promise<AuditPage> {
  const rows = await db
    .select()
    .from(staffAudit)
    .where(auditConditions(filter))
    .orderBy(desc(staffAudit.seq))
    .limit(limit + 1);
  const entries = await named(db, rows.slice(0, limit).map(toRow));
  return { entries, older: rows.length > limit ? entries[entries.length - 1]!.seq : null };
}

/** The changes to one subject (a lead, an advisor), oldest first; who opened it is in the log only. */
export async function auditOf(db: Db, subjectId: string): Promise<AuditRow[]> {
  return (
    await db
      .select()
      .from(staffAudit)
      .where(and(eq(staffAudit.subjectId, subjectId), ne(staffAudit.action, auditActions.leadOpened)))
      .orderBy(staffAudit.seq)
  ).map(toRow);
}
