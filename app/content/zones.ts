// Everything the Zone Navigator says and the built-in data it shows when no spreadsheet is
// connected (spec sections 2 and 3). Copy and figures change here, never in components.
import { feeBasisCopy, targetsMethodText, zoneProjectionBasis } from "./hypothetical";
import {
  builtInAllocation,
  type AccountType,
  type AllocationItem,
  type AllocationTable,
  type ZoneCategory,
  type ZoneNumber,
  type ZoneRecord,
  type ZoneSelection,
  type ZoneView,
} from "~/lib/zones";
import { builtInProducts, withFirmProducts } from "./zone-products";

export const zoneNavigatorCopy = {
  title: "Zone Navigator Dashboard",
  subtitle: "Interactive portfolio allocation tool for investment planning",
  refresh: "Refresh Data",
  noticeTitle: "Notice",
  demoDataNotice: "Showing demo data. Connect Google Sheets for live data.",
  accountLegend: "Account type",
  zoneLegend: "Risk zone",
  scaleLabels: ["Conservative", "Moderate", "Aggressive"],
  showSelection: "Show this zone",
  loading: "Loading...",
  loadingAllocations: "Loading allocations...",
  zoneTitle: (zone: ZoneNumber) => `Zone ${zone}`,
  riskLevel: "Risk Level",
  timeHorizon: "Time Horizon",
  accountType: "Account Type",
  expectedReturn: "Expected Return",
  maxDrawdown: "Max Drawdown",
  allocationTitle: "Portfolio Allocation",
  allocationListLabel: "Allocation by instrument",
  chartLabel: (zone: ZoneNumber, account: string) => `Allocation chart for Zone ${zone}, ${account}`,
  sectorTooltip: (percentage: number) => `${percentage}% Allocation`,
  categoryTitle: (category: string) => `Investment Zone Category: ${category}`,
} as const;

/**
 * The toast after Refresh Data, chosen by the server's action: the spec's words once the sheet
 * answered in full; when part of it failed, that it did (the page's notice says what is shown
 * instead); with the built-in example data, that there was nothing to update from. Each fits one
 * line, as the spec's does: a taller toast reaches down over the Refresh Data button below it.
 */
export const refreshToasts = {
  sheet: { title: "Data Refreshed", description: "Portfolio allocation data has been updated" },
  failed: { title: "Refresh Incomplete", description: "Part of the data could not be loaded." },
  builtIn: { title: "Nothing to Refresh", description: "The firm's data is not connected yet." },
} as const;

export const accountTypeCopy: Record<AccountType, { toggle: string; label: string; taxTreatment: string }> = {
  qualified: { toggle: "Qualified Accounts", label: "Qualified (Tax-Deferred)", taxTreatment: "tax-deferred" },
  "non-qualified": { toggle: "Non-Qualified Accounts", label: "Non-Qualified (Taxable)", taxTreatment: "taxable" },
};

/** The three legend cards, in zone order. */
export const zoneCategoryLegend: Record<ZoneCategory, { zones: string; name: string; description: string }> = {
  conservative: {
    zones: "Zones 1-3",
    name: "Capital Preservation",
    description: "Seek to limit declines; still holds some equity and can lose value",
  },
  balanced: { zones: "Zones 4-6", name: "Balanced Growth", description: "Balance growth and preservation" },
  growth: { zones: "Zones 7-10", name: "Growth Focus", description: "Seek long-term growth, accepting larger declines" },
};

/** The one-sentence summary of the bottom card. */
export function zoneSummary(record: ZoneRecord, account: AccountType): string {
  return (
    `Zone ${record.zone} (risk level ${record.risklevel}, time horizon ${record.timehorizon}) is built for ` +
    `${accountTypeCopy[account].taxTreatment} accounts, with a hypothetical target expected return of ` +
    `${record.expectedreturn} a year and a max drawdown of ${record.maxdrawdown}, both ${feeBasisCopy.short[zoneProjectionBasis]}.`
  );
}

/** The summary without the projections, for a reader who is not shown them. */
export function zoneFactsSummary(record: Pick<ZoneRecord, "zone" | "risklevel" | "timehorizon">, account: AccountType): string {
  return (
    `Zone ${record.zone} (risk level ${record.risklevel}, time horizon ${record.timehorizon}) is built for ` +
    `${accountTypeCopy[account].taxTreatment} accounts.`
  );
}

