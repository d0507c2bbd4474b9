// With a live sheet, the proposal and the allocations CSV show the sheet's answers and cite the
// sheet's data version, the same views the comparison shows (through the one zone-data service).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ZONE_ALLOCATIONS_HEADER, zoneAllocationsCsv } from "~/.server/downloads/zone-allocations-csv";
import { renderProposalPdf } from "~/.server/pdf/proposal-pdf";
import { builtInDataset } from "~/.server/zone-data/data-version";
import { createZoneDataService, type ZoneDataService } from "~/.server/zone-data/service";
import { loadViews } from "~/.server/zone-data/views";
import { builtInZones, zoneCategoryLegend } from "~/content/zones";
import { ACCOUNT_TYPES, ZONES, zoneCategory } from "~/lib/zones";
import { pdfText } from "../support/pdf-text";
import { sheetAllocation, sheetZone, startFakeSheet } from "../support/fake-sheet.js";

let sheet: Awaited<ReturnType<typeof startFakeSheet>>;
let service: ZoneDataService;

beforeAll(async () => {
  sheet = await startFakeSheet();
  service = createZoneDataService({ sourceUrl: sheet.url, timeoutMs: 2_000, cacheTtlMs: 60_000, log: () => undefined });
});
afterAll(() => sheet.close());

describe("from a live sheet", () => {
  it("the proposal prints the sheet's figures and allocations and cites their data version", async () => {
    const views = await loadViews(
      [
        { zone: 4, account: "qualified" },
        { zone: 9, account: "non-qualified" },
      ],
      service,
    );
    const { flat } = await pdfText(await renderProposalPdf({ views, date: new Date() }));
    for (const view of views) {
      const record = sheetZone(view.selection.zone);
      for (const value of [record.risklevel, record.timehorizon, record.expectedreturn, record.maxdrawdown]) expect(flat).toContain(value);
      for (const item of sheetAllocation(view.selection.zone, view.selection.account))
        expect(flat).toContain(`${item.instrument} ${item.percentage}%`);
      expect(view.dataVersion).not.toBe(builtInDataset().version);
      expect(flat).toContain(view.dataVersion);
    }
    expect(flat).not.toContain(builtInZones[4].risklevel);
  });

  it("the CSV lists the sheet's allocation of every zone and account type with its version", async () => {
    const rows = (await zoneAllocationsCsv(service, "shown"))
      .trimEnd()
      .split("\r\n")
      .slice(1)
      .map((line) => line.split(","));
    const expected = ZONES.flatMap((zone) =>
      ACCOUNT_TYPES.flatMap((account) =>
        sheetAllocation(zone, account).map((item) => [
          String(zone),
          account,
          sheetZone(zone).risklevel,
          sheetZone(zone).timehorizon,
          zoneCategoryLegend[zoneCategory(zone)].name,
          sheetZone(zone).expectedreturn,
          sheetZone(zone).maxdrawdown,
          item.instrument,
          String(item.percentage),
        ]),
      ),
    );
    expect(rows.map((row) => row.slice(0, 9))).toEqual(expected);
    const versions = await loadViews([{ zone: 6, account: "non-qualified" }], service);
    const version = ZONE_ALLOCATIONS_HEADER.indexOf("data_version");
    expect(rows.find(([zone, account]) => zone === "6" && account === "non-qualified")?.[version]).toBe(versions[0]!.dataVersion);
  });
});
