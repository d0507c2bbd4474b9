// `npm run mail`, `npm run messages` and `npm run datasets` print text that strangers chose: a
// name typed into a form before the schemas refused control characters, a contact message, an
// SMTP server's error, a live sheet's answer. A terminal acts on escape sequences (clear the
// screen, rewrite earlier lines, make a link that hides its address), so the commands show
// every control character escaped, in their lists and in their JSON, on both storage back ends.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { verificationMail } from "~/.server/accounts/account-mails";
import { answerControlRequest } from "~/.server/runtime/control-requests";
import { serveControlSocket } from "~/.server/runtime/control-socket";
import { saveMessage } from "~/.server/contact/message-store";
import { queueMail } from "~/.server/mail/outbox";
import { viewDataset } from "~/.server/zone-data/data-version";
import { recordDataset } from "~/.server/zone-data/dataset-store";
import { builtInView } from "~/content/zones";
import { backends, clearAccountTables, openForSuite } from "./support/databases";

const exec = promisify(execFile);

/** A hidden link (OSC 8), a screen clear, a cursor move up over earlier lines, a bell. */
const ESCAPES = "\u001b]8;;https://evil.example/unlock\u0007Frank\u001b]8;;\u0007\u001b[2J\u001b[1A";
/** The same attack with the C1 control sequence introducer, and text turned right-to-left. */
const C1 = "\u009b2J\u202Eknarf";
/** Everything a terminal would act on, or that would hide or reorder text, if printed raw. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const RAW = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\u2028\u2029]/u;

describe.each(backends)("the commands print stored text safely on $name", (backend) => {
  const suite = openForSuite(backend);
  let control: { close: () => Promise<void> } | undefined;

  async function run(script: string, ...args: string[]) {
    const { DATABASE_URL: _ignored, ...env } = process.env;
    const { DATA_DIR, DATABASE_URL } = suite.settings;
    const { stdout } = await exec(process.execPath, [`scripts/${script}.js`, ...args], {
      env: { ...env, DATA_DIR, ...(DATABASE_URL ? { DATABASE_URL } : {}) },
    });
    return stdout;
  }

  beforeAll(async () => {
    const { db } = suite.database;
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    await clearAccountTables(suite.database);
    await db.execute(sql`TRUNCATE zone_datasets`);
    // A mail that quotes a name stored before the schemas refused such names.
    const mail = await queueMail(
      db,
      "frank@advisors.example",
      "verify-email",
      verificationMail(ESCAPES, "http://advisors.test/verify-email?token=x"),
    );
    await db.execute(sql`UPDATE deliveries SET attempts = 1, last_error = ${`550 ${ESCAPES}`} WHERE id = ${mail.id}`);
    await saveMessage(db, {
      name: ESCAPES,
      email: "frank@advisors.example",
      firmName: C1,
      phoneNumber: "",
      subject: "general-inquiry",
      message: `Hello\r${ESCAPES}\nsecond line`,
      isFinancialAdvisor: true,
    });
    const view = builtInView({ zone: 4, account: "qualified" });
    await recordDataset(db, viewDataset({ ...view, zone: { ...view.zone, risklevel: `Moderate${C1}` }, source: "sheet" }), new Date());
    if (!suite.settings.DATABASE_URL) {
      control = await serveControlSocket(suite.settings.DATA_DIR, (request) => answerControlRequest(db, request));
    }
  });
  afterAll(async () => {
    await control?.close();
    vi.restoreAllMocks();
  });

  it("npm run mail shows a name's escape sequences and an SMTP error escaped", async () => {
    const listed = await run("mail");
    expect(listed).not.toMatch(RAW);
    expect(listed).toContain("| Hello \\x1b]8;;https://evil.example/unlock\\x07Frank\\x1b]8;;\\x07\\x1b[2J\\x1b[1A,");
    expect(listed).toContain("550 \\x1b]8;;");

    const json = await run("mail", "--json");
    expect(json).not.toMatch(RAW);
    expect(JSON.parse(json)[0].text).toContain(`Hello ${ESCAPES},`);
  });

  it("npm run messages shows a message's escape sequences, carriage return and C1 controls escaped", async () => {
    const listed = await run("messages");
    expect(listed).not.toMatch(RAW);
    expect(listed).toContain("  \\x1b]8;;https://evil.example/unlock\\x07Frank");
    expect(listed).toContain(", \\x9b2J\\u{202e}knarf");
    expect(listed).toContain("  | Hello\\r\\x1b]8;;");
    expect(listed).toContain("  | second line");

    const json = await run("messages", "--json");
    expect(json).not.toMatch(RAW);
    expect(JSON.parse(json)[0].payload).toMatchObject({ name: ESCAPES, firmName: C1 });
  });

  it("npm run datasets shows a sheet's control characters escaped", async () => {
    const [version] = (await run("datasets")).split("\n")[1]!.split(/\s+/);
    const shown = await run("datasets", "--show", version!);
    for (const printed of [shown, await run("datasets", "--show", version!, "--json"), await run("datasets", "--json")]) {
      expect(printed).not.toMatch(RAW);
    }
    expect(shown).toContain("\\u009b2J\\u202eknarf");
    expect(JSON.parse(shown.split("\n").slice(2).join("\n")).zone.risklevel).toBe(`Moderate${C1}`);
  });
});
