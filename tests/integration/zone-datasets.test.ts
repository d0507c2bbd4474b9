// The record of the zone data the site served, against the fake sheet and both databases: one
// row per distinct dataset, written before the view is handed back, a new one exactly when the
// sheet's answers change, and last_served_at moved at most once a minute.
import fs from "node:fs";
import { asc, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Db } from "~/.server/db/database";
import { zoneDatasets } from "~/.server/db/schema";
import { builtInDataset, viewDataset } from "~/.server/zone-data/data-version";
import { createDatasetRecorder, recordingServed } from "~/.server/zone-data/dataset-recorder";
import { createZoneDataService } from "~/.server/zone-data/service";
import { builtInZonesAsOf } from "~/content/zones";
import { sheetZone, startFakeSheet } from "../support/fake-sheet.js";
import { backends, openForSuite } from "./support/databases";
import { seededDataDir } from "./support/pglite-template";

type FakeSheet = Awaited<ReturnType<typeof startFakeSheet>>;
type Logged = { level: string; event: string } & Record<string, unknown>;

const seven = { zone: 7, account: "non-qualified" } as const;
const three = { zone: 3, account: "qualified" } as const;
const MINUTE = 60_000;

let sheet: FakeSheet;
let clock: number;
let logged: Logged[];

beforeAll(async () => {
  sheet = await startFakeSheet();
});
afterAll(() => sheet.close());
beforeEach(() => {
  sheet.reset();
  clock = Date.parse("2026-03-02T09:00:00.000Z");
  logged = [];
});

/** The zone-data service on the fake sheet (or the built-in data), recording into `db`. */
function recordedService(db: () => Promise<Db> | undefined, { builtIn = false, maxWaitMs = 3_000 } = {}) {
  const recorder = createDatasetRecorder({
    db,
    now: () => clock,
    maxWaitMs,
    log: (level, event, fields) => void logged.push({ level, event, ...fields }),
  });
  const service = createZoneDataService({
    sourceUrl: builtIn ? undefined : sheet.url,
    timeoutMs: 1_500,
    cacheTtlMs: MINUTE,
    now: () => clock,
    log: () => undefined,
  });
  return { service: recordingServed(service, recorder, { datedByRecord: true }), recorder };
}

