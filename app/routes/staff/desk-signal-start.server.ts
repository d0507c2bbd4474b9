// A new signal's starting point: `?model=3` on /staff/desk/new/signal fills the model and its
// trades from its newest published weights (its newest signal's, even one that takes effect
// later, or its published holdings when newer), before and after the same, so the editor
// changes only what trades.
import type { RouterContextProvider } from "react-router";
import type { SignalStart } from "~/components/desk/types";
import { publishedContentContext } from "~/.server/load-context";
import { weightsOn } from "~/.server/signals/signal-pages";
import { modelIds } from "~/content/model-basics";
import { tradeLine } from "~/lib/schemas/desk-signal";

const LAST_DAY = "9999-12-31";

export function signalStart(
  request: Request,
  context: Readonly<RouterContextProvider>,
): { start: SignalStart | null; values: Record<string, string> } {
  const asked = Number(new URL(request.url).searchParams.get("model"));
  if (!modelIds.some((id) => id === asked)) return { start: null, values: {} };
  // The newest weights published, whether in force yet or from a later day: a signal after it starts there.
  const weights = weightsOn(context.get(publishedContentContext), asked, LAST_DAY);
  if (!weights) return { start: { model: asked, asOf: null }, values: { model: String(asked) } };
  const trades = weights.positions.map(({ ticker, name, weight }) => {
    const held = Number(weight.toFixed(4));
    return tradeLine({ ticker, name, before: held, after: held });
  });
  return { start: { model: asked, asOf: weights.asOf }, values: { model: String(asked), trades: trades.join("\n") } };
}
