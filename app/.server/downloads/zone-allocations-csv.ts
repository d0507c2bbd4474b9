// Every zone's allocation for both account types in one file: one row per zone, account type
// and instrument, from the zone-data service (the live sheet when one is configured), each with
// the version of the data, the day it stands as of (YYYY-MM-DD) and the firm's products that
// implement the line (the built-in tables' mapping; a sheet's lines name none). Each row names its
// zone's category and, for a reader the site shows them to, the zone's hypothetical targets, with
// their basis in the column's name; for any other reader those cells are empty.
import { loadViews } from "~/.server/zone-data/views";
import type { ZoneDataService } from "~/.server/zone-data/service";
import type { Projections } from "~/.server/zone-data/projections";
import { allocationLinesCopy } from "~/content/allocation-lines";
import { zoneCategoryLegend } from "~/content/zones";
import { toCsv } from "~/lib/csv";
import { ACCOUNT_TYPES, ZONES, zoneCategory } from "~/lib/zones";

export const ZONE_ALLOCATIONS_HEADER = [
  "zone",
  "account_type",
  "risk_level",
  "time_horizon",
  "category",
  "expected_return_target_per_year_gross_of_fees_hypothetical",
  "max_drawdown_target_gross_of_fees_hypothetical",
  "instrument",
  "percentage",
  "data_version",
  "data_as_of",
  "firm_products",
] as const;

export async function zoneAllocationsCsv(service: ZoneDataService, projections: Projections): Promise<string> {
  const selections = ZONES.flatMap((zone) => ACCOUNT_TYPES.map((account) => ({ zone, account })));
  const views = await loadViews(selections, service);
  const rows = views.flatMap(({ selection, zone, allocation, dataVersion, dataAsOf }) =>
    allocation.map((item) => [
      selection.zone,
      selection.account,
      zone.risklevel,
      zone.timehorizon,
      zoneCategoryLegend[zoneCategory(selection.zone)].name,
      projections === "shown" ? zone.expectedreturn : "",
      projections === "shown" ? zone.maxdrawdown : "",
      item.instrument,
      item.percentage,
      dataVersion,
      dataAsOf,
      allocationLinesCopy.csvCell(item.firmProducts),
    ]),
  );
  return toCsv([ZONE_ALLOCATIONS_HEADER, ...rows]);
}
