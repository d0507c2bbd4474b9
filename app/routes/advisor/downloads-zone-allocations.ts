// GET /advisor/downloads/zone-allocations.csv: every zone's allocation for both account types,
// for a signed-in advisor (with the zones' hypothetical targets where the site shows them to them).
import { downloadHeaders } from "~/.server/downloads/download-headers";
import { advisorOnly } from "~/.server/accounts/advisor-only";
import { zoneAllocationsCsv } from "~/.server/downloads/zone-allocations-csv";
import { zoneDataContext } from "~/.server/load-context";
import { firmDay } from "~/.server/firm-day";
import { projectionsOf } from "~/.server/zone-data/projections";
import { downloadsCopy } from "~/content/downloads";
import type { Route } from "./+types/downloads-zone-allocations";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { headers: passOn, advisor } = await advisorOnly(request, context);
  const csv = await zoneAllocationsCsv(context.get(zoneDataContext), projectionsOf(advisor));
  const headers = downloadHeaders("text/csv; charset=utf-8", downloadsCopy.allocationsFile(firmDay(new Date())), passOn);
  return new Response(csv, { status: 200, headers });
}
