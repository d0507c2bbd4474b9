// `npm run datasets` against the build, on both databases: through the running server's control
// socket when it owns the embedded database, straight from PostgreSQL otherwise.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerControlRequest } from "~/.server/runtime/control-requests";
import { serveControlSocket } from "~/.server/runtime/control-socket";
import { builtInDataset, viewDataset } from "~/.server/zone-data/data-version";
import { markDatasetServed, recordDataset } from "~/.server/zone-data/dataset-store";
import { builtInView } from "~/content/zones";
import type { ZoneView } from "~/lib/zones";
import { backends, openForSuite } from "./support/databases";

const exec = promisify(execFile);

/** A sheet's answer set for zone 4, with its own max drawdown. */
function sheetDataset(maxdrawdown: string) {
  const view: Omit<ZoneView, "dataVersion"> = {
    ...builtInView({ zone: 4, account: "qualified" }),
    zone: { zone: 4, risklevel: "Moderate", timehorizon: "3-5 Years", expectedreturn: "7-9%", maxdrawdown },
    source: "sheet",
  };
  return viewDataset(view);
}

const builtIn = builtInDataset();
const earlier = sheetDataset("15%");
const later = sheetDataset("16%");

describe.each(backends)("npm run datasets on $name", (backend) => {
  const suite = openForSuite(backend);
  let control: { close: () => Promise<void> } | undefined;

  /** Run the script with the suite's settings; its exit code and what it printed. */
  async function datasets(...args: string[]) {
    const { DATABASE_URL: _ignored, ...env } = process.env;
    const settings = suite.settings;
    try {
      const { stdout, stderr } = await exec(process.execPath, ["scripts/datasets.js", ...args], {
        env: { ...env, DATA_DIR: settings.DATA_DIR, ...(settings.DATABASE_URL ? { DATABASE_URL: settings.DATABASE_URL } : {}) },
      });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
    }
  }

  beforeAll(async () => {
    const { db } = suite.database;
    await db.execute(sql`TRUNCATE zone_datasets`);
    await recordDataset(db, builtIn, new Date("2026-03-01T08:00:00.000Z"));
    await recordDataset(db, earlier, new Date("2026-03-02T09:00:00.000Z"));
    await markDatasetServed(db, earlier.hash, new Date("2026-03-03T10:00:00.000Z"));
    await recordDataset(db, later, new Date("2026-03-04T09:00:00.000Z"));
    // The embedded database is open in this process, as in a running server: the script asks it.
    if (!suite.settings.DATABASE_URL) {
      control = await serveControlSocket(suite.settings.DATA_DIR, (request) => answerControlRequest(db, request));
    }
  });
  afterAll(() => control?.close());

  it("lists every version with its source and when it was first and last served, newest first", async () => {
    const { code, stdout } = await datasets();
    expect(code).toBe(0);
    const rows = stdout
      .trimEnd()
      .split("\n")
      .slice(1)
      .map((line) => line.split(/\s+/));
    expect(rows).toEqual([
      [later.version, "sheet", "2026-03-04T09:00:00.000Z", "2026-03-04T09:00:00.000Z"],
      [earlier.version, "sheet", "2026-03-02T09:00:00.000Z", "2026-03-03T10:00:00.000Z"],
      [builtIn.version, "built-in", "2026-03-01T08:00:00.000Z", "2026-03-01T08:00:00.000Z"],
    ]);
  });

  it("lists, as JSON, only the versions served on a given day", async () => {
    const onThird = await datasets("--json", "--on", "2026-03-03");
    expect(JSON.parse(onThird.stdout)).toEqual([
      { version: earlier.version, source: "sheet", firstServedAt: "2026-03-02T09:00:00.000Z", lastServedAt: "2026-03-03T10:00:00.000Z" },
    ]);
    const none = await datasets("--on", "2026-03-05");
    expect(none).toMatchObject({ code: 0, stdout: "No zone dataset was served on 2026-03-05.\n" });
    expect((await datasets("--on", "2026-02-30")).code).not.toBe(0);
  });

  it("prints a version's data as the page showed it, given the version in either case", async () => {
    const { code, stdout } = await datasets("--show", earlier.version.toUpperCase());
    expect(code).toBe(0);
    const [heading, hash, ...json] = stdout.split("\n");
    expect(heading).toBe(`Version ${earlier.version}  sheet  first served 2026-03-02T09:00:00.000Z  last served 2026-03-03T10:00:00.000Z`);
    expect(hash).toBe(`SHA-256 ${earlier.hash}`);
    expect(JSON.parse(json.join("\n"))).toEqual(JSON.parse(earlier.content));
    expect(json[1]).toMatch(/^ {2}"/);

    const shown = JSON.parse((await datasets("--show", builtIn.version, "--json")).stdout);
    expect(shown).toMatchObject({ version: builtIn.version, hash: builtIn.hash, source: "built-in", content: JSON.parse(builtIn.content) });
  });

  it("says so when no dataset has the version, or the version is not one", async () => {
    const missing = await datasets("--show", "0123456789ab");
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("No dataset has version 0123456789ab");
    const malformed = await datasets("--show", "not-a-version");
    expect(malformed.code).toBe(2);
  });
});
