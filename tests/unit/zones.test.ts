import { describe, expect, it } from "vitest";
import { chartColorClasses, zoneCategoryClasses } from "~/components/zone-navigator/zone-colors";
import { instrumentRoles, type InstrumentRole } from "~/content/instrument-roles";
import { builtInAllocations, builtInZones, zoneSummary } from "~/content/zones";
import {
  ACCOUNT_TYPES,
  builtInAllocation,
  chartColorIndex,
  parseZoneSelection,
  zoneCategory,
  ZONES,
  zoneSearch,
  type AccountType,
  type ZoneNumber,
} from "~/lib/zones";

describe("zone category and colour", () => {
  it("puts zones 1-3, 4-6 and 7-10 in their categories", () => {
    expect(ZONES.map(zoneCategory)).toEqual([
      "conservative",
      "conservative",
      "conservative",
      "balanced",
      "balanced",
      "balanced",
      "growth",
      "growth",
      "growth",
      "growth",
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
    expect(builtInZones[1]).toEqual({
      zone: 1,
      risklevel: "Very Conservative",
      timehorizon: "1-2 Years",
      expectedreturn: "4-6%",
      maxdrawdown: "5%",
    });
    expect(builtInZones[10]).toEqual({
      zone: 10,
      risklevel: "Maximum Growth",
      timehorizon: "7+ Years",
      expectedreturn: "13-15%",
      maxdrawdown: "35%",
    });
  });

  for (const account of ACCOUNT_TYPES) {
    for (const [zone, items] of Object.entries(builtInAllocations[account])) {
      it(`sums to 100 for zone ${zone}, ${account}`, () => {
        expect(items.reduce((sum, item) => sum + item.percentage, 0)).toBe(100);
      });
    }
  }

  it("gives every zone its own allocation for both account types", () => {
    for (const account of ACCOUNT_TYPES) {
      expect(Object.keys(builtInAllocations[account])).toEqual(ZONES.map(String));
      for (const zone of ZONES) expect(builtInAllocation(builtInAllocations, { zone, account })).toBe(builtInAllocations[account][zone]);
    }
    expect(builtInAllocation(builtInAllocations, { zone: 1, account: "non-qualified" })[0]?.instrument).toBe("Tax-Free Money Market");
  });

  it("keeps spec section 3's figures for zones 1, 3, 5, 7 and 10", () => {
    const text = (zone: ZoneNumber, account: AccountType) =>
      builtInAllocations[account][zone].map((item) => `${item.instrument} ${item.percentage}`).join(", ");
    expect(text(1, "qualified")).toBe("Cash/Money Market 50, Short-Term Bonds 40, Conservative Equity 10");
    expect(text(3, "qualified")).toBe("Bonds 60, Large Cap Equity 30, International 10");
    expect(text(5, "qualified")).toBe("Large Cap Equity 40, Bonds 30, International 20, Small Cap 10");
    expect(text(7, "qualified")).toBe("Large Cap Equity 50, International 25, Small Cap 15, Bonds 10");
    expect(text(10, "qualified")).toBe("Growth Equity 60, International 25, Emerging Markets 10, Alternative 5");
    expect(text(1, "non-qualified")).toBe("Tax-Free Money Market 60, Tax-Free Bonds 30, Dividend Equity 10");
    expect(text(3, "non-qualified")).toBe("Tax-Efficient Bonds 50, Index Funds 35, Tax-Managed Equity 15");
    expect(text(5, "non-qualified")).toBe("Tax-Efficient Equity 45, Municipal Bonds 25, International ETFs 20, REITs 10");
    expect(text(7, "non-qualified")).toBe("Growth Index Funds 55, International ETFs 25, Small Cap ETFs 15, Tax-Free Bonds 5");
    expect(text(10, "non-qualified")).toBe("Aggressive Growth ETFs 65, Emerging Market ETFs 20, Sector ETFs 10, Alternative ETFs 5");
  });

  it("names what every built-in instrument is for", () => {
    for (const account of ACCOUNT_TYPES) {
      for (const zone of ZONES) {
        for (const item of builtInAllocations[account][zone]) expect(instrumentRoles[item.instrument], item.instrument).toBeDefined();
      }
    }
  });

  for (const account of ACCOUNT_TYPES) {
    it(`never raises the defensive share, nor lowers the growth share, from zone 1 to zone 10 (${account})`, () => {
      const share = (zone: ZoneNumber, role: InstrumentRole) =>
        builtInAllocations[account][zone]
          .filter((item) => instrumentRoles[item.instrument] === role)
          .reduce((sum, item) => sum + item.percentage, 0);
      const defensive = ZONES.map((zone) => share(zone, "defensive"));
      const growth = ZONES.map((zone) => share(zone, "growth"));
      for (let index = 1; index < ZONES.length; index++) {
        expect(defensive[index], `defensive share of zone ${index + 1} against zone ${index}`).toBeLessThanOrEqual(defensive[index - 1]!);
        expect(growth[index], `growth share of zone ${index + 1} against zone ${index}`).toBeGreaterThanOrEqual(growth[index - 1]!);
      }
      // The zones the spec leaves open are not copies of a neighbour: each has its own set.
      for (const zone of [2, 4, 6, 8, 9] as const) {
        const own = builtInAllocations[account][zone];
        for (const neighbour of [zone - 1, zone + 1] as ZoneNumber[])
          expect(own, `zone ${zone} against ${neighbour}`).not.toEqual(builtInAllocations[account][neighbour]);
      }
      expect(defensive[0]).toBeGreaterThan(defensive[9]!);
    });
  }

  it("summarises a zone with its tax treatment", () => {
    expect(zoneSummary(builtInZones[5], "qualified")).toContain("tax-deferred");
    expect(zoneSummary(builtInZones[5], "non-qualified")).toContain("taxable");
    expect(zoneSummary(builtInZones[5], "qualified")).toMatch(/Zone 5.*Moderate.*2-4 Years.*8-10% a year.*15%, both gross of fees\.$/);
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
