// The audit log in the database, on both storage back ends: the database refuses to change or
// remove an entry, chains every entry onto the one before (concurrent writers included), chains
// the entries written before the chain existed, and the check finds an entry that was edited,
// removed or slipped in past the trigger.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type Database, type Db } from "~/.server/db/database";
import { staffAudit } from "~/.server/db/schema";
import { auditActions, recordAudit } from "~/.server/staff/audit";
import { entryHash, GENESIS_HASH, verifyAuditChain } from "~/.server/staff/audit-chain";
import { backends, openForSuite } from "./support/databases";
import { emptyDatabase } from "./support/postgres";

const actor = { id: "11111111-1111-4111-8111-111111111111", email: "ada@firm.example" };

async function failure(work: () => Promise<unknown>): Promise<Error> {
  try {
    await work();
  } catch (error) {
    return error as Error;
  }
  throw new Error("the statement was not refused");
}

const codeOf = (error: Error) => ((error.cause ?? error) as { code?: string }).code;

/** Write past the triggers, as someone with the database's owner rights could. */
async function withoutTriggers(db: Db, work: () => Promise<unknown>) {
  await db.execute(sql`ALTER TABLE staff_audit DISABLE TRIGGER USER`);
  try {
    await work();
  } finally {
    await db.execute(sql`ALTER TABLE staff_audit ENABLE TRIGGER USER`);
  }
}

describe.each(backends)("the audit log on $name", (backend) => {
  const suite = openForSuite(backend);
  const db = () => suite.database.db;
  const entries = () => db().select().from(staffAudit).orderBy(asc(staffAudit.seq));

  it("chains each entry onto the one before, with the hash the check computes", async () => {
    await recordAudit(db(), actor, { action: auditActions.note, subjectType: "lead", subjectId: "a-lead", detail: "12 characters" });
    await db().transaction((tx) =>
      recordAudit(tx, actor, { action: auditActions.export, subjectType: "leads", detail: 'émoji 🙂, "quotes"' }),
    );
    const [first, second] = await entries();
    expect(first!.seq).toBe(1);
    expect(first!.prevHash).toBe(GENESIS_HASH);
    expect(first!.hash).toBe(entryHash(first!));
    expect(second!.seq).toBe(2);
    expect(second!.prevHash).toBe(first!.hash);
    expect(second!.hash).toBe(entryHash(second!));
    expect(await verifyAuditChain(db())).toEqual({ ok: true, entries: 2, lastHash: second!.hash });
  });

  it("refuses UPDATE, DELETE and TRUNCATE of an entry", async () => {
    const [first] = await entries();
    const update = await failure(() => db().update(staffAudit).set({ detail: "nothing happened" }).where(eq(staffAudit.id, first!.id)));
    const remove = await failure(() => db().delete(staffAudit).where(eq(staffAudit.id, first!.id)));
    const truncate = await failure(() => db().execute(sql`TRUNCATE staff_audit`));
    for (const refused of [update, remove, truncate]) expect(codeOf(refused)).toBe("42501");
    expect((await entries())[0]).toEqual(first);
  });

  it("keeps one chain without forks when many transactions write at once", async () => {
    await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        db().transaction(async (tx) => {
          await recordAudit(tx, actor, {
            action: auditActions.status,
            subjectType: "lead",
            subjectId: `lead-${index}`,
            detail: "new → contacted",
          });
          await recordAudit(tx, actor, { action: auditActions.assign, subjectType: "lead", subjectId: `lead-${index}` });
        }),
      ),
    );
    const all = await entries();
    expect(all.map((entry) => entry.seq)).toEqual(Array.from({ length: all.length }, (_, index) => index + 1));
    expect(new Set(all.map((entry) => entry.prevHash)).size).toBe(all.length);
    expect(await verifyAuditChain(db())).toMatchObject({ ok: true, entries: all.length });
  });

  it("names the first entry that was edited, removed or written past the trigger", async () => {
    const all = await entries();
    const edited = all[4]!;
    await withoutTriggers(db(), () => db().update(staffAudit).set({ detail: "edited" }).where(eq(staffAudit.id, edited.id)));
    expect(await verifyAuditChain(db())).toEqual({
      ok: false,
      entries: 4,
      broken: { seq: 5, id: edited.id, at: edited.at.toISOString(), problem: "hash" },
    });

    await withoutTriggers(db(), () => db().update(staffAudit).set({ detail: edited.detail }).where(eq(staffAudit.id, edited.id)));
    const removed = all[2]!;
    await withoutTriggers(db(), () => db().delete(staffAudit).where(eq(staffAudit.id, removed.id)));
    expect(await verifyAuditChain(db())).toMatchObject({ ok: false, entries: 2, broken: { seq: 4, id: all[3]!.id, problem: "gap" } });

    await withoutTriggers(db(), () =>
      db()
        .insert(staffAudit)
        .values({ ...removed }),
    );
    expect(await verifyAuditChain(db())).toMatchObject({ ok: true });
    await withoutTriggers(db(), () =>
      db().insert(staffAudit).values({ id: crypto.randomUUID(), actorEmail: "someone@else.example", action: "sign-in" }),
    );
    expect(await verifyAuditChain(db())).toMatchObject({ ok: false, broken: { seq: 0, problem: "unchained" } });
  });
});

