// Deleting stored messages (`npm run messages -- --delete-older-than 7y`, `--delete <id>`):
// the messages and their delivery jobs go, the others stay, on both storage back ends, and
// through the running server when it owns the embedded database.
import { sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { saveMessage } from "~/.server/contact/message-store";
import { cutoffFor, deleteStoredMessages, deleteStoredMessagesOlderThan } from "~/.server/contact/retention";
import { readStoredMessages } from "~/.server/runtime/stored-data";
import type { Database } from "~/.server/db/database";
import type { ContactMessageInput } from "~/lib/schemas/contact-message";
import { backends, clearContactTables } from "./support/databases";
import { startRelayProcess } from "./support/relay-process-runner";

const message: ContactMessageInput = {
  name: "Jane Advisor",
  email: "jane@advisors.example",
  firmName: "Advisors LLC",
  phoneNumber: "",
  subject: "general-inquiry",
  message: "Please call me about the models.",
  isFinancialAdvisor: true,
};

const now = new Date("2026-03-15T12:00:00.000Z");
const yearsAgo = (years: number, days = 0) => {
  const date = new Date(now);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return new Date(date.getTime() - days * 24 * 60 * 60 * 1000);
};

/** The audit log's number of its newest entry: the log refuses TRUNCATE, so each test reads past it. */
let auditSeenUpTo = 0;

async function newestAuditEntry(database: Database): Promise<number> {
  const { rows } = (await database.db.execute(sql`SELECT coalesce(max(seq), 0) AS seq FROM staff_audit`)) as { rows: { seq: string }[] };
  return Number(rows[0]?.seq ?? 0);
}

/** The audit log's rows written by this test, oldest first, without their ids and times. */
async function audited(database: Database) {
  return (
    (await database.db.execute(
      sql`SELECT actor_email, action, subject_type, detail FROM staff_audit WHERE seq > ${auditSeenUpTo} ORDER BY seq`,
    )) as { rows: unknown[] }
  ).rows;
}

/** Ids of the messages and of the delivery jobs left in the database. */
async function remaining(database: Database) {
  const ids = async (query: SQL) =>
    ((await database.db.execute(query)) as { rows: Array<{ id: string }> }).rows.map((row) => row.id).sort();
  return {
    messages: await ids(sql`SELECT id FROM contact_messages`),
    jobs: await ids(sql`SELECT id FROM deliveries`),
  };
}

describe("the age of a cut-off", () => {
  it("reads years, months and days", () => {
    expect(cutoffFor("7y", now).toISOString()).toBe("2019-03-15T12:00:00.000Z");
    expect(cutoffFor("18m", now).toISOString()).toBe("2024-09-15T12:00:00.000Z");
    expect(cutoffFor("90d", now).toISOString()).toBe("2025-12-15T12:00:00.000Z");
  });

  it("refuses anything else", () => {
    for (const age of ["7", "7 years", "0y", "-1y", "7w", "y", "1.5y", ""]) expect(() => cutoffFor(age, now)).toThrow("is not an age");
    expect(() => cutoffFor("2500y", now)).toThrow("reaches back too far");
  });
});

describe.each(backends)("deleting stored messages on $name", (backend) => {
  let started: Awaited<ReturnType<typeof backend.start>>;

  /** Open the database for the time of `work` (PGlite may be open in one place at a time). */
  async function withDatabase<T>(work: (database: Database) => Promise<T>): Promise<T> {
    const database = await started.open();
    try {
      return await work(database);
    } finally {
      await database.close();
    }
  }

  beforeAll(async () => {
    started = await backend.start();
  });
  afterAll(async () => {
    await started?.stop();
  });
  beforeEach(async () => {
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    await withDatabase(async (database) => {
      await clearContactTables(database);
      auditSeenUpTo = await newestAuditEntry(database);
    });
    return () => vi.restoreAllMocks();
  });

  it("deletes the messages older than the cut-off with their delivery jobs, and keeps the newer ones", async () => {
    const { old, kept } = await withDatabase(async (database) => ({
      old: [(await saveMessage(database.db, message, yearsAgo(9))).id, (await saveMessage(database.db, message, yearsAgo(7, 1))).id],
      kept: [
        (await saveMessage(database.db, message, yearsAgo(7, -1))).id,
        (await saveMessage(database.db, message, yearsAgo(1))).id,
        (await saveMessage(database.db, message, now)).id,
      ],
    }));
    expect(old).toHaveLength(2);

    const result = await deleteStoredMessagesOlderThan("7y", { now, settings: started.settings });
    expect(result).toEqual({ deleted: 2, cutoff: new Date("2019-03-15T12:00:00.000Z") });
    expect(await withDatabase(remaining)).toEqual({ messages: [...kept].sort(), jobs: [...kept].sort() });

    // Nothing older is left: a second run deletes nothing.
    expect((await deleteStoredMessagesOlderThan("7y", { now, settings: started.settings })).deleted).toBe(0);
  });

  it("refuses a cut-off within the retention (5 years by default) unless forced with a reason, which goes into the audit log", async () => {
    const ids = await withDatabase(async (database) => [
      (await saveMessage(database.db, message, yearsAgo(6))).id,
      (await saveMessage(database.db, message, yearsAgo(4))).id,
      (await saveMessage(database.db, message, new Date(now.getTime() - 10 * 24 * 60 * 60 * 1000))).id,
      (await saveMessage(database.db, message, now)).id,
    ]);
    const options = { now, settings: started.settings, retentionYears: 5 };
    await expect(deleteStoredMessagesOlderThan("7d", options)).rejects.toThrow(
      '7d would delete messages within the 5-year retention (CONTACT_RETENTION_MIN_YEARS) (did you mean 7y?); add --force --reason "why" if you mean it',
    );
    await expect(deleteStoredMessagesOlderThan("3y", options)).rejects.toThrow("within the 5-year retention");
    await expect(deleteStoredMessagesOlderThan("3y", { ...options, force: true })).rejects.toThrow("--force needs --reason");
    await expect(deleteStoredMessagesOlderThan("3y", { ...options, force: true, reason: "  " })).rejects.toThrow("needs a reason");
    // A shorter retention is a setting, not a force; 30 days stay protected whatever it says.
    await expect(deleteStoredMessagesOlderThan("29d", { ...options, retentionYears: 0 })).rejects.toThrow("within 30 days");
    expect((await withDatabase(remaining)).messages).toHaveLength(4);
    expect(await withDatabase(audited)).toEqual([]);

    expect((await deleteStoredMessagesOlderThan("5y", options)).deleted).toBe(1);
    const forced = await deleteStoredMessagesOlderThan("7d", { ...options, force: true, reason: "Sender asked to be forgotten" });
    expect(forced.deleted).toBe(2);
    expect(await withDatabase(remaining)).toEqual({ messages: [ids[3]], jobs: [ids[3]] });
    expect(await withDatabase(audited)).toEqual([
      {
        actor_email: "command line",
        action: "deletion",
        subject_type: "leads",
        detail:
          "2 contact messages sent before 2026-03-08T12:00:00.000Z, within the 5-year retention (CONTACT_RETENTION_MIN_YEARS), deleted by force: Sender asked to be forgotten",
      },
    ]);
  });

  it("deletes messages by id with their delivery jobs, says which ids it found, and keeps those within the retention unless forced", async () => {
    const ids = await withDatabase(async (database) => {
      const saved: string[] = [];
      for (let index = 0; index < 3; index++) saved.push((await saveMessage(database.db, message, yearsAgo(6 + index))).id);
      saved.push((await saveMessage(database.db, message, yearsAgo(1))).id);
      return saved;
    });
    const options = { now, retentionYears: 5 };
    const unknown = crypto.randomUUID();
    const deleted = await deleteStoredMessages([ids[0]!, unknown, ids[2]!.toUpperCase()], started.settings, options);
    expect(deleted.sort()).toEqual([ids[0], ids[2]].sort());
    expect(await withDatabase(remaining)).toEqual({ messages: [ids[1], ids[3]].sort(), jobs: [ids[1], ids[3]].sort() });

    await expect(deleteStoredMessages(["1; DROP TABLE contact_messages"], started.settings, options)).rejects.toThrow(
      "is not a message id",
    );
    // One young message refuses the whole request.
    await expect(deleteStoredMessages([ids[1]!, ids[3]!], started.settings, options)).rejects.toThrow(
      `1 of these messages is within the 5-year retention (CONTACT_RETENTION_MIN_YEARS) (${ids[3]})`,
    );
    expect((await withDatabase(remaining)).messages).toEqual([ids[1], ids[3]].sort());
    expect(
      await deleteStoredMessages([ids[3]!], started.settings, { ...options, force: true, reason: "Duplicate of another message" }),
    ).toEqual([ids[3]]);
    expect(await withDatabase(audited)).toEqual([
      {
        actor_email: "command line",
        action: "deletion",
        subject_type: "lead",
        detail: "contact message within the 5-year retention (CONTACT_RETENTION_MIN_YEARS) deleted by force: Duplicate of another message",
      },
    ]);
  });
});

describe("deleting stored messages while a server owns the embedded database", () => {
  const backend = backends.find((candidate) => candidate.name === "PGlite")!;
  let started: Awaited<ReturnType<typeof backend.start>>;
  let ids: { old: string[]; kept: string[] };

  beforeAll(async () => {
    started = await backend.start();
    const database = await started.open();
    try {
      const save = async (date: Date) => (await saveMessage(database.db, message, date)).id;
      ids = { old: [], kept: [] };
      for (let index = 0; index < 9; index++) ids.old.push(await save(yearsAgo(8, index)));
      for (let index = 0; index < 3; index++) ids.kept.push(await save(yearsAgo(index)));
      auditSeenUpTo = await newestAuditEntry(database);
    } finally {
      await database.close();
    }
  });
  afterAll(async () => {
    await started?.stop();
  });

  it("asks the server through its control socket", async () => {
    const server = await startRelayProcess({ DATA_DIR: started.settings.DATA_DIR });
    try {
      // By id: eight ids take more than one request line of 256 bytes.
      const byId = ids.old.slice(0, 8);
      expect((await deleteStoredMessages(byId, started.settings)).sort()).toEqual([...byId].sort());
      const older = await deleteStoredMessagesOlderThan("7y", { now, settings: started.settings });
      expect(older.deleted).toBe(1);
      // The server applies its own retention: a young message only by force, with a reason.
      await expect(deleteStoredMessages([ids.kept[0]!], started.settings, { retentionYears: 0 })).rejects.toThrow(
        "within the 5-year retention",
      );
      const reason = "Asked to be forgotten — “by phone”";
      expect(await deleteStoredMessages([ids.kept[0]!], started.settings, { force: true, reason })).toEqual([ids.kept[0]]);
      const listed = await readStoredMessages(100, started.settings);
      expect(listed.map((stored) => stored.id).sort()).toEqual(ids.kept.slice(1).sort());
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
    }
    const database = await started.open();
    try {
      expect(await remaining(database)).toEqual({ messages: ids.kept.slice(1).sort(), jobs: ids.kept.slice(1).sort() });
      expect(await audited(database)).toMatchObject([
        { subject_type: "lead", detail: expect.stringContaining("by force: Asked to be forgotten — “by phone”") },
      ]);
    } finally {
      await database.close();
    }
  });
});
