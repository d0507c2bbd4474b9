// Which of the firm's products implements each line of the built-in allocations (./zones), or
// that the firm offers none for it: stated once per instrument and account type. A line shows
// the products it names that are placed in its view (./zone-products); a unit test holds every
// line of every view to this table, the placement to the lines, and each product to what the
// line asks (its exposure, a tax-free or tax-managed need, the account type it is for).
import type { AccountType, ZoneNumber } from "~/lib/zones";
import type { EtfTicker, ModelId } from "./model-basics";

export type FirmProductId = `model:${ModelId}` | `etf:${EtfTicker}`;

/** What a line holds, and what a product gives. */
export type Exposure =
  | "cash"
  | "short-term-bonds"
  | "bonds"
  | "municipal-bonds"
  | "defensive-equity"
  | "dividend-equity"
  | "us-large-cap"
  | "us-index"
  | "growth-index"
  | "growth-equity"
  | "small-cap"
  | "international"
  | "emerging-markets"
  | "real-estate"
  | "sector"
  | "alternative";

/** `taxable`: its income and gains are taxed as they come; `tax-managed`: it harvests losses to defer tax. */
export type ProductTax = "taxable" | "tax-managed";

/** What each of the firm's products gives a line, and the accounts it is for. */
export const productTraits: Record<FirmProductId, { exposures: readonly Exposure[]; tax: ProductTax; accounts: readonly AccountType[] }> = {
  "model:1": { exposures: ["short-term-bonds"], tax: "taxable", accounts: ["qualified", "non-qualified"] },
  "model:2": { exposures: ["bonds"], tax: "taxable", accounts: ["qualified", "non-qualified"] },
  "model:3": { exposures: ["defensive-equity", "us-large-cap"], tax: "taxable", accounts: ["qualified", "non-qualified"] },
  "model:4": { exposures: ["us-large-cap"], tax: "taxable", accounts: ["qualified", "non-qualified"] },
  "model:5": { exposures: ["us-large-cap"], tax: "tax-managed", accounts: ["non-qualified"] },
  "model:6": { exposures: ["us-large-cap", "us-index"], tax: "tax-managed", accounts: ["non-qualified"] },
  "model:7": { exposures: ["growth-equity"], tax: "taxable", accounts: ["qualified", "non-qualified"] },
  "etf:YFYA": { exposures: ["short-term-bonds", "bonds"], tax: "taxable", accounts: ["qualified", "non-qualified"] },
  "etf:RSMV": { exposures: ["defensive-equity", "us-large-cap"], tax: "taxable", accounts: ["qualified", "non-qualified"] },
};

/**
 * A line's need and the firm's answer: the products that implement it (in the zones given by
 * `onlyIn`, else in every zone it appears in; elsewhere the firm offers none), or `none`.
 * `tax`: `tax-exempt` asks for tax-free income (municipal), `tax-managed` for a tax-aware product.
 */
export type LineMapping = { exposure: Exposure; tax?: "tax-exempt" | "tax-managed" } & (
  { products: readonly FirmProductId[]; onlyIn?: readonly ZoneNumber[] } | { none: true }
);

const none = { none: true } as const;

export const allocationLines: Record<AccountType, Record<string, LineMapping>> = {
  qualified: {
    "Cash/Money Market": { exposure: "cash", ...none },
    "Short-Term Bonds": { exposure: "short-term-bonds", products: ["model:1", "etf:YFYA"] },
    Bonds: { exposure: "bonds", products: ["model:2", "etf:YFYA"] },
    "Conservative Equity": { exposure: "defensive-equity", products: ["model:3", "etf:RSMV"] },
    "Large Cap Equity": { exposure: "us-large-cap", products: ["model:3", "etf:RSMV"] },
    "Growth Equity": { exposure: "growth-equity", products: ["model:7"], onlyIn: [10] },
    International: { exposure: "international", ...none },
    "Small Cap": { exposure: "small-cap", ...none },
    "Emerging Markets": { exposure: "emerging-markets", ...none },
    Alternative: { exposure: "alternative", ...none },
  },
  "non-qualified": {
    "Tax-Free Money Market": { exposure: "cash", tax: "tax-exempt", ...none },
    "Tax-Free Bonds": { exposure: "municipal-bonds", tax: "tax-exempt", ...none },
    "Municipal Bonds": { exposure: "municipal-bonds", tax: "tax-exempt", ...none },
    "Tax-Efficient Bonds": { exposure: "municipal-bonds", tax: "tax-exempt", ...none },
    "Dividend Equity": { exposure: "dividend-equity", ...none },
    "Index Funds": { exposure: "us-index", tax: "tax-managed", products: ["model:6"] },
    "Tax-Managed Equity": { exposure: "us-large-cap", tax: "tax-managed", products: ["model:6"] },
    "Tax-Efficient Equity": { exposure: "us-large-cap", tax: "tax-managed", products: ["model:6"] },
    "Growth Index Funds": { exposure: "growth-index", ...none },
    "Aggressive Growth ETFs": { exposure: "growth-equity", products: ["model:7"], onlyIn: [10] },
    "International ETFs": { exposure: "international", ...none },
    "Small Cap ETFs": { exposure: "small-cap", ...none },
    "Emerging Market ETFs": { exposure: "emerging-markets", ...none },
    "Sector ETFs": { exposure: "sector", ...none },
    "Alternative ETFs": { exposure: "alternative", ...none },
    REITs: { exposure: "real-estate", ...none },
  },
};

/** The products a line names in a zone, before they are matched with the view's placement. */
export function lineCandidates(mapping: LineMapping | undefined, zone: ZoneNumber): readonly FirmProductId[] {
  if (!mapping || "none" in mapping) return [];
  return !mapping.onlyIn || mapping.onlyIn.includes(zone) ? mapping.products : [];
}

const noFirmProduct = "No firm product";

export const allocationLinesCopy = {
  noFirmProduct,
  or: " or ",
  /** The proposal's line per view: each line with its products, "No firm product", or (from a sheet) plain. */
  byLine: (items: readonly { instrument: string; percentage: number; firmProducts?: readonly { name: string }[] }[]) =>
    `By allocation line: ${items
      .map((item) => {
        const line = `${item.instrument} ${item.percentage}%`;
        if (!item.firmProducts) return line;
        return `${line}: ${item.firmProducts.length ? item.firmProducts.map((product) => product.name).join(" or ") : noFirmProduct}`;
      })
      .join("; ")}.`,
  /**
   * The allocations CSV's cell of a line's products: "RS S&P 500 Balanced (model 3) or RSMV: RS
   * Managed Volatility ETF" (an ETF's name holds its ticker), "No firm product", or empty for a
   * sheet's line, which names none.
   */
  csvCell: (firmProducts: readonly { kind: "model" | "etf"; id: string; name: string }[] | undefined) =>
    firmProducts === undefined
      ? ""
      : firmProducts.length === 0
        ? noFirmProduct
        : firmProducts.map((product) => (product.kind === "model" ? `${product.name} (model ${product.id})` : product.name)).join(" or "),
} as const;
