// The sheet client against a real local HTTP server that answers each way a script can.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { builtInAllocations, builtInView, builtInZones, builtInZonesAsOf } from "~/content/zones";
import { builtInDataset } from "~/.server/zone-data/data-version";
import { createZoneDataService, type ZoneDataService } from "~/.server/zone-data/service";
import { sheetAllocation, sheetModels, sheetZone, startFakeSheet } from "../support/fake-sheet.js";

type FakeSheet = Awaited<ReturnType<typeof startFakeSheet>>;

let sheet: FakeSheet;
let logged: Record<string, unknown>[];
let service: ZoneDataService;
let clock: number;
const seven = { zone: 7, account: "non-qualified" } as const;

function newService(options: { timeoutMs?: number; cacheTtlMs?: number; allowLoopbackRedirect?: boolean } = {}) {
  return createZoneDataService({
    sourceUrl: sheet.url,
    timeoutMs: options.timeoutMs ?? 1500,
    cacheTtlMs: options.cacheTtlMs ?? 60_000,
    allowLoopbackRedirect: options.allowLoopbackRedirect,
    now: () => clock,
    log: (event) => logged.push(event),
  });
}

beforeAll(async () => {
  sheet = await startFakeSheet({ slowMs: 4000 });
});
afterAll(() => sheet.close());
beforeEach(() => {
  sheet.reset();
  clock = 1_000_000;
  logged = [];
  service = newService();
});

describe("good answers", () => {
  it("asks the three sheets in parallel with the protocol's parameters and shows their data", async () => {
    const view = await service.load(seven);
    expect(view.notices).toEqual([]);
    expect(view.source).toBe("sheet");
    expect(view.zone).toEqual(sheetZone(7));
    expect(view.allocation).toEqual(sheetAllocation(7, "non-qualified"));
    expect(sheet.requests).toEqual(
      expect.arrayContaining([
        { sheet: "Zone_Data", zone: "7", accountType: null, path: "/macros/exec" },
        { sheet: "Allocations", zone: "7", accountType: "non-qualified", path: "/macros/exec" },
        { sheet: "Models", zone: "7", accountType: "non-qualified", path: "/macros/exec" },
      ]),
    );
    expect(sheet.requests).toHaveLength(3);
  });

  it("names the sheet's models and ETFs by the site's names, linked to their pages, with the sheet's reasons", async () => {
    const view = await service.load(seven);
    const [model, fund] = sheetModels(7, "non-qualified");
    expect(view.products).toEqual([
      {
        kind: "model",
        id: "3",
        why: model!.why,
        name: "RS S&P 500 Balanced",
        href: "/models/3",
        factSheetHref: "/advisor/downloads/models/3.pdf",
      },
      { kind: "etf", id: "RSMV", why: fund!.why, name: "RSMV: RS Managed Volatility ETF", href: "/etfs/rsmv" },
    ]);
  });

  it("refuses a model the site does not have: the built-in models, no notice, logged once per process", async () => {
    sheet.behave({ models: "unknown-model" });
    const view = await service.load(seven);
    expect(view.notices).toEqual([]);
    expect(view.products).toEqual(builtInView(seven).products);
    expect(view.zone).toEqual(sheetZone(7));
    await service.load({ zone: 3, account: "qualified" });
    expect(logged).toEqual([
      expect.objectContaining({
        event: "zone_data_models_unavailable",
        reason: "Unexpected response format",
        detail: "unknown model 42",
      }),
    ]);
  });

  for (const [behaviour, answer] of [
    ["unknown-sheet", "HTTP error! status: 400"],
    ["not-found", "HTTP error! status: 404"],
    ["error-field", "Sheet Models is not shared"],
  ] as const) {
    it(`takes a sheet without the Models tab (${behaviour}) as the built-in placement: live figures, no notice`, async () => {
      sheet.behave({ models: behaviour });
      for (const zone of [1, 7, 10] as const) {
        const view = await service.load({ zone, account: "non-qualified" });
        expect(view.notices).toEqual([]);
        expect(view.source).toBe("sheet");
        expect(view.zone).toEqual(sheetZone(zone));
        expect(view.allocation).toEqual(sheetAllocation(zone, "non-qualified"));
        expect(view.products).toEqual(builtInView({ zone, account: "non-qualified" }).products);
        expect(view.dataVersion).not.toBe(builtInDataset().version);
      }
      // One line in the log for the process, not one per view.
      expect(logged).toEqual([expect.objectContaining({ event: "zone_data_models_unavailable", reason: answer })]);
    });
  }

  it("uses the view's built-in models without a notice when the Models list is empty", async () => {
    sheet.behave({ models: "empty-list" });
    const view = await service.load({ zone: 2, account: "qualified" });
    expect(view.notices).toEqual([]);
    expect(view.products).toEqual(builtInView({ zone: 2, account: "qualified" }).products);
  });

  it("follows the script's 302 to its content host (here on this machine, allowed for tests only)", async () => {
    sheet.behave({ zone: "redirect", allocation: "redirect" });
    const view = await newService({ allowLoopbackRedirect: true }).load(seven);
    expect(view.notices).toEqual([]);
    expect(view.zone.risklevel).toBe("Sheet Risk 7");
    // The Models sheet answered at once; the other two went through the redirect.
    expect(sheet.requests.map((request) => request.path).sort()).toEqual([
      "/content",
      "/content",
      "/macros/exec",
      "/macros/exec",
      "/macros/exec",
    ]);
  });

  it("uses that zone's built-in allocation without a notice when the list is empty", async () => {
    sheet.behave({ allocation: "empty-list" });
    const view = await service.load({ zone: 4, account: "qualified" });
    expect(view.notices).toEqual([]);
    expect(view.zone.risklevel).toBe("Sheet Risk 4");
    // The sheet placed its own models: the built-in lines stand without claiming the built-in products.
    expect(view.allocation).toEqual(builtInAllocations.qualified[4].map(({ firmProducts: _, ...item }) => item));
    expect(view.allocation).not.toEqual(builtInAllocations.qualified[5].map(({ firmProducts: _, ...item }) => item));
    expect(builtInAllocations.qualified[4].some((item) => item.firmProducts?.length)).toBe(true);
  });

  it("keeps each built-in line's products when the built-in placement stands too (no Models tab)", async () => {
    sheet.behave({ allocation: "empty-list", models: "empty-list" });
    const view = await service.load({ zone: 4, account: "qualified" });
    expect(view.allocation).toEqual(builtInAllocations.qualified[4]);
    expect(view.products).toEqual(builtInView({ zone: 4, account: "qualified" }).products);
  });
});

