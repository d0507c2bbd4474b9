// A sheet that is down, and a Refresh Data button pressed over and over, cost the spreadsheet
// script (and the visitors waiting) as little as possible. Time moves by an injected clock.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { builtInZones } from "~/content/zones";
import { createZoneDataService, type ZoneDataService } from "~/.server/zone-data/service";
import type { ZoneSelection } from "~/lib/zones";
import { startFakeSheet } from "../support/fake-sheet.js";

type FakeSheet = Awaited<ReturnType<typeof startFakeSheet>>;

let sheet: FakeSheet;
let clock: number;
let logged: Record<string, unknown>[];
let service: ZoneDataService;
const seven = { zone: 7, account: "non-qualified" } as const;
const view = (zone: number) => ({ zone, account: "qualified" }) as ZoneSelection;
const asked = (name: "Zone_Data" | "Allocations") => sheet.requests.filter((request) => request.sheet === name).length;

beforeAll(async () => {
  sheet = await startFakeSheet({ slowMs: 3000 });
});
afterAll(() => sheet.close());

/**
 * The service under test. A sheet that answers must never time out, however busy the machine:
 * only the test of a slow sheet (3 s) sets a short one (1 s).
 */
const serviceWith = (timeoutMs: number) =>
  createZoneDataService({
    sourceUrl: sheet.url,
    timeoutMs,
    cacheTtlMs: 60_000,
    failureTtlMs: 5_000,
    refreshIntervalMs: 10_000,
    refreshesPerClientPerMinute: 6,
    now: () => clock,
    log: (event) => logged.push(event),
  });

beforeEach(() => {
  sheet.reset();
  clock = 1_000_000;
  logged = [];
  service = serviceWith(10_000);
});

describe("a sheet that is down", () => {
  it("is asked once for many views while its failure is kept, then again after 5 seconds", async () => {
    service = serviceWith(1000);
    sheet.behave({ zone: "slow" });
    const first = await service.load(seven);
    expect(first.notices).toEqual(["Unable to load zone data: Request timed out after 1000 ms"]);

    const started = performance.now();
    const views = await Promise.all(Array.from({ length: 20 }, () => service.load(seven)));
    for (let index = 0; index < 20; index++) views.push(await service.load(seven));
    // No view waits for the timeout again: all 40 together take less than one timeout.
    expect(performance.now() - started).toBeLessThan(1000);
    expect(views.every((next) => next.notices[0] === "Unable to load zone data: Request timed out after 1000 ms")).toBe(true);
    expect(views.every((next) => next.zone === builtInZones[7])).toBe(true);
    expect(asked("Zone_Data")).toBe(1);
    expect(logged.filter((event) => event.event === "zone_data_failure")).toHaveLength(1);

    sheet.behave({ zone: "good" });
    clock += 5_000;
    const recovered = await service.load(seven);
    expect(recovered.notices).toEqual([]);
    expect(asked("Zone_Data")).toBe(2);
  });

  it("shares one request between visitors who ask while it is still failing", async () => {
    sheet.behave({ zone: "status-500", allocation: "status-500", models: "status-500" });
    await Promise.all(Array.from({ length: 10 }, () => service.load(seven)));
    expect(sheet.requests).toHaveLength(3);
  });
});

describe("Refresh Data", () => {
  it("asks again past the cache, but not for the same view within 10 seconds, whoever asks", async () => {
    await service.load(seven);
    await service.load(seven, { refresh: true, client: "198.51.100.1" });
    expect(asked("Zone_Data")).toBe(2);

    sheet.behave({ allocation: "error-field" });
    clock += 9_999;
    const throttled = await service.load(seven, { refresh: true, client: "198.51.100.2" });
    expect(throttled.notices).toEqual([]);
    expect(asked("Allocations")).toBe(2);
    expect(logged).toContainEqual(expect.objectContaining({ event: "zone_data_refresh_throttled", zone: 7, reason: "view-throttled" }));

    // Another view is not held back by this one.
    await service.load(view(2), { refresh: true, client: "198.51.100.2" });
    expect(asked("Zone_Data")).toBe(3);

    clock += 1;
    const refreshed = await service.load(seven, { refresh: true, client: "198.51.100.2" });
    expect(refreshed.notices).toEqual(["Unable to load allocation data: Sheet Allocations is not shared"]);
    expect(asked("Allocations")).toBe(4);
  });

  it("allows a client 6 refreshes a minute; the next ones are answered from the cache", async () => {
    for (let zone = 1; zone <= 6; zone++) await service.load(view(zone), { refresh: true, client: "203.0.113.9" });
    expect(asked("Zone_Data")).toBe(6);

    const seventh = await service.load(view(7), { refresh: true, client: "203.0.113.9" });
    expect(seventh.notices).toEqual([]);
    expect(asked("Zone_Data")).toBe(7); // zone 7 was not cached: a plain load asks once
    await service.load(view(8), { refresh: true, client: "203.0.113.9" });
    await service.load(view(7), { refresh: true, client: "203.0.113.9" });
    expect(asked("Zone_Data")).toBe(8);
    expect(logged.filter((event) => event.reason === "client-throttled")).toHaveLength(3);

    // Another client still may, and so may this one a minute later.
    await service.load(view(9), { refresh: true, client: "203.0.113.10" });
    expect(asked("Zone_Data")).toBe(9);
    clock += 60_000;
    await service.load(view(1), { refresh: true, client: "203.0.113.9" });
    expect(asked("Zone_Data")).toBe(10);
  });

  it("shares one request between refreshes that arrive together, and all get its new answer", async () => {
    await service.load(seven);
    sheet.behave({ allocation: "error-field" });
    const views = await Promise.all(
      ["192.0.2.1", "192.0.2.2", "192.0.2.3", "192.0.2.4"].map((client) => service.load(seven, { refresh: true, client })),
    );
    expect(asked("Allocations")).toBe(2);
    for (const refreshed of views) expect(refreshed.notices).toEqual(["Unable to load allocation data: Sheet Allocations is not shared"]);
  });

  it("counts a refresh without a known client under one shared key", async () => {
    for (let zone = 1; zone <= 6; zone++) await service.load(view(zone), { refresh: true });
    clock += 10_000;
    await service.load(view(1), { refresh: true });
    expect(asked("Zone_Data")).toBe(6);
  });
});
