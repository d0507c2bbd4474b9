// A new signal's starting point: `?model=3` on /staff/desk/new/signal fills the model and its
// trades from the weights in force today (the newest signal that took effect, or the model's
// published holdings), before and after the same, so the editor changes only what trades.
import type { RouterContextProvider } from "react-router";
import type { SignalStart } from "~/components/desk/types";
import { firmDay } from "~/.server/firm-day";
import { publishedContentContext } from "~/.server/load-context";
import { weightsOn } from "~/.server/signals/signal-pages";
import { modelIds } from "~/content/model-basics";
import { tradeLine } from "~/lib/schemas/desk-signal";

export function signalStart(
  request: Request,
  context: Readonly<RouterContextProvider>,
): { start: SignalStart | null; values: Record<string, string> } {
  const asked = Number(new URL(request.url).searchParams.get("model"));
  if (!modelIds.some((id) => id === asked)) return { start: null, values: {} };
  const weights = weightsOn(context.get(publishedContentContext), asked, firmDay());
  if (!weights) return { start: { model: asked, asOf: null }, values: { model: String(asked) } };
  const trades = weights.positions.map(({ ticker, name, weight }) => {
    const held = Number(weight.toFixed(4));
    return tradeLine({ ticker, name, before: held, after: held });
  });
  return { start: { model: asked, asOf: weights.asOf }, values: { model: String(asked), trades: trades.join("\n") } };
}
