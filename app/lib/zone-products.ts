// Which of the firm's models and ETFs implement a zone view: rules (kept in
// app/content/zone-products.ts, or answered by the sheet) -> the products of one view. Pure
// logic; the names and addresses are resolved from the content on the server.
import { ACCOUNT_TYPES, ZONES, type AccountType, type ZoneNumber, type ZoneSelection } from "./zones";

export const PRODUCT_KINDS = ["model", "etf"] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** A model (`id` its number) or an ETF (`id` its ticker) for a view, and why it fits. */
export type ProductRef = { kind: ProductKind; id: string; why: string };

/** A product as a page or a proposal shows it: with its one name and the address of its page. */
export type ZoneProduct = ProductRef & {
  name: string;
  href: string;
  /** A model's fact sheet (PDF, for signed-in advisors). */
  factSheetHref?: string;
};

/** A product as an allocation line names it: its kind, id, one name and page. */
export type LineProduct = Pick<ZoneProduct, "kind" | "id" | "name" | "href">;

/** The zones (and account types, both when absent) a product fits. */
export type ProductRule = { kind: ProductKind; id: string; zones: readonly ZoneNumber[]; accounts?: readonly AccountType[]; why: string };

/** The products of one view, in the order of the rules. */
export function productsFor(rules: readonly ProductRule[], { zone, account }: ZoneSelection): ProductRef[] {
  return rules
    .filter((rule) => rule.zones.includes(zone) && (rule.accounts ?? ACCOUNT_TYPES).includes(account))
    .map(({ kind, id, why }) => ({ kind, id, why }));
}

/** Each account type with the zones a product fits in it, in zone order; only those with some. */
export function zonesOf(rules: readonly ProductRule[], kind: ProductKind, id: string): { account: AccountType; zones: ZoneNumber[] }[] {
  return ACCOUNT_TYPES.map((account) => ({
    account,
    zones: ZONES.filter((zone) => productsFor(rules, { zone, account }).some((ref) => ref.kind === kind && ref.id === id)),
  })).filter((entry) => entry.zones.length > 0);
}

export const productKey = ({ kind, id }: Pick<ProductRef, "kind" | "id">) => `${kind}:${id}`;

/** "Zones 3-5, 7": a list of zone numbers as short runs. */
export function zoneRuns(zones: readonly number[]): string {
  const sorted = [...new Set(zones)].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let index = 0; index < sorted.length; index++) {
    const start = sorted[index]!;
    let end = start;
    while (sorted[index + 1] === end + 1) end = sorted[++index]!;
    runs.push(end === start ? `${start}` : `${start}-${end}`);
  }
  return runs.join(", ");
}
