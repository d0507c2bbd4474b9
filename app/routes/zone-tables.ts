// GET /zone-navigator/tables.json: the built-in tables the Zone Navigator draws any zone from in
// the browser, asked for once its page is idle rather than sent inside it: the first paint does
// not read them, and with them the page took a second round trip on a slow link (ADR 0026).
// Projections only for a reader who sees them, cached for visitors as the pages are.
import { builtInTablesFor, projectionsFor, projectionsHeaders } from "~/.server/zone-data/projections";
import { builtInTablesCacheControl } from "~/.server/zone-data/reuse";
import type { Route } from "./+types/zone-tables";

export async function loader({ request, context }: Route.LoaderArgs) {
  const decision = await projectionsFor(request, context);
  const headers = projectionsHeaders(decision, builtInTablesCacheControl);
  headers.set("Content-Type", "application/json; charset=utf-8");
  return new Response(JSON.stringify(builtInTablesFor(decision.projections)), { headers });
}
