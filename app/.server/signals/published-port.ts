// What the signal pages, downloads and the following section read of the published snapshot.
// The publishing desk's store hands routes the whole snapshot as `publishedContentContext`
// (app/.server/load-context.ts, PublishedContent); until it is wired in, this port stands for
// it with the same shape and the example content of app/content (no signal, no holdings yet).
// Integration: replace `signalsContext` in `readPublished` by `publishedContentContext`.
import { createContext, type RouterContextProvider } from "react-router";
import { investmentModels } from "~/content/models";
import type { PublishedContent } from "~/lib/content-desk/contract";

export type PublishedSignals = Pick<PublishedContent, "models" | "signals" | "holdings">;

const example: PublishedSignals = { models: investmentModels, signals: [], holdings: {} };

/** The published signals, models and holdings (the example content when nothing set it). */
export const signalsContext = createContext<PublishedSignals>(example);

export function readPublished(context: Readonly<RouterContextProvider>): PublishedSignals {
  return context.get(signalsContext);
}