/**
 * Disclosure shown next to Expected Return and Max Drawdown, and the fuller assumptions and
 * limitations section it links to. Reviewed wording belongs here; components only place it.
 */
export const zoneDisclosure = {
  /** Beside every expected return and max drawdown: what they are, their fee basis, and (a link) their assumptions. */
  short: `Hypothetical targets, not guarantees or predictions, stated ${feeBasisCopy.short[zoneProjectionBasis]}. Actual results will differ and may include losses.`,
  linkText: "Assumptions and limitations",
  sectionId: "assumptions",
  sectionTitle: "Assumptions and limitations",
  /** Under the figures: which dataset they come from, by name and version, and the day it stands as of. */
  datasetNames: { "built-in": "Built-in example data", sheet: "The firm's zone data sheet" } satisfies Record<ZoneView["source"], string>,
  datasetLine: (name: string, version: string, asOf: string) => `${version ? `${name}, version ${version}` : name}, as of ${asOf}`,
  builtInNote: "The firm's own zone data is not connected yet: these figures are examples.",
  paragraphs: [
    targetsMethodText,
    "Expected Return and Max Drawdown are hypothetical targets set for each zone to illustrate its risk level. They are not the results of any actual account or model, and they are not a guarantee, promise or prediction of future returns or losses.",
    "Expected Return is a target range of annual return; actual returns may be lower than the range, and may be negative. Max Drawdown is a target for the largest decline from a peak; actual declines may be larger.",
    zoneProjectionBasis === "gross"
      ? "Both are stated gross of fees: before advisory fees, fund expenses and taxes, which reduce a client's returns and deepen declines."
      : "Both are stated net of fees: after the firm's advisory fee and the expenses of the funds held, and before a client's own advisor fees and taxes, which reduce returns further.",
    "Allocations are illustrative, may change without notice, and do not take into account the objectives, financial situation or needs of any investor. Taxes, fees and expenses reduce returns.",
    "This tool is intended for financial advisors and is not investment advice or a recommendation to buy or sell any security. Past performance does not indicate future results. Investing involves risk, including loss of principal.",
  ],
} as const;

/** The day the built-in zone data's targets and allocations stand as of. */
export const builtInZonesAsOf = "2026-09-30";

/** Built-in zone data (spec section 3): example figures until the firm connects its sheet. */
export const builtInZones: Record<ZoneNumber, ZoneRecord> = {
  1: { zone: 1, risklevel: "Very Conservative", timehorizon: "1-2 Years", expectedreturn: "4-6%", maxdrawdown: "5%" },
  2: { zone: 2, risklevel: "Conservative", timehorizon: "1-2 Years", expectedreturn: "5-7%", maxdrawdown: "7%" },
  3: { zone: 3, risklevel: "Conservative Plus", timehorizon: "1-3 Years", expectedreturn: "6-8%", maxdrawdown: "10%" },
  4: { zone: 4, risklevel: "Moderate Conservative", timehorizon: "2-3 Years", expectedreturn: "7-9%", maxdrawdown: "12%" },
  5: { zone: 5, risklevel: "Moderate", timehorizon: "2-4 Years", expectedreturn: "8-10%", maxdrawdown: "15%" },
  6: { zone: 6, risklevel: "Moderate Aggressive", timehorizon: "3-5 Years", expectedreturn: "9-11%", maxdrawdown: "18%" },
  7: { zone: 7, risklevel: "Aggressive", timehorizon: "4-6 Years", expectedreturn: "10-12%", maxdrawdown: "22%" },
  8: { zone: 8, risklevel: "Very Aggressive", timehorizon: "5-7 Years", expectedreturn: "11-13%", maxdrawdown: "25%" },
  9: { zone: 9, risklevel: "Growth", timehorizon: "6-8 Years", expectedreturn: "12-14%", maxdrawdown: "30%" },
  10: { zone: 10, risklevel: "Maximum Growth", timehorizon: "7+ Years", expectedreturn: "13-15%", maxdrawdown: "35%" },
};

/**
 * A built-in allocation: instruments and percentages, colored with the chart colors in order.
 * Marked free of side effects so a browser chunk that needs only this module's copy drops the
 * tables (the browser gets them in the Zone Navigator's data).
 */
/* @__NO_SIDE_EFFECTS__ */
function allocation(...rows: [instrument: string, percentage: number][]): AllocationItem[] {
  return rows.map(([instrument, percentage], index) => ({ instrument, percentage, color: `chart-${index + 1}` }));
}

