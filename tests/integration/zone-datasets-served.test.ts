// The production server records what it shows: the Zone Navigator names the version of its
// figures, and by the time the page arrives `npm run datasets` (asking the running server)
// lists that version; a sheet that changes its answers adds exactly one.
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { builtInDataset } from "~/.server/zone-data/data-version";
import type { StoredDataset } from "~/.server/zone-data/dataset-store";
import { startAppServer } from "../support/app-server.js";
import { sheetZone, startFakeSheet } from "../support/fake-sheet.js";

const exec = promisify(execFile);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "zone-datasets-served-"));
let sheet: Awaited<ReturnType<typeof startFakeSheet>>;
let app: Awaited<ReturnType<typeof startAppServer>>;

beforeAll(async () => {
  sheet = await startFakeSheet();
  app = await startAppServer({
    DATA_DIR: dataDir,
    ZONE_DATA_SOURCE_URL: sheet.url,
    ALLOW_INSECURE_OUTBOUND: "true",
    // Every request asks the sheet again, and no rendered page is reused.
    ZONE_DATA_CACHE_TTL_MS: "1",
    ZONE_DATA_FAILURE_TTL_MS: "1",
  });
});
beforeEach(() => sheet.reset());
afterAll(async () => {
  await app?.stop();
  await sheet?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The version the page names, from its HTML. */
async function shownVersion(search: string): Promise<string> {
  const html = await (await fetch(`${app.baseURL}/zone-navigator${search}`)).text();
  const match = /, version ([0-9a-f]{12}), as of /.exec(html);
  if (!match) throw new Error("the page names no data version");
  return match[1]!;
}

async function recorded(): Promise<StoredDataset[]> {
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const { stdout } = await exec(process.execPath, ["scripts/datasets.js", "--json"], { env: { ...env, DATA_DIR: dataDir } });
  return JSON.parse(stdout) as StoredDataset[];
}

describe("the Zone Navigator on a live sheet", () => {
  it("records the version it names before the page arrives, and one more when the sheet changes", async () => {
    const seven = "?zone=7&account=non-qualified";
    const first = await shownVersion(seven);
    expect(await recorded()).toMatchObject([{ version: first, source: "sheet" }]);
    expect(await shownVersion(seven)).toBe(first);

    sheet.revise();
    const html = await (await fetch(`${app.baseURL}/zone-navigator${seven}`)).text();
    expect(html).toContain(sheetZone(7, 2).maxdrawdown);
    const second = await shownVersion(seven);
    expect(second).not.toBe(first);
    for (let i = 0; i < 3; i++) expect(await shownVersion(seven)).toBe(second);
    expect((await recorded()).map((dataset) => dataset.version)).toEqual([second, first]);
  });

  it("records each view a comparison shows before the page arrives", async () => {
    const before = await recorded();
    const page = await fetch(`${app.baseURL}/zone-navigator/compare?views=3-qualified,5-qualified`);
    expect(await page.text()).toContain(sheetZone(5).maxdrawdown);
    const added = (await recorded()).slice(0, -before.length || undefined);
    expect(added.map((dataset) => dataset.source)).toEqual(["sheet", "sheet"]);
    expect(new Set(added.map((dataset) => dataset.version)).size).toBe(2);
  });

  it("records the built-in tables when the sheet fails and the page shows them", async () => {
    sheet.behave({ zone: "status-500", allocation: "status-500", models: "status-500" });
    expect(await shownVersion("?zone=3&account=qualified")).toBe(builtInDataset().version);
    expect((await recorded())[0]).toMatchObject({ version: builtInDataset().version, source: "built-in" });
  });
});
