// The production server and `npm run messages`, as the firm runs them (from the server build),
// against a real PostgreSQL: a message that cannot be stored leaves no trace of its content in
// the server log, and the retention options of the script delete what they say.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { saveMessage } from "~/.server/contact/message-store";
import { staffAudit } from "~/.server/db/schema";
import { openDatabase } from "~/.server/db/database";
import type { ContactMessageInput } from "~/lib/schemas/contact-message";
import { startAppServer } from "../support/app-server.js";
import { startPostgres, type Postgres } from "./support/postgres";

let postgres: Postgres;

beforeAll(async () => {
  postgres = await startPostgres();
}, 300_000);
afterAll(async () => {
  await postgres?.stop();
});

/** A database of its own in the test's PostgreSQL server. */
async function createDatabase(name: string): Promise<string> {
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(postgres.url);
  url.pathname = `/${name}`;
  return url.href;
}

async function query(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

describe("the server log of a message that could not be stored", () => {
  it("answers 503 and logs the failure without the visitor's name, e-mail address or message", async () => {
    const url = await createDatabase("broken_storage");
    const server = await startAppServer({ DATABASE_URL: url, AUTH_SECRET: "the key of this test's server, 32+ chars" });
    try {
      // The database loses its tables under the running server.
      await query(url, "DROP TABLE deliveries; DROP TABLE contact_messages;");
      const unique = crypto.randomUUID().slice(0, 8);
      const visitor = {
        name: `Quentin Privat ${unique}`,
        email: `quentin.${unique}@private-advisors.example`,
        firmName: `Privat Wealth ${unique}`,
        phoneNumber: "+1 555 0199",
        subject: "general-inquiry",
        message: `Secret plans number ${unique} for my clients' portfolios.`,
        isFinancialAdvisor: "on",
      };
      const response = await fetch(`${server.baseURL}/contact`, {
        method: "POST",
        headers: { Origin: server.baseURL, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(visitor),
      });
      expect(response.status).toBe(503);
      await response.body?.cancel();

      const deadline = Date.now() + 10_000;
      while (!server.output().includes("contact.message.not-stored")) {
        if (Date.now() > deadline) throw new Error(`no contact.message.not-stored in the log:\n${server.output()}`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      for (const value of [visitor.name, visitor.email, visitor.firmName, visitor.phoneNumber, visitor.message, "insert into"]) {
        expect(server.output().toLowerCase()).not.toContain(value.toLowerCase());
      }
      // What the log says instead: enough to act on.
      const line = server
        .output()
        .split("\n")
        .find((text) => text.includes("contact.message.not-stored"))!;
      expect(JSON.parse(line)).toMatchObject({ level: "error", event: "contact.message.not-stored" });
      expect(line).toMatch(/code=42P01 \(undefined_table\)/);
    } finally {
      await server.stop();
    }
  });
});

describe("npm run messages with retention options", () => {
  const exec = promisify(execFile);
  const message: ContactMessageInput = {
    name: "Jane Advisor",
    email: "jane@advisors.example",
    firmName: "",
    phoneNumber: "",
    subject: "general-inquiry",
    message: "Please call me about the models.",
    isFinancialAdvisor: true,
  };
  let url: string;
  let ids: { old: string; recent: string; today: string };

  /** Run the script; its exit code and what it printed. */
  async function messages(...args: string[]) {
    try {
      const { stdout, stderr } = await exec(process.execPath, ["scripts/messages.js", ...args], {
        env: { ...process.env, DATABASE_URL: url },
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  beforeAll(async () => {
    url = await createDatabase("retention");
    const database = await openDatabase({ databaseUrl: url, dataDir: "unused" });
    try {
      const day = 24 * 60 * 60 * 1000;
      ids = {
        old: (await saveMessage(database.db, message, new Date(Date.now() - 8 * 365 * day))).id,
        recent: (await saveMessage(database.db, message, new Date(Date.now() - 10 * day))).id,
        today: (await saveMessage(database.db, message)).id,
      };
    } finally {
      await database.close();
    }
  });

  it("refuses a cut-off within the 5-year retention without --force and a reason, and deletes nothing", async () => {
    const refused = await messages("--delete-older-than", "7d");
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(
      '7d would delete messages within the 5-year retention (CONTACT_RETENTION_MIN_YEARS) (did you mean 7y?); add --force --reason "why"',
    );
    const unexplained = await messages("--delete-older-than", "7d", "--force");
    expect(unexplained.code).toBe(1);
    expect(unexplained.stderr).toContain("--force needs --reason");
    expect(await messages("--delete-older-than", "7d", "--reason", "x")).toMatchObject({ code: 2 });
    expect(JSON.parse((await messages("--json")).stdout)).toHaveLength(3);
  });

  it("deletes the messages older than the age it is given and says how many", async () => {
    const result = await messages("--delete-older-than", "7y");
    expect(result).toMatchObject({ code: 0, stderr: "" });
    expect(result.stdout).toMatch(/^Deleted 1 message sent before \d{4}-\d\d-\d\dT[\d:.]+Z \(older than 7y\)\.\n$/);
    const listed = JSON.parse((await messages("--json")).stdout) as Array<{ id: string }>;
    expect(listed.map((stored) => stored.id).sort()).toEqual([ids.recent, ids.today].sort());
  });

  it("deletes messages by id and names the ids it did not find; one within the retention only by force, with the reason audited", async () => {
    const unknown = crypto.randomUUID();
    const refused = await messages("--delete", ids.recent, unknown);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`1 of these messages is within the 5-year retention (CONTACT_RETENTION_MIN_YEARS) (${ids.recent})`);
    const result = await messages("--delete", ids.recent, unknown, "--force", "--reason", "Sender asked to be forgotten");
    expect(result).toMatchObject({ code: 0, stdout: `Deleted 1 of 2 messages. Not found: ${unknown}\n` });
    const database = await openDatabase({ databaseUrl: url, dataDir: "unused" });
    try {
      const audit = await database.db.select().from(staffAudit);
      expect(audit).toMatchObject([
        {
          actorEmail: "command line",
          action: "deletion",
          subjectType: "lead",
          subjectId: ids.recent,
          detail: expect.stringContaining("by force: Sender asked to be forgotten"),
        },
      ]);
    } finally {
      await database.close();
    }
    const listed = JSON.parse((await messages("--json")).stdout) as Array<{ id: string }>;
    expect(listed.map((stored) => stored.id)).toEqual([ids.today]);
  });

  it("refuses to list more than 1000 messages at once, and an id that is not one", async () => {
    expect(await messages("--limit", "5000")).toMatchObject({ code: 2, stderr: "--limit needs a whole number from 1 to 1000\n" });
    const wrong = await messages("--delete", "all");
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain('"all" is not a message id');
  });
});
