// The advisors' allocation file: one row per zone, account type and instrument, equal to the
// built-in tables, and safe to open in a spreadsheet.
import { describe, expect, it } from "vitest";
import { ZONE_ALLOCATIONS_HEADER, zoneAllocationsCsv } from "~/.server/downloads/zone-allocations-csv";
import { builtInDataset } from "~/.server/zone-data/data-version";
import { createZoneDataService } from "~/.server/zone-data/service";
import { allocationLinesCopy } from "~/content/allocation-lines";
import { builtInAllocations, builtInZones, builtInZonesAsOf, zoneCategoryLegend } from "~/content/zones";
import { csvCell, toCsv } from "~/lib/csv";
import { ACCOUNT_TYPES, ZONES, zoneCategory } from "~/lib/zones";

const builtIn = () => createZoneDataService({ timeoutMs: 1_000, cacheTtlMs: 0 });
const parse = (csv: string) =>
  csv
    .slice(0, -2)
    .split("\r\n")
    .map((line) => line.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/).map((cell) => cell.replace(/^"(.*)"$/, "$1")));

describe("the zone allocations CSV", () => {
  it("has one row per zone, account type and instrument, equal to the built-in tables", async () => {
    const csv = await zoneAllocationsCsv(builtIn(), "shown");
    expect(csv.endsWith("\r\n")).toBe(true);
    const [header, ...rows] = parse(csv);
    expect(header).toEqual([...ZONE_ALLOCATIONS_HEADER]);
    const [instrument, products] = ["instrument", "firm_products"].map((name) => header!.indexOf(name)) as [number, number];

    const version = builtInDataset().version;
    const expected = ZONES.flatMap((zone) =>
      ACCOUNT_TYPES.flatMap((account) => {
        const items = builtInAllocations[account][zone];
        return items.map((item) => [
          String(zone),
          account,
          builtInZones[zone].risklevel,
          builtInZones[zone].timehorizon,
          zoneCategoryLegend[zoneCategory(zone)].name,
          builtInZones[zone].expectedreturn,
          builtInZones[zone].maxdrawdown,
          item.instrument,
          String(item.percentage),
          version,
          builtInZonesAsOf,
          allocationLinesCopy.csvCell(item.firmProducts),
        ]);
      }),
    );
    expect(rows).toEqual(expected);
    // Zone 2 has its own allocation, not zone 5's.
    expect(rows.filter(([zone, account]) => zone === "2" && account === "qualified").map((row) => row[instrument])).toEqual(
      builtInAllocations.qualified[2].map((item) => item.instrument),
    );
    expect(rows.filter(([zone, account]) => zone === "2" && account === "qualified").map((row) => row[instrument])).not.toEqual([
      "Large Cap Equity",
      "Bonds",
      "International",
      "Small Cap",
    ]);
    expect(new Set(rows.map(([zone, account]) => `${zone}-${account}`)).size).toBe(20);
    // Each line names the firm's products for it, as the Zone Navigator does, or says there is none.
    const zoneOne = rows.filter(([zone, account]) => zone === "1" && account === "qualified");
    expect(zoneOne.map((row) => [row[instrument], row[products]])).toEqual([
      ["Cash/Money Market", "No firm product"],
      ["Short-Term Bonds", "Money Market Plus Strategy A (model 1) or YFYA: Yield Focus Adaptive ETF"],
      ["Conservative Equity", "RS S&P 500 Balanced (model 3) or RSMV: RS Managed Volatility ETF"],
    ]);
  });
});

describe("the zone allocations CSV for a reader not shown the targets", () => {
  it("names each zone's category and leaves the targets' cells empty", async () => {
    const [header, ...rows] = parse(await zoneAllocationsCsv(builtIn(), "hidden"));
    const column = (name: string) => header!.indexOf(name);
    const targets = ["expected_return_target_per_year_gross_of_fees_hypothetical", "max_drawdown_target_gross_of_fees_hypothetical"];
    expect(new Set(rows.flatMap((row) => targets.map((name) => row[column(name)])))).toEqual(new Set([""]));
    expect(rows.find((row) => row[0] === "9")![column("category")]).toBe("Growth Focus");
  });
});

describe("CSV cells", () => {
  it("neutralise what a spreadsheet would run as a formula", () => {
    for (const start of ["=", "+", "-", "@", "\t"]) expect(csvCell(`${start}HYPERLINK("x")`).replace(/^"/, "")).toMatch(/^'/);
    expect(csvCell("=1+2")).toBe("'=1+2");
    expect(csvCell("-5")).toBe("'-5");
    expect(csvCell("\rcmd")).toBe('"\'\rcmd"');
    expect(csvCell("Large Cap Equity")).toBe("Large Cap Equity");
    // Where the separator is a semicolon, an unquoted one would start a new cell with the formula.
    expect(csvCell('Rita;=HYPERLINK("x")')).toBe('"Rita;=HYPERLINK(""x"")"');
    expect(csvCell(12.5)).toBe("12.5");
  });

  it("quote commas, quotes and line breaks", () => {
    expect(csvCell('Bonds, "core"')).toBe('"Bonds, ""core"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(
      toCsv([
        ["a", "b,c"],
        [1, "=x"],
      ]),
    ).toBe('a,"b,c"\r\n1,\'=x\r\n');
  });
});
