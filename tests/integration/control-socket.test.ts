// The control socket of a server that owns the embedded database: one short request line, sent
// in time, and answers that never carry SQL or database detail.
import fs from "node:fs";
import net from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { answerControlRequest, requestErrors } from "~/.server/runtime/control-requests";
import { askOwner, controlErrors, serveControlSocket, socketPath } from "~/.server/runtime/control-socket";
import { openDatabase, type Database } from "~/.server/db/database";
import { contactMessages, deliveries } from "~/.server/db/schema";
import { seededDataDir } from "./support/pglite-template";

type Exchange = { answer: string; closed: boolean; closedAfterMs: number };

/** Connect, send `bytes` (and nothing more, not even the end of the request), and wait until the server closes. */
function exchange(dir: string, bytes: string | Buffer): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = net.connect(socketPath(dir));
    let answer = "";
    socket.setEncoding("utf8");
    socket.on("connect", () => {
      if (bytes.length > 0) socket.write(bytes);
    });
    socket.on("data", (chunk) => (answer += chunk));
    socket.on("error", reject);
    socket.on("close", () => resolve({ answer, closed: true, closedAfterMs: Date.now() - started }));
  });
}

describe("the control socket", () => {
  const dir = seededDataDir("control-socket-");
  const logged: string[] = [];
  let database: Database;
  let control: { close: () => Promise<void> };

  beforeAll(async () => {
    database = await openDatabase({ dataDir: dir });
    // More messages than one listing may return, written in one statement.
    const ids = Array.from({ length: 1_005 }, () => crypto.randomUUID());
    const sent = Date.now() - 60_000;
    await database.db.insert(contactMessages).values(
      ids.map((id, index) => ({
        id,
        name: `Advisor ${index}`,
        email: `advisor${index}@firm.example`,
        firmName: "",
        phoneNumber: "",
        subject: "general-inquiry",
        message: `Message number ${index}.`,
        isFinancialAdvisor: true,
        submittedAt: new Date(sent + index),
        source: "Contact Form",
      })),
    );
    await database.db.insert(deliveries).values(ids.map((id) => ({ id, kind: "contact-webhook" as const })));
    control = await serveControlSocket(dir, (request) => answerControlRequest(database.db, request), { requestTimeoutMs: 150 });
    vi.spyOn(console, "error").mockImplementation((line: string) => void logged.push(line));
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await control?.close();
    await database?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("is readable and writable by the server's user only", () => {
    expect(fs.statSync(socketPath(dir)).mode & 0o777).toBe(0o600);
  });

  it("answers a request line of 256 bytes", async () => {
    const line = `ping${" ".repeat(252)}`;
    expect(Buffer.byteLength(line)).toBe(256);
    expect(await askOwner(dir, line)).toBe("pong");
  });

  it("cuts off a request longer than 256 bytes with an error, without waiting for its end", async () => {
    const result = await exchange(dir, "list ".padEnd(300, "9"));
    expect(JSON.parse(result.answer)).toEqual({ error: controlErrors.tooLong });
    expect(result.closed).toBe(true);
  });

  it("cuts off a line that ends only after 256 bytes, counted in bytes, not characters", async () => {
    // 130 two-byte characters: 130 characters but 260 bytes.
    const result = await exchange(dir, `${"é".repeat(130)}\n`);
    expect(JSON.parse(result.answer)).toEqual({ error: controlErrors.tooLong });
  });

  it("closes a connection that sends nothing once the time for a request has run out", async () => {
    const result = await exchange(dir, "");
    expect(result.closed).toBe(true);
    expect(result.closedAfterMs).toBeGreaterThanOrEqual(140);
    expect(JSON.parse(result.answer)).toEqual({ error: controlErrors.timedOut });
  });

  it("closes a connection that never finishes its line", async () => {
    const result = await exchange(dir, "list 5");
    expect(result.closedAfterMs).toBeGreaterThanOrEqual(140);
    expect(JSON.parse(result.answer)).toEqual({ error: controlErrors.timedOut });
  });

  it("lists at most 1000 messages, however many are asked for", async () => {
    const listed = JSON.parse((await askOwner(dir, "list 5000"))!) as Array<{ id: string }>;
    expect(listed).toHaveLength(1000);
    expect(JSON.parse((await askOwner(dir, "list 3"))!)).toHaveLength(3);
    expect(JSON.parse((await askOwner(dir, "list"))!)).toHaveLength(100);
  });

  it("answers a malformed or unknown request with a short fixed error", async () => {
    const answers = await Promise.all(
      ["list -1", "list many", "DROP TABLE contact_messages;", "delete x' OR 1=1", "delete-before yesterday"].map(
        async (request) => JSON.parse((await askOwner(dir, request))!) as { error: string },
      ),
    );
    expect(answers).toEqual([
      { error: requestErrors.list },
      { error: requestErrors.list },
      { error: requestErrors.unknown },
      { error: requestErrors.ids },
      { error: requestErrors.date },
    ]);
    const count = (await database.db.execute(sql`SELECT count(*)::int AS count FROM contact_messages`)) as { rows: unknown[] };
    expect(count.rows[0]).toEqual({ count: 1_005 });
  });

  it("answers a failed query with a fixed error and logs only its kind and code", async () => {
    const id = crypto.randomUUID();
    await database.db.execute(sql`ALTER TABLE deliveries RENAME TO deliveries_away`);
    try {
      const answer = (await askOwner(dir, `delete ${id}`))!;
      expect(JSON.parse(answer)).toEqual({ error: controlErrors.failed });
      expect(answer).not.toMatch(/contact_|select|delete from|params/i);
    } finally {
      await database.db.execute(sql`ALTER TABLE deliveries_away RENAME TO deliveries`);
    }
    const failure = logged
      .map((line) => JSON.parse(line) as Record<string, string>)
      .find((entry) => entry.event === "control.request.failed");
    expect(failure).toMatchObject({ level: "error", command: "delete" });
    expect(failure!.error).toMatch(/code=42P01 \(undefined_table\)/);
    expect(logged.join("\n")).not.toContain(id);
  });
});
