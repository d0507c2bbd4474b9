// The zone dataset as a body: the built-in tables of app/content (the store's first version) and
// the placement of models a dataset's products make, for the zone drawdown rule.
import { builtInProducts } from "~/content/zone-products";
import { builtInAllocations, builtInZones } from "~/content/zones";
import type { ProductRef, ProductRule } from "~/lib/zone-products";
import { ACCOUNT_TYPES, ZONES, type AccountType, type AllocationTable, type ZoneNumber, type ZoneRecord } from "~/lib/zones";
import type { ZoneDataBody } from "./bodies/zone-data";

type ByZone<T> = Record<`${ZoneNumber}`, T>;

function byZone<T>(make: (zone: ZoneNumber) => T): ByZone<T> {
  return Object.fromEntries(ZONES.map((zone) => [String(zone), make(zone)])) as ByZone<T>;
}

function byAccount<T>(make: (account: AccountType, zone: ZoneNumber) => T): Record<AccountType, ByZone<T>> {
  return { qualified: byZone((zone) => make("qualified", zone)), "non-qualified": byZone((zone) => make("non-qualified", zone)) };
}

/** The built-in zone data as a body: the dataset the zone data service serves without a sheet. */
export function builtInZoneData(): ZoneDataBody {
  return {
    zones: byZone((zone) => ({ ...builtInZones[zone] })),
    allocations: byAccount((account, zone) =>
      builtInAllocations[account][zone].map(({ instrument, percentage, color }) => ({ instrument, percentage, color })),
    ),
    products: byAccount((account, zone) => builtInProducts({ zone, account }).map(({ kind, id, why }) => ({ kind, id, why }))),
  };
}

/** The zone records by number, as the drawdown rule reads them. */
export function zoneTargets(data: ZoneDataBody): Record<number, { zone: ZoneNumber; maxdrawdown: string }> {
  return Object.fromEntries(ZONES.map((zone) => [zone, { zone, maxdrawdown: data.zones[`${zone}`].maxdrawdown }]));
}

/** Where each model and fund is placed: one rule per product and account type, with its zones. */
export function placementsOf(data: ZoneDataBody): ProductRule[] {
  const rules = new Map<string, { kind: ProductRule["kind"]; id: string; zones: ZoneNumber[]; accounts: AccountType[]; why: string }>();
  for (const account of ACCOUNT_TYPES)
    for (const zone of ZONES)
      for (const product of data.products[account][`${zone}`]) {
        const key = `${product.kind}:${product.id}:${account}`;
        const rule = rules.get(key) ?? { kind: product.kind, id: product.id, zones: [], accounts: [account], why: product.why };
        if (!rule.zones.includes(zone)) rule.zones.push(zone);
        rules.set(key, rule);
      }
  return [...rules.values()];
}

/** A zone dataset in the shapes the Zone Navigator's code reads (app/lib/zones.ts), keyed by zone number. */
export function zoneTablesOf(data: ZoneDataBody): {
  zones: Record<ZoneNumber, ZoneRecord>;
  allocations: AllocationTable;
  products: Record<AccountType, Record<ZoneNumber, ProductRef[]>>;
} {
  const zones = Object.fromEntries(ZONES.map((zone) => [zone, { ...data.zones[`${zone}`], zone }])) as Record<ZoneNumber, ZoneRecord>;
  const table = <T, U>(source: Record<AccountType, ByZone<T[]>>, copy: (item: T) => U) =>
    Object.fromEntries(
      ACCOUNT_TYPES.map((account) => [account, Object.fromEntries(ZONES.map((zone) => [zone, source[account][`${zone}`].map(copy)]))]),
    ) as Record<AccountType, Record<ZoneNumber, U[]>>;
  return {
    zones,
    allocations: table(data.allocations, (item) => ({ ...item })),
    products: table(data.products, (product) => ({ ...product })),
  };
}