describe.each(backends)("the migration of an audit log written before the chain, on $name", (backend) => {
  const made: { dir: string; close?: () => Promise<void> }[] = [];
  afterAll(async () => {
    for (const entry of made) {
      await entry.close?.();
      fs.rmSync(entry.dir, { recursive: true, force: true });
    }
  });

  /** The migrations folder as it was before the chain: every migration up to `last`. */
  function migrationsUpTo(last: string): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "audit-migrations-"));
    made.push({ dir });
    const journal = JSON.parse(fs.readFileSync("drizzle/meta/_journal.json", "utf8")) as { entries: { tag: string }[] };
    const upTo = journal.entries.findIndex((entry) => entry.tag === last);
    journal.entries = journal.entries.slice(0, upTo + 1);
    fs.mkdirSync(path.join(dir, "meta"));
    fs.writeFileSync(path.join(dir, "meta/_journal.json"), JSON.stringify(journal));
    for (const entry of journal.entries) fs.copyFileSync(`drizzle/${entry.tag}.sql`, path.join(dir, `${entry.tag}.sql`));
    return dir;
  }

  it("chains the earlier entries in the order they were written", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "audit-before-"));
    const databaseUrl = backend.name === "PostgreSQL" ? await emptyDatabase("audit_before") : undefined;
    const open = (migrationsFolder?: string): Promise<Database> => openDatabase({ dataDir, databaseUrl, migrationsFolder });
    const before = await open(migrationsUpTo("0009_staff"));
    const at = new Date("2026-03-04T05:06:07.891Z");
    for (const [index, action] of ["sign-in", "invitation", "note"].entries())
      await before.db.execute(
        sql`INSERT INTO staff_audit (id, at, actor_id, actor_email, action, detail) VALUES (${crypto.randomUUID()}, ${new Date(at.getTime() + index * 1000).toISOString()}, ${actor.id}, ${actor.email}, ${action}, ${"ünïcode"})`,
      );
    await before.close();

    const after = await open();
    made.push({ dir: dataDir, close: () => after.close() });
    const chained = await after.db.select().from(staffAudit).orderBy(asc(staffAudit.seq));
    expect(chained.map((entry) => [entry.seq, entry.action])).toEqual([
      [1, "sign-in"],
      [2, "invitation"],
      [3, "note"],
    ]);
    expect(await verifyAuditChain(after.db)).toMatchObject({ ok: true, entries: 3 });
    await recordAudit(after.db, actor, { action: auditActions.signIn });
    expect(await verifyAuditChain(after.db)).toMatchObject({ ok: true, entries: 4 });
  });
});
