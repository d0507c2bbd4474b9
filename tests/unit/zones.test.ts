import { describe, expect, it } from "vitest";
import { chartColorClasses, zoneCategoryClasses } from "~/components/zone-navigator/zone-colors";
import { builtInAllocations, builtInZones, zoneSummary } from "~/content/zones";
import {
  ACCOUNT_TYPES,
  builtInAllocation,
  chartColorIndex,
  parseZoneSelection,
  zoneCategory,
  ZONES,
  zoneSearch,
} from "~/lib/zones";

describe("zone category and colour", () => {
  it("puts zones 1-3, 4-6 and 7-10 in their categories", () => {
    expect(ZONES.map(zoneCategory)).toEqual([
      "conservative", "conservative", "conservative",
      "balanced", "balanced", "balanced",
      "growth", "growth", "growth", "growth",
    ]);
  });

  it("colours a selected zone green, amber or red", () => {
    expect(zoneCategoryClasses[zoneCategory(3)].selected).toContain("bg-zone-conservative");
    expect(zoneCategoryClasses[zoneCategory(4)].selected).toContain("bg-zone-balanced");
    expect(zoneCategoryClasses[zoneCategory(6)].selected).toContain("bg-zone-balanced");
    expect(zoneCategoryClasses[zoneCategory(7)].selected).toContain("bg-zone-growth");
    expect(zoneCategoryClasses[zoneCategory(10)].selected).toContain("bg-zone-growth");
  });
});

describe("built-in data", () => {
  it("has the spec's record for every zone", () => {
    expect(Object.keys(builtInZones)).toHaveLength(10);
    expect(builtInZones[1]).toEqual({ zone: 1, risklevel: "Very Conservative", timehorizon: "1-2 Years", expectedreturn: "4-6%", maxdrawdown: "5%" });
    expect(builtInZones[10]).toEqual({ zone: 10, risklevel: "Maximum Growth", timehorizon: "7+ Years", expectedreturn: "13-15%", maxdrawdown: "35%" });
  });

  for (const account of ACCOUNT_TYPES) {
    for (const [zone, items] of Object.entries(builtInAllocations[account])) {
      it(`sums to 100 for zone ${zone}, ${account}`, () => {
        expect(items.reduce((sum, item) => sum + item.percentage, 0)).toBe(100);
      });
    }
  }

  it("defines allocations for zones 1, 3, 5, 7 and 10 only", () => {
    for (const account of ACCOUNT_TYPES) expect(Object.keys(builtInAllocations[account])).toEqual(["1", "3", "5", "7", "10"]);
  });

  it("gives zones without their own allocation the zone 5 allocation", () => {
    for (const account of ACCOUNT_TYPES) {
      for (const zone of [2, 4, 6, 8, 9] as const) {
        expect(builtInAllocation(builtInAllocations, { zone, account })).toBe(builtInAllocations[account][5]);
      }
      expect(builtInAllocation(builtInAllocations, { zone: 7, account })).toBe(builtInAllocations[account][7]);
    }
    expect(builtInAllocation(builtInAllocations, { zone: 1, account: "non-qualified" })[0]?.instrument).toBe("Tax-Free Money Market");
  });

  it("summarises a zone with its tax treatment", () => {
    expect(zoneSummary(builtInZones[5], "qualified")).toContain("tax-deferred");
    expect(zoneSummary(builtInZones[5], "non-qualified")).toContain("taxable");
    expect(zoneSummary(builtInZones[5], "qualified")).toMatch(/Zone 5.*Moderate.*2-4 Years.*8-10%.*15%/);
  });
});

describe("URL state", () => {
  const parse = (query: string) => parseZoneSelection(new URLSearchParams(query));

  it("reads zone and account type", () => {
    expect(parse("zone=7&account=non-qualified")).toEqual({ zone: 7, account: "non-qualified" });
    expect(parse("zone=1&account=qualified")).toEqual({ zone: 1, account: "qualified" });
    expect(parse("zone=10")).toEqual({ zone: 10, account: "qualified" });
  });

  it("falls back to zone 5 and qualified for anything missing or invalid", () => {
    expect(parse("")).toEqual({ zone: 5, account: "qualified" });
    for (const zone of ["0", "11", "-1", "7.5", "abc", "1e1", " ", "07x"]) {
      expect(parse(`zone=${encodeURIComponent(zone)}`).zone).toBe(5);
    }
    expect(parse("account=roth").account).toBe("qualified");
    expect(parse("zone=3&account=NON-QUALIFIED")).toEqual({ zone: 3, account: "non-qualified" });
  });

  it("writes a view back to the same query", () => {
    expect(zoneSearch({ zone: 7, account: "non-qualified" })).toBe("?zone=7&account=non-qualified");
    for (const zone of ZONES) {
      for (const account of ACCOUNT_TYPES) {
        expect(parse(zoneSearch({ zone, account }).slice(1))).toEqual({ zone, account });
      }
    }
  });
});

describe("chart colours", () => {
  it("understands the token spellings a sheet may use", () => {
    for (const token of ["chart-3", "--chart-3", "var(--chart-3)", "hsl(var(--chart-3))", "var(--color-chart-3)", " CHART-3 "]) {
      expect(chartColorIndex(token, 0)).toBe(2);
    }
    expect(chartColorClasses("hsl(var(--chart-2))", 0)).toEqual({ fill: "fill-chart-2", swatch: "bg-chart-2" });
  });

  it("never uses a raw colour or expression, falling back to the item's position", () => {
    for (const token of ["#ff0000", "red", "chart-9", "chart-0", "url(javascript:x)", "chart-1;background:red", ""]) {
      expect(chartColorIndex(token, 4)).toBe(4);
    }
    expect(chartColorIndex("", 9)).toBe(1);
  });
});