/**
 * Built-in allocations: example data until the firm connects its sheet. Zones 1, 3, 5, 7 and 10
 * are spec section 3's figures; zones 2, 4, 6, 8 and 9 lie between their neighbors, so the
 * defensive share (see ./instrument-roles) never rises from one zone to the next (a unit test
 * pins it). Each set sums to 100. Each line names the firm's products that implement it, or none
 * (./allocation-lines).
 */
export const builtInAllocations: AllocationTable = withFirmProducts({
  qualified: {
    1: allocation(["Cash/Money Market", 50], ["Short-Term Bonds", 40], ["Conservative Equity", 10]),
    2: allocation(
      ["Cash/Money Market", 25],
      ["Short-Term Bonds", 30],
      ["Bonds", 20],
      ["Conservative Equity", 15],
      ["Large Cap Equity", 10],
    ),
    3: allocation(["Bonds", 60], ["Large Cap Equity", 30], ["International", 10]),
    4: allocation(["Bonds", 45], ["Large Cap Equity", 35], ["International", 15], ["Small Cap", 5]),
    5: allocation(["Large Cap Equity", 40], ["Bonds", 30], ["International", 20], ["Small Cap", 10]),
    6: allocation(["Large Cap Equity", 45], ["International", 20], ["Bonds", 20], ["Small Cap", 15]),
    7: allocation(["Large Cap Equity", 50], ["International", 25], ["Small Cap", 15], ["Bonds", 10]),
    8: allocation(
      ["Large Cap Equity", 40],
      ["International", 25],
      ["Growth Equity", 15],
      ["Small Cap", 10],
      ["Emerging Markets", 5],
      ["Bonds", 5],
    ),
    9: allocation(
      ["Growth Equity", 45],
      ["International", 25],
      ["Large Cap Equity", 10],
      ["Emerging Markets", 10],
      ["Small Cap", 5],
      ["Alternative", 5],
    ),
    10: allocation(["Growth Equity", 60], ["International", 25], ["Emerging Markets", 10], ["Alternative", 5]),
  },
  "non-qualified": {
    1: allocation(["Tax-Free Money Market", 60], ["Tax-Free Bonds", 30], ["Dividend Equity", 10]),
    2: allocation(["Tax-Free Bonds", 40], ["Tax-Free Money Market", 30], ["Dividend Equity", 15], ["Index Funds", 15]),
    3: allocation(["Tax-Efficient Bonds", 50], ["Index Funds", 35], ["Tax-Managed Equity", 15]),
    4: allocation(
      ["Tax-Efficient Bonds", 25],
      ["Index Funds", 25],
      ["Tax-Efficient Equity", 25],
      ["Municipal Bonds", 15],
      ["International ETFs", 10],
    ),
    5: allocation(["Tax-Efficient Equity", 45], ["Municipal Bonds", 25], ["International ETFs", 20], ["REITs", 10]),
    6: allocation(["Tax-Efficient Equity", 45], ["International ETFs", 20], ["Municipal Bonds", 15], ["Small Cap ETFs", 10], ["REITs", 10]),
    7: allocation(["Growth Index Funds", 55], ["International ETFs", 25], ["Small Cap ETFs", 15], ["Tax-Free Bonds", 5]),
    8: allocation(
      ["Growth Index Funds", 50],
      ["International ETFs", 20],
      ["Small Cap ETFs", 15],
      ["Emerging Market ETFs", 10],
      ["Tax-Free Bonds", 5],
    ),
    9: allocation(
      ["Aggressive Growth ETFs", 45],
      ["International ETFs", 20],
      ["Growth Index Funds", 15],
      ["Emerging Market ETFs", 15],
      ["Sector ETFs", 5],
    ),
    10: allocation(["Aggressive Growth ETFs", 65], ["Emerging Market ETFs", 20], ["Sector ETFs", 10], ["Alternative ETFs", 5]),
  },
});

/**
 * The view of the built-in data. The tables are a few hundred bytes, so the browser computes it
 * too when the site runs on them, and a zone switch needs no server.
 */
export function builtInView(selection: ZoneSelection): Omit<ZoneView, "dataVersion"> {
  return {
    dataAsOf: builtInZonesAsOf,
    selection,
    zone: builtInZones[selection.zone],
    allocation: builtInAllocation(builtInAllocations, selection),
    products: builtInProducts(selection),
    notices: [],
    source: "built-in",
  };
}
