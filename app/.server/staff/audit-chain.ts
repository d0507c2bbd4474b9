// The audit log's hash chain, checked. The database chains every entry as it is inserted
// (drizzle/0012_staff_audit_chain.sql): its place `seq`, the hash of the entry before
// (`prev_hash`) and its own `hash`, SHA-256 of the canonical form below. Recomputing each hash
// and following the links from the first entry finds an edited entry (its hash no longer
// matches), a removed one (a gap in `seq`, or a broken link) and an inserted one.
import { createHash } from "node:crypto";
import { asc, gt, lt } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { staffAudit } from "~/.server/db/schema";

/** The `prev_hash` of the first entry. */
export const GENESIS_HASH = "0".repeat(64);

type ChainedEntry = Pick<
  typeof staffAudit.$inferSelect,
  "seq" | "id" | "at" | "actorId" | "actorEmail" | "action" | "subjectType" | "subjectId" | "detail" | "prevHash"
>;

const hex = (value: string | null) => (value === null ? "-" : Buffer.from(value, "utf8").toString("hex"));

/** The canonical form of an entry, as the migration's `staff_audit_hash` writes it. */
export function canonicalEntry(entry: ChainedEntry): string {
  return [
    "staff_audit v1",
    String(entry.seq),
    entry.id,
    entry.at.toISOString(),
    hex(entry.actorId),
    hex(entry.actorEmail),
    hex(entry.action),
    hex(entry.subjectType),
    hex(entry.subjectId),
    hex(entry.detail),
    entry.prevHash,
  ].join("\n");
}

export const entryHash = (entry: ChainedEntry) => createHash("sha256").update(canonicalEntry(entry), "utf8").digest("hex");

export type ChainBreak = {
  seq: number;
  id: string;
  at: string;
  /**
   * `gap`: entries before it are missing; `link`: its prev_hash is not the hash of the entry
   * before; `hash`: it was changed; `unchained`: it was written past the insert trigger.
   */
  problem: "gap" | "link" | "hash" | "unchained";
};

export type ChainCheck = { ok: true; entries: number; lastHash: string } | { ok: false; entries: number; broken: ChainBreak };

const BATCH = 1000;

/** Follow the chain from its first entry; the first broken entry, if any. */
export async function verifyAuditChain(db: Db): Promise<ChainCheck> {
  let expectedSeq = 1;
  let previous = GENESIS_HASH;
  let entries = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(staffAudit)
      .where(gt(staffAudit.seq, expectedSeq - 1))
      .orderBy(asc(staffAudit.seq))
      .limit(BATCH);
    for (const row of rows) {
      const at = row.at.toISOString();
      if (row.seq !== expectedSeq) return { ok: false, entries, broken: { seq: row.seq, id: row.id, at, problem: "gap" } };
      if (row.prevHash !== previous) return { ok: false, entries, broken: { seq: row.seq, id: row.id, at, problem: "link" } };
      if (entryHash(row) !== row.hash) return { ok: false, entries, broken: { seq: row.seq, id: row.id, at, problem: "hash" } };
      previous = row.hash;
      expectedSeq++;
      entries++;
    }
    if (rows.length < BATCH) break;
  }
  const [outside] = await db.select().from(staffAudit).where(lt(staffAudit.seq, 1)).limit(1);
  if (outside)
    return { ok: false, entries, broken: { seq: outside.seq, id: outside.id, at: outside.at.toISOString(), problem: "unchained" } };
  return { ok: true, entries, lastHash: previous };
}