describe("failures fall back part by part with the spec's messages", () => {
  const cases = [
    ["status-500", "HTTP error! status: 500"],
    ["error-field", "Sheet Zone_Data is not shared"],
    ["error-unreadable", "Unknown error"],
    ["html", "Expected JSON but received an HTML page"],
    ["malformed", "Response is not valid JSON"],
    ["wrong-shape", "Unexpected response format"],
    ["slow", "Request timed out after 1500 ms"],
  ] as const;

  for (const [behaviour, reason] of cases) {
    it(`zone data: ${behaviour}`, async () => {
      sheet.behave({ zone: behaviour });
      const view = await service.load(seven);
      expect(view.notices).toEqual([`Unable to load zone data: ${reason}`]);
      expect(view.zone).toEqual(builtInZones[7]);
      expect(view.allocation).toEqual(sheetAllocation(7, "non-qualified"));
      expect(logged).toEqual([
        expect.objectContaining({ event: "zone_data_failure", part: "zone", zone: 7, accountType: "non-qualified", reason }),
      ]);
    });
  }

  it("allocation data: each failure keeps the sheet's zone data and shows the built-in allocation", async () => {
    for (const [behaviour, reason] of cases) {
      sheet.behave({ allocation: behaviour });
      const view = await newService().load(seven);
      const expected = behaviour === "error-field" ? "Sheet Allocations is not shared" : reason;
      expect(view.notices).toEqual([`Unable to load allocation data: ${expected}`]);
      expect(view.zone).toEqual(sheetZone(7));
      // Beside the sheet's models, the built-in lines claim no product of their own.
      expect(view.allocation).toEqual(builtInAllocations["non-qualified"][7].map(({ firmProducts: _, ...item }) => item));
    }
    expect(logged.map((event) => [event.part, event.zone, event.accountType])).toEqual(cases.map(() => ["allocation", 7, "non-qualified"]));
  });

  it("reports every part that fails", async () => {
    sheet.behave({ zone: "status-500", allocation: "html", models: "wrong-shape" });
    const view = await service.load({ zone: 2, account: "qualified" });
    expect(view.notices).toEqual([
      "Unable to load zone data: HTTP error! status: 500",
      "Unable to load allocation data: Expected JSON but received an HTML page",
    ]);
    expect(view.zone).toEqual(builtInZones[2]);
    expect(view.allocation).toEqual(builtInAllocations.qualified[2]);
    expect(view.products).toEqual(builtInView({ zone: 2, account: "qualified" }).products);
  });

  it("reports an unreachable source", async () => {
    const closed = await startFakeSheet();
    const url = closed.url;
    await closed.close();
    const view = await createZoneDataService({ sourceUrl: url, timeoutMs: 400, cacheTtlMs: 1000, log: () => {} }).load(seven);
    expect(view.notices).toEqual([
      "Unable to load zone data: Could not reach the data source",
      "Unable to load allocation data: Could not reach the data source",
    ]);
  });
});

