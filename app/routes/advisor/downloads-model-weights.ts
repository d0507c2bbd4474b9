// GET /advisor/downloads/models/3/weights.csv: the model's target weights in force on the firm's day for a
// rebalancing program (ticker, name, weight, as_of: docs/weights-csv.md), for a signed-in advisor.
import { advisorOnly } from "~/.server/accounts/advisor-only";
import { downloadHeaders, plainText } from "~/.server/downloads/download-headers";
import { publishedContentContext } from "~/.server/load-context";
import { weightsCsv } from "~/.server/signals/signal-pages";
import { firmDay } from "~/.server/firm-day";
import { downloadsCopy } from "~/content/downloads";
import { signalPageCopy } from "~/content/signals";
import type { Route } from "./+types/downloads-model-weights";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { headers: passOn } = await advisorOnly(request, context);
  const published = context.get(publishedContentContext);
  const model = /^\d{1,4}$/.test(params.model) ? published.models.find((candidate) => candidate.id === Number(params.model)) : undefined;
  if (!model) return plainText(404, downloadsCopy.unknownModel);
  const file = weightsCsv(published, model.id, firmDay());
  if (!file) return plainText(404, signalPageCopy.noWeights);
  return new Response(file.csv, {
    status: 200,
    headers: downloadHeaders("text/csv; charset=utf-8", signalPageCopy.weightsFile(model.id, file.asOf), passOn),
  });
}
