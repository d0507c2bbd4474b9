// The server side of /signals/{id}: one published signal for an advisor the site counts as one
// (anyone else signs in first; an advisor awaiting approval is told so on /advisor).
import { data, type RouterContextProvider } from "react-router";
import { advisorOnly } from "~/.server/accounts/advisor-only";
import { publishedContentContext } from "~/.server/load-context";
import { findSignal, weightsOn } from "~/.server/signals/signal-pages";
import { firmDay } from "~/.server/firm-day";

export async function loadSignal(request: Request, context: Readonly<RouterContextProvider>, id: string) {
  const { headers } = await advisorOnly(request, context, `/signals/${encodeURIComponent(id)}`);
  const published = context.get(publishedContentContext);
  const signal = findSignal(published, id);
  if (!signal) throw data(null, { status: 404, headers });
  const hasWeights = weightsOn(published, signal.modelId, firmDay()) !== undefined;
  return data({ signal, hasWeights }, { headers });
}