describe("cache", () => {
  it("answers a repeated view from the cache, and keeps a failure for 5 seconds only", async () => {
    await service.load(seven);
    await service.load(seven);
    expect(sheet.requests).toHaveLength(3);

    sheet.behave({ zone: "status-500" });
    await service.load({ zone: 3, account: "qualified" });
    sheet.behave({ zone: "good" });
    clock += 4_999;
    const kept = await service.load({ zone: 3, account: "qualified" });
    expect(kept.notices).toEqual(["Unable to load zone data: HTTP error! status: 500"]);
    clock += 1;
    const next = await service.load({ zone: 3, account: "qualified" });
    expect(next.notices).toEqual([]);
    expect(next.zone.risklevel).toBe("Sheet Risk 3");
  });

  it("shares one request between visitors asking at the same time", async () => {
    await Promise.all([service.load(seven), service.load(seven), service.load(seven)]);
    expect(sheet.requests).toHaveLength(3);
  });

  it("asks the sheet again after the time to live", async () => {
    await service.load(seven);
    clock += 59_999;
    await service.load(seven);
    expect(sheet.requests).toHaveLength(3);
    clock += 1;
    await service.load(seven);
    expect(sheet.requests).toHaveLength(6);
  });

  it("is bypassed by Refresh, which stores the new answer", async () => {
    await service.load(seven);
    sheet.behave({ allocation: "error-field" });
    const cached = await service.load(seven);
    expect(cached.notices).toEqual([]);
    expect(sheet.requests).toHaveLength(3);

    const refreshed = await service.load(seven, { refresh: true });
    expect(sheet.requests).toHaveLength(6);
    expect(refreshed.notices).toEqual(["Unable to load allocation data: Sheet Allocations is not shared"]);
  });
});

describe("without a source", () => {
  it("uses the built-in data and makes no call", async () => {
    const builtIn = createZoneDataService({ timeoutMs: 400, cacheTtlMs: 1000, log: (event) => logged.push(event) });
    const view = await builtIn.load({ zone: 8, account: "non-qualified" });
    expect(view).toEqual({
      selection: { zone: 8, account: "non-qualified" },
      zone: builtInZones[8],
      allocation: builtInAllocations["non-qualified"][8],
      products: builtInView({ zone: 8, account: "non-qualified" }).products,
      notices: [],
      source: "built-in",
      dataVersion: builtInDataset().version,
      dataAsOf: builtInZonesAsOf,
    });
    expect(sheet.requests).toEqual([]);
    expect(logged).toEqual([]);
  });
});
