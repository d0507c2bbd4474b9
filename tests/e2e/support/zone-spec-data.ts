// The built-in zone data and allocations as spec section 3 states them (zones 1, 3, 5, 7 and 10;
// issue #23 gave zones 2, 4, 6, 8 and 9 their own sets), written out apart from the content
// module so the browser tests catch a wrong figure there.
import { allocationLinesCopy } from "../../../app/content/allocation-lines";
import { builtInAllocations } from "../../../app/content/zones";
import type { ZoneNumber } from "../../../app/lib/zones";

export const specZones: Record<number, [risk: string, horizon: string, expectedReturn: string, drawdown: string]> = {
  1: ["Very Conservative", "1-2 Years", "4-6%", "5%"],
  2: ["Conservative", "1-2 Years", "5-7%", "7%"],
  3: ["Conservative Plus", "1-3 Years", "6-8%", "10%"],
  4: ["Moderate Conservative", "2-3 Years", "7-9%", "12%"],
  5: ["Moderate", "2-4 Years", "8-10%", "15%"],
  6: ["Moderate Aggressive", "3-5 Years", "9-11%", "18%"],
  7: ["Aggressive", "4-6 Years", "10-12%", "22%"],
  8: ["Very Aggressive", "5-7 Years", "11-13%", "25%"],
  9: ["Growth", "6-8 Years", "12-14%", "30%"],
  10: ["Maximum Growth", "7+ Years", "13-15%", "35%"],
};

const specAllocationText = {
  qualified: {
    1: "Cash/Money Market 50, Short-Term Bonds 40, Conservative Equity 10",
    2: "Cash/Money Market 25, Short-Term Bonds 30, Bonds 20, Conservative Equity 15, Large Cap Equity 10",
    3: "Bonds 60, Large Cap Equity 30, International 10",
    4: "Bonds 45, Large Cap Equity 35, International 15, Small Cap 5",
    5: "Large Cap Equity 40, Bonds 30, International 20, Small Cap 10",
    6: "Large Cap Equity 45, International 20, Bonds 20, Small Cap 15",
    7: "Large Cap Equity 50, International 25, Small Cap 15, Bonds 10",
    8: "Large Cap Equity 40, International 25, Growth Equity 15, Small Cap 10, Emerging Markets 5, Bonds 5",
    9: "Growth Equity 45, International 25, Large Cap Equity 10, Emerging Markets 10, Small Cap 5, Alternative 5",
    10: "Growth Equity 60, International 25, Emerging Markets 10, Alternative 5",
  },
  "non-qualified": {
    1: "Tax-Free Money Market 60, Tax-Free Bonds 30, Dividend Equity 10",
    2: "Tax-Free Bonds 40, Tax-Free Money Market 30, Dividend Equity 15, Index Funds 15",
    3: "Tax-Efficient Bonds 50, Index Funds 35, Tax-Managed Equity 15",
    4: "Tax-Efficient Bonds 25, Index Funds 25, Tax-Efficient Equity 25, Municipal Bonds 15, International ETFs 10",
    5: "Tax-Efficient Equity 45, Municipal Bonds 25, International ETFs 20, REITs 10",
    6: "Tax-Efficient Equity 45, International ETFs 20, Municipal Bonds 15, Small Cap ETFs 10, REITs 10",
    7: "Growth Index Funds 55, International ETFs 25, Small Cap ETFs 15, Tax-Free Bonds 5",
    8: "Growth Index Funds 50, International ETFs 20, Small Cap ETFs 15, Emerging Market ETFs 10, Tax-Free Bonds 5",
    9: "Aggressive Growth ETFs 45, International ETFs 20, Growth Index Funds 15, Emerging Market ETFs 15, Sector ETFs 5",
    10: "Aggressive Growth ETFs 65, Emerging Market ETFs 20, Sector ETFs 10, Alternative ETFs 5",
  },
} as const;

export type Account = keyof typeof specAllocationText;

/** The list rows the page must show, as "Instrument" + "N%", for a zone. */
export function specAllocation(zone: number, account: Account): string[][] {
  const own = (specAllocationText[account] as Record<number, string>)[zone];
  if (!own) throw new Error(`No allocation written out for zone ${zone}, ${account}`);
  return own.split(", ").map((entry) => {
    const at = entry.lastIndexOf(" ");
    return [entry.slice(0, at), `${entry.slice(at + 1)}%`];
  });
}

/**
 * Each built-in allocation row's text as a list item shows it: the instrument, its share, then
 * the firm's products for it (app/content/allocation-lines.ts) or "No firm product".
 */
export function specAllocationRows(zone: number, account: Account): string[] {
  return specAllocationLines(zone, account).map(({ instrument, share, products }) => `${instrument}${share}${products}`);
}

/** Each built-in allocation line of a zone: the instrument, its share, and the firm's products for it or "No firm product". */
export function specAllocationLines(zone: number, account: Account): { instrument: string; share: string; products: string }[] {
  const lines = builtInAllocations[account][zone as ZoneNumber];
  return specAllocation(zone, account).map(([instrument, share], index) => {
    const firm = lines[index]?.firmProducts ?? [];
    const products = firm.length ? firm.map((product) => product.name).join(allocationLinesCopy.or) : allocationLinesCopy.noFirmProduct;
    return { instrument: instrument!, share: share!, products };
  });
}
