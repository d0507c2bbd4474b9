// Every zone's allocation for both account types in one file: one row per zone, account type
// and instrument, from the zone-data service (the live sheet when one is configured), each with
// the version of the data, the day it stands as of (YYYY-MM-DD) and the firm's products that
// implement the line (the built-in tables' mapping; a sheet's lines name none).
import { loadViews } from "~/.server/zone-data/views";
import type { ZoneDataService } from "~/.server/zone-data/service";
import { allocationLinesCopy } from "~/content/allocation-lines";
import { toCsv } from "~/lib/csv";
import { ACCOUNT_TYPES, ZONES } from "~/lib/zones";

export const ZONE_ALLOCATIONS_HEADER = [
  "zone",
  "account_type",
  "risk_level",
  "time_horizon",
  "instrument",
  "percentage",
  "data_version",
  "data_as_of",
  "firm_products",
] as const;

export async function zoneAllocationsCsv(service: ZoneDataService): Promise<string> {
  const selections = ZONES.flatMap((zone) => ACCOUNT_TYPES.map((account) => ({ zone, account })));
  const views = await loadViews(selections, service);
  const rows = views.flatMap(({ selection, zone, allocation, dataVersion, dataAsOf }) =>
    allocation.map((item) => [
      selection.zone,
      selection.account,
      zone.risklevel,
      zone.timehorizon,
      item.instrument,
      item.percentage,
      dataVersion,
      dataAsOf,
      allocationLinesCopy.csvCell(item.firmProducts),
    ]),
  );
  return toCsv([ZONE_ALLOCATIONS_HEADER, ...rows]);
}
