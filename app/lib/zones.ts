// The rules of the Zone Navigator: which category a zone belongs to, which chart colour slot an
// item takes, and how the URL names a view. Pure functions, no I/O; the classes that paint them
// live in components/zone-navigator/zone-colors.

import type { LineProduct, ZoneProduct } from "./zone-products";

export const ZONES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export type ZoneNumber = (typeof ZONES)[number];

export const ACCOUNT_TYPES = ["qualified", "non-qualified"] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export const DEFAULT_ZONE: ZoneNumber = 5;
export const DEFAULT_ACCOUNT: AccountType = "qualified";

/** One row of the Zone_Data sheet. */
export type ZoneRecord = {
  zone: ZoneNumber;
  risklevel: string;
  timehorizon: string;
  expectedreturn: string;
  maxdrawdown: string;
};

/**
 * One row of the Allocations sheet; `color` is a theme colour token such as `chart-1`. A built-in
 * line also names the firm's products that implement it (`firmProducts`, empty: the firm offers
 * none for it); a line from the sheet has no such mapping and claims no product.
 */
export type AllocationItem = { instrument: string; percentage: number; color: string; firmProducts?: readonly LineProduct[] };

export type ZoneCategory = "conservative" | "balanced" | "growth";

/** Zones 1-3 are conservative, 4-6 balanced, 7-10 growth (thresholds at 3 and 6). */
export function zoneCategory(zone: ZoneNumber): ZoneCategory {
  if (zone <= 3) return "conservative";
  if (zone <= 6) return "balanced";
  return "growth";
}

export function isZoneNumber(value: unknown): value is ZoneNumber {
  return typeof value === "number" && (ZONES as readonly number[]).includes(value);
}

export type ZoneSelection = { zone: ZoneNumber; account: AccountType };

/** What the Zone Navigator shows for one zone and account type. */
export type ZoneView = {
  selection: ZoneSelection;
  zone: ZoneRecord;
  allocation: AllocationItem[];
  /** The firm's models and ETFs that implement the view, and why each fits. */
  products: ZoneProduct[];
  /** Messages of spec section 8 for the parts that failed; empty when all went well. */
  notices: string[];
  source: "built-in" | "sheet";
  /**
   * The version of the zone data the figures come from: the start of a content hash, given by
   * the server (see app/.server/zone-data/data-version.ts). Proposals and saved views cite it.
   */
  dataVersion: string;
  /**
   * The day (YYYY-MM-DD, the firm's) the figures stand as of: the built-in data's own date, or
   * the day the site first showed this dataset (its record), which is when the firm's current
   * targets took effect here. The day they were read, where the record cannot tell.
   */
  dataAsOf: string;
};

/**
 * The parts of a view whose failure shows a notice: the zone record and the allocation. The sheet
 * is asked for the models too, but that tab is optional and falls back without a notice.
 */
export const SHEET_PARTS = 2;

/**
 * Which dataset a view's figures come from: the sheet's answers, or the built-in data when the
 * site has no sheet or every part the sheet was asked for fell back to it.
 */
export function viewDatasetSource(view: Pick<ZoneView, "source" | "notices">): ZoneView["source"] {
  return view.source === "sheet" && view.notices.length < SHEET_PARTS ? "sheet" : "built-in";
}

/** Read the view from a query string; anything missing or invalid falls back to the defaults. */
export function parseZoneSelection(params: URLSearchParams): ZoneSelection {
  const rawZone = params.get("zone")?.trim() ?? "";
  const zone = /^\d{1,2}$/.test(rawZone) ? Number(rawZone) : Number.NaN;
  const rawAccount = params.get("account")?.trim().toLowerCase();
  return {
    zone: isZoneNumber(zone) ? zone : DEFAULT_ZONE,
    account: ACCOUNT_TYPES.find((type) => type === rawAccount) ?? DEFAULT_ACCOUNT,
  };
}

/** The query string of a view, e.g. `?zone=7&account=non-qualified`. */
export function zoneSearch({ zone, account }: ZoneSelection): string {
  return `?${new URLSearchParams({ zone: String(zone), account })}`;
}

/** Every zone's allocation, for each account type. */
export type AllocationTable = Record<AccountType, Record<ZoneNumber, AllocationItem[]>>;

/** A zone's built-in allocation: every zone has its own. */
export function builtInAllocation(table: AllocationTable, { zone, account }: ZoneSelection): AllocationItem[] {
  return table[account][zone];
}

export const CHART_COLOR_COUNT = 8;

/**
 * The chart colour slot (0-based) of an item's colour token. Accepts `chart-3`, `--chart-3`,
 * `var(--chart-3)`, `hsl(var(--chart-3))` or `--color-chart-3`; anything else (a raw colour, a
 * CSS expression) is never used as CSS and gets the slot of the item's position instead.
 */
export function chartColorIndex(token: string, position: number): number {
  const match = /^(?:hsl\(\s*)?(?:var\(\s*)?(?:--)?(?:color-)?chart-([1-9]\d?)\s*\)?\s*\)?$/i.exec(token.trim());
  const slot = match ? Number(match[1]) : Number.NaN;
  if (slot >= 1 && slot <= CHART_COLOR_COUNT) return slot - 1;
  return ((position % CHART_COLOR_COUNT) + CHART_COLOR_COUNT) % CHART_COLOR_COUNT;
}
