// The firm's models and ETFs of a zone view as the sheet answers them (sheet=Models), resolved
// against the content so every page, comparison, saved view and proposal names each product by
// its one name and links to its page; and the built-in placement of every view, for the tables
// the browser computes views from. A product the content does not know is a bad answer: the
// built-in placement is shown instead, with a notice.
import { builtInProducts, resolveProduct } from "~/content/zone-products";
import type { ProductRef, ZoneProduct } from "~/lib/zone-products";
import { ACCOUNT_TYPES, ZONES, type AccountType, type ZoneNumber } from "~/lib/zones";
import { SheetError } from "./sheet-client";

/** The products named by `refs`, with their names and pages; throws SheetError on one the site does not know. */
export function resolveProducts(refs: readonly ProductRef[]): ZoneProduct[] {
  return refs.map((ref) => {
    const product = resolveProduct(ref);
    if (!product) throw new SheetError("Unexpected response format", `unknown ${ref.kind} ${ref.id.slice(0, 16)}`);
    return product;
  });
}

export type ProductTable = Record<AccountType, Record<ZoneNumber, ZoneProduct[]>>;

let table: ProductTable | undefined;

/** Every view's built-in products (each product one shared object). */
export function builtInProductTable(): ProductTable {
  table ??= Object.fromEntries(
    ACCOUNT_TYPES.map((account) => [account, Object.fromEntries(ZONES.map((zone) => [zone, builtInProducts({ zone, account })]))]),
  ) as ProductTable;
  return table;
}
