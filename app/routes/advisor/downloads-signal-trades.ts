// GET /advisor/downloads/signals/{id}/trades.csv: a signal's trades (each position's weight
// before and after, docs/weights-csv.md), for a signed-in advisor.
import { advisorOnly } from "~/.server/accounts/advisor-only";
import { downloadHeaders, plainText } from "~/.server/downloads/download-headers";
import { publishedContentContext } from "~/.server/load-context";
import { tradesCsv } from "~/.server/signals/signal-pages";
import { signalPageCopy } from "~/content/signals";
import type { Route } from "./+types/downloads-signal-trades";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { headers: passOn } = await advisorOnly(request, context);
  const signal = context.get(publishedContentContext).signals.find((candidate) => candidate.id === params.signal);
  if (!signal) return plainText(404, signalPageCopy.notFound);
  const filename = signalPageCopy.tradesFile(signal.id.replace(/[^\w-]/g, "_"));
  return new Response(tradesCsv(signal), { status: 200, headers: downloadHeaders("text/csv; charset=utf-8", filename, passOn) });
}