describe.each(backends)("the zone dataset record on $name", (backend) => {
  const suite = openForSuite(backend);
  const open = () => Promise.resolve(suite.database.db);
  const rows = () => suite.database.db.select().from(zoneDatasets).orderBy(asc(zoneDatasets.firstServedAt));

  beforeEach(async () => {
    await suite.database.db.execute(sql`TRUNCATE zone_datasets`);
  });

  it("stores a dataset before its view is handed back, once however often it is served", async () => {
    // A database slow to answer: the view still waits for the row.
    const { service } = recordedService(() => new Promise<Db>((resolve) => setTimeout(() => resolve(suite.database.db), 200)));
    const view = await service.load(seven);
    const stored = await rows();
    expect(stored).toEqual([
      {
        ...viewDataset(view),
        version: view.dataVersion,
        source: "sheet",
        firstServedAt: new Date(clock),
        lastServedAt: new Date(clock),
      },
    ]);
    expect(JSON.parse(stored[0]!.content)).toEqual({
      selection: seven,
      zone: sheetZone(7),
      allocation: view.allocation,
      products: view.products,
    });

    await Promise.all(Array.from({ length: 20 }, () => service.load(seven)));
    clock += 10_000;
    for (let i = 0; i < 5; i++) await service.load(seven);
    expect(await rows()).toHaveLength(1);
  });

  it("gains exactly one version when the sheet changes its answers, and none for repeated loads", async () => {
    const { service } = recordedService(open);
    const first = await service.load(seven);
    sheet.revise();
    clock += MINUTE + 1_000; // past the cache: the sheet is asked again
    const second = await service.load(seven);
    expect(second.zone).toEqual(sheetZone(7, 2));
    expect(second.dataVersion).not.toBe(first.dataVersion);
    for (let i = 0; i < 10; i++) await service.load(seven);
    clock += MINUTE + 1_000;
    for (let i = 0; i < 10; i++) await service.load(seven);

    const stored = await rows();
    expect(stored.map((row) => row.version)).toEqual([first.dataVersion, second.dataVersion]);
    expect(JSON.parse(stored[1]!.content).zone.maxdrawdown).toBe(sheetZone(7, 2).maxdrawdown);
    expect(stored[1]!.firstServedAt).toEqual(new Date(Date.parse("2026-03-02T09:01:01.000Z")));
  });

  it("gives a sheet's view as of the firm's day it was first shown, in this process and another, days later", async () => {
    // 02:00 UTC on March 3 is still March 2 at the firm (New York).
    clock = Date.parse("2026-03-03T02:00:00.000Z");
    const { service } = recordedService(open);
    expect((await service.load(seven)).dataAsOf).toBe("2026-03-02");
    clock += 3 * 24 * 60 * MINUTE;
    expect((await service.load(seven)).dataAsOf).toBe("2026-03-02");
    expect((await recordedService(open).service.load(seven)).dataAsOf).toBe("2026-03-02");

    // The firm revises its figures: the new answers stand as of the day they were first shown.
    sheet.revise();
    const revised = await recordedService(open).service.load(seven);
    expect(revised.zone).toEqual(sheetZone(7, 2));
    expect(revised.dataAsOf).toBe("2026-03-05");
    // The built-in data stands as of its own day, whenever it is shown.
    expect((await recordedService(open, { builtIn: true }).service.load(seven)).dataAsOf).toBe(builtInZonesAsOf);
  });

  it("moves last_served_at at most once a minute, in the background, and never back", async () => {
    const { service, recorder } = recordedService(open);
    const start = clock;
    const view = await service.load(seven);
    const lastServed = async () => (await rows())[0]!.lastServedAt.getTime();

    clock = start + 30_000;
    await service.load(seven);
    await recorder.idle();
    expect(await lastServed()).toBe(start);

    clock = start + MINUTE + 1_000;
    await service.load(seven);
    await recorder.idle();
    expect(await lastServed()).toBe(clock);

    // Another server process, whose clock is behind, serves it too: no new row, nothing moves back.
    const other = recordedService(open);
    clock = start + 45_000;
    await other.service.load(seven);
    const [row] = await rows();
    expect(row).toMatchObject({
      version: view.dataVersion,
      firstServedAt: new Date(start),
      lastServedAt: new Date(start + MINUTE + 1_000),
    });
    expect(await rows()).toHaveLength(1);
  });

  it("records the built-in tables once, whether the sheet failed entirely or no sheet is set", async () => {
    sheet.behave({ zone: "status-500", allocation: "status-500", models: "status-500" });
    const { service } = recordedService(open);
    const fallen = await service.load(seven);
    await service.load(three);
    const builtIn = recordedService(open, { builtIn: true }).service;
    await builtIn.load(seven);
    await builtIn.load({ zone: 10, account: "qualified" });

    expect(fallen.dataVersion).toBe(builtInDataset().version);
    const stored = await rows();
    expect(stored.map(({ version, source, content }) => ({ version, source, content }))).toEqual([
      { version: builtInDataset().version, source: "built-in", content: builtInDataset().content },
    ]);
  });
});

describe("when the database fails", () => {
  const dir = seededDataDir("zone-datasets-closed-");
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("serves the view anyway, logs no query nor figures, and tries again a minute later", async () => {
    const database = await openDatabase({ dataDir: dir });
    await database.close();
    const { service } = recordedService(() => Promise.resolve(database.db));

    const view = await service.load(seven);
    expect(view.zone).toEqual(sheetZone(7));
    // Without its record, the view stands as of the day it was read.
    expect(view.dataAsOf).toBe("2026-03-02");
    expect(logged.map((entry) => entry.event)).toEqual(["zone_dataset.record.failed"]);
    expect(logged[0]).toMatchObject({ level: "warn", version: view.dataVersion, error: expect.any(String) });
    const written = JSON.stringify(logged);
    for (const secret of ["insert", "Sheet Risk", "Sheet Fund", view.zone.maxdrawdown]) expect(written).not.toContain(secret);

    clock += 30_000;
    await service.load(seven);
    expect(logged).toHaveLength(1);
    clock += 31_000;
    await service.load(seven);
    expect(logged.map((entry) => entry.event)).toEqual(["zone_dataset.record.failed", "zone_dataset.record.failed"]);
  });

  it("sends the view after a bounded wait when the database does not answer", async () => {
    const { service } = recordedService(() => new Promise<Db>(() => undefined), { maxWaitMs: 50 });
    const view = await service.load(seven);
    expect(view.zone).toEqual(sheetZone(7));
    expect(logged).toEqual([{ level: "warn", event: "zone_dataset.record.slow", version: view.dataVersion, waitedMs: 50 }]);
    // Later views of it do not wait again for the same write (a wait would end late and be logged).
    await Promise.all(Array.from({ length: 3 }, () => service.load(seven)));
    await service.load(seven);
    expect(logged).toHaveLength(1);
  });
});
