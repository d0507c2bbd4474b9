// What /signals lists to an advisor, /signals/{id} shows, and the files a rebalancing program
// reads: a model's current target weights and a signal's trades as CSV (docs/weights-csv.md).
import { firmDay } from "~/.server/firm-day";
import type { PublishedContent, PublishedSignal } from "~/lib/content-desk/contract";
import { toCsv } from "~/lib/csv";
import { markdownToHtml } from "./markdown-mail";
import { modelNameOf } from "./signal-mail";

/** What the signal pages, downloads and the following section read of the published snapshot. */
export type PublishedSignals = Pick<PublishedContent, "models" | "signals" | "holdings">;

export type SignalSummary = {
  id: string;
  modelId: number;
  modelName: string;
  title: string;
  effectiveDate: string;
  publishedAt: string;
  /** The firm's day (YYYY-MM-DD) it was first published, as advisors read it. */
  publishedOn: string;
  /** The firm's day the version shown was published, when it revises an earlier one. */
  revisedOn?: string;
};

export type SignalView = SignalSummary & {
  trades: PublishedSignal["trades"];
  /** The reasoning's Markdown as safe HTML (markdown-mail.ts). */
  reasoningHtml: string;
};

/** The signals of `modelId` (all when unset), newest first. */
export function listSignals(published: PublishedSignals, modelId?: number): SignalSummary[] {
  return published.signals
    .filter((signal) => modelId === undefined || signal.modelId === modelId)
    .toSorted((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.id.localeCompare(a.id))
    .map(summaryOf);
}

const summaryOf = (signal: PublishedSignal): SignalSummary => ({
  id: signal.id,
  modelId: signal.modelId,
  modelName: modelNameOf(signal.modelId),
  title: signal.title,
  effectiveDate: signal.effectiveDate,
  publishedAt: signal.publishedAt,
  publishedOn: firmDay(new Date(signal.firstPublishedAt ?? signal.publishedAt)),
  ...(signal.firstPublishedAt ? { revisedOn: firmDay(new Date(signal.publishedAt)) } : {}),
});

export function findSignal(published: PublishedSignals, id: string): SignalView | undefined {
  const signal = published.signals.find((candidate) => candidate.id === id);
  return signal ? { ...summaryOf(signal), trades: signal.trades, reasoningHtml: markdownToHtml(signal.reasoning) } : undefined;
}

/** The signals published after `since` (every one when unset), newest first. */
export function signalsSince(published: PublishedSignals, since: Date | null): SignalSummary[] {
  return listSignals(published).filter((signal) => since === null || new Date(signal.publishedAt) > since);
}

/** The newest signal of each model published after `since`, by model. */
export function modelChangesSince(published: PublishedSignals, since: Date): Map<number, SignalSummary> {
  const changes = new Map<number, SignalSummary>();
  for (const signal of signalsSince(published, since)) if (!changes.has(signal.modelId)) changes.set(signal.modelId, signal);
  return changes;
}

export const WEIGHTS_HEADER = ["ticker", "name", "weight", "as_of"] as const;
export const TRADES_HEADER = ["ticker", "name", "weight_before", "weight_after", "effective_date", "model_id"] as const;

/** A weight as the files write it: percent with at most four decimals, a dot for the decimal point. */
const weightText = (weight: number) => String(Number(weight.toFixed(4)));

/** A model's weights with the day they took effect. */
type Weights = PublishedSignals["holdings"][number];

/**
 * The model's target weights in force on `day` (YYYY-MM-DD): those of its newest signal that has
 * taken effect by then, or those its figures state when they are newer. A signal that takes effect
 * later changes nothing yet: a rebalancing program reading the file must not trade early.
 */
export function weightsOn(published: PublishedSignals, modelId: number, day: string): Weights | undefined {
  const stated = published.holdings[modelId];
  // Newest first by the day each takes effect.
  const signal = published.signals.find((candidate) => candidate.modelId === modelId && candidate.effectiveDate <= day);
  const current =
    signal && !(stated && stated.asOf > signal.effectiveDate)
      ? {
          asOf: signal.effectiveDate,
          positions: signal.trades.filter((trade) => trade.after > 0).map(({ ticker, name, after }) => ({ ticker, name, weight: after })),
        }
      : stated;
  return current && current.positions.length > 0 ? current : undefined;
}

/** The model's target weights in force on `day` as CSV, or undefined when none are. */
export function weightsCsv(published: PublishedSignals, modelId: number, day: string): { csv: string; asOf: string } | undefined {
  const weights = weightsOn(published, modelId, day);
  if (!weights) return undefined;
  const rows = weights.positions.map((position) => [position.ticker, position.name, weightText(position.weight), weights.asOf]);
  return { csv: toCsv([WEIGHTS_HEADER, ...rows]), asOf: weights.asOf };
}

export function tradesCsv(signal: PublishedSignal): string {
  const rows = signal.trades.map((trade) => [
    trade.ticker,
    trade.name,
    weightText(trade.before),
    weightText(trade.after),
    signal.effectiveDate,
    signal.modelId,
  ]);
  return toCsv([TRADES_HEADER, ...rows]);
}
