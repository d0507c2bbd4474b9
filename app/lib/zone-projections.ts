// A zone's projections (its hypothetical expected return and max drawdown) as a reader is
// given them: shown, or hidden (ZONE_PROJECTIONS=advisors, for anyone but a signed-in
// verified advisor). A hidden profile has no such fields at all, so no component can print
// one, and nothing of them reaches the page's HTML or data. Pure functions, no I/O: the
// server decides who sees what (app/.server/zone-data/projections.ts).
import type { ZoneProduct } from "~/lib/zone-products";
import {
  builtInAllocation,
  type AccountType,
  type AllocationTable,
  type ZoneNumber,
  type ZoneRecord,
  type ZoneSelection,
  type ZoneView,
} from "~/lib/zones";

export type Projections = "shown" | "hidden";

/** What every reader sees of a zone. */
export type ZoneFacts = Pick<ZoneRecord, "zone" | "risklevel" | "timehorizon">;

/** A zone as a reader is given it; check `projections` before reading a projection. */
export type ZoneProfile = (ZoneRecord & { projections: "shown" }) | (ZoneFacts & { projections: "hidden" });

/** A view as a reader is given it. */
export type PresentedView = Omit<ZoneView, "zone"> & { zone: ZoneProfile };

export function zoneFacts({ zone, risklevel, timehorizon }: ZoneRecord | ZoneProfile): ZoneFacts {
  return { zone, risklevel, timehorizon };
}

/** A zone record for a reader: every field listed by name, so nothing unlisted is passed on. */
export function zoneProfile(record: ZoneRecord, projections: Projections): ZoneProfile {
  if (projections === "hidden") return { ...zoneFacts(record), projections };
  return { ...zoneFacts(record), expectedreturn: record.expectedreturn, maxdrawdown: record.maxdrawdown, projections };
}

/** The view with its projections. */
export function withProjections(view: ZoneView): PresentedView {
  return { ...view, zone: zoneProfile(view.zone, "shown") };
}

/**
 * The view without its projections. A live sheet's data version is a hash of that one view's
 * answers, projections included: with every other field known, the two short figures could
 * be found by trying candidates against it, so a hidden sheet view carries no version. The
 * built-in data's version hashes all ten zones at once and is kept.
 */
export function withoutProjections(view: ZoneView): PresentedView {
  return {
    selection: view.selection,
    zone: zoneProfile(view.zone, "hidden"),
    allocation: view.allocation,
    products: view.products,
    notices: view.notices,
    source: view.source,
    dataVersion: view.source === "built-in" ? view.dataVersion : "",
    dataAsOf: view.dataAsOf,
  };
}

export function presentView(view: ZoneView, projections: Projections): PresentedView {
  return projections === "shown" ? withProjections(view) : withoutProjections(view);
}

/**
 * The built-in tables as the browser gets them (ZONE_TABLES_PATH, asked for once the Zone
 * Navigator is idle), so a zone switch needs no server: about 11 KB of JSON, with the
 * projections only when the reader sees them.
 */
export type BuiltInTables = {
  zones: Record<ZoneNumber, ZoneProfile>;
  allocations: AllocationTable;
  products: Record<AccountType, Record<ZoneNumber, ZoneProduct[]>>;
  dataVersion: string;
  dataAsOf: string;
};

export const ZONE_TABLES_PATH = "/zone-navigator/tables.json";

export function presentTables(
  zones: Record<ZoneNumber, ZoneRecord>,
  allocations: AllocationTable,
  products: BuiltInTables["products"],
  dataset: Pick<BuiltInTables, "dataVersion" | "dataAsOf">,
  projections: Projections,
): BuiltInTables {
  const presented = Object.fromEntries(Object.values(zones).map((record) => [record.zone, zoneProfile(record, projections)]));
  return { zones: presented as Record<ZoneNumber, ZoneProfile>, allocations, products, ...dataset };
}

/** A view of the built-in tables, computed where they are (the browser, after a zone switch). */
export function viewFromTables(tables: BuiltInTables, selection: ZoneSelection): PresentedView {
  return {
    selection,
    zone: tables.zones[selection.zone],
    allocation: builtInAllocation(tables.allocations, selection),
    products: tables.products[selection.account][selection.zone],
    notices: [],
    source: "built-in",
    dataVersion: tables.dataVersion,
    dataAsOf: tables.dataAsOf,
  };
}
