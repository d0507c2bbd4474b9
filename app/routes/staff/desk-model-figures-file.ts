// GET /staff/desk/model-figures/<model>.csv (staff): a model's live figures as the desk's CSV file,
// to edit for the next quarter and load back (docs/model-figures-csv.md). Reading changes nothing.
import { data } from "react-router";
import { modelFiguresCsv } from "~/lib/content-desk/model-figures-csv-export";
import type { Route } from "./+types/desk-model-figures-file";
import { deskAccess } from "./desk-access.server";
import { liveFigures } from "./desk-editor.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { headers, store } = await deskAccess(request, context);
  const id = /^(\d{1,3})\.csv$/.exec(params.file ?? "")?.[1];
  const body = id === undefined ? undefined : (await liveFigures(store))[Number(id)];
  if (!body) throw data(null, { status: 404, headers });
  headers.set("Content-Type", "text/csv; charset=utf-8");
  headers.set("Content-Disposition", `attachment; filename="model-${id}-figures-live.csv"`);
  return new Response(modelFiguresCsv(Number(id), body), { headers });
}
