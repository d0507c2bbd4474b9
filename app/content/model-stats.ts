// The measures a model is described by, what each one means, and the notes that must stand
// beside them. Every model page and fact sheet shows the same set of measures, in this order,
// with "Not published" where the firm gives no figure.
import type { HypotheticalModelMeasure } from "~/lib/hypothetical";

/**
 * What a figure is. Performance statistics are historical measurements over a period; targets
 * are objectives the model is managed towards. Each kind carries its note.
 */
export type StatKind = "performance" | "target";

export const statInfo = {
  sharpeRatio: {
    label: "Sharpe Ratio",
    kind: "performance",
    definition: "return above the risk-free rate for each unit of volatility taken",
  },
  upCapture: {
    label: "Up-Capture",
    kind: "performance",
    definition: "the share of the benchmark's gains the model captured in rising markets",
  },
  downCapture: {
    label: "Down-Capture",
    kind: "performance",
    definition: "the share of the benchmark's losses the model took in falling markets; lower is better",
  },
  maxDrawdown: {
    label: "Max Drawdown",
    kind: "performance",
    definition: "the largest fall from a peak to a following low",
  },
  targetedReturn: {
    label: "Targeted Return",
    kind: "target",
    definition: "the yearly return the model aims for",
  },
  targetedMaxDrawdown: {
    label: "Targeted Max Drawdown",
    kind: "target",
    definition: "the largest fall from a peak the model is managed to limit, a target that actual declines may exceed",
  },
} as const satisfies Record<string, { label: string; kind: StatKind; definition: string }>;

export type StatKey = keyof typeof statInfo;

/** The measures every model page and fact sheet shows, in order. */
export const MODEL_MEASURES = Object.keys(statInfo) as StatKey[];

/**
 * One published historical statistic; `qualifier` is printed under the value. The targets are
 * hypothetical figures and cannot be written here (app/content/model-targets.server.ts).
 */
export type ModelStat = { key: Exclude<StatKey, HypotheticalModelMeasure>; value: string; qualifier?: string };

/**
 * The period a model's historical statistics cover and the day they were measured (ISO dates),
 * or, for targets, the day the firm stated them.
 */
export type FigureDates = { from?: string; to: string };

export const NOT_PUBLISHED = "Not published";
/** In place of a statistic whose period is not published, or ends before the latest year-end. */
export const BEING_UPDATED = "Being updated";
export const MINIMUM_INVESTMENT = "$1,000";

/** Under every card that shows performance statistics. */
export const performanceNote =
  "Hypothetical statistics of the model portfolio (not of any client account) measured against its benchmark, shown for information only. Past performance does not indicate future results.";

/** Under every card that shows targets. */
export const targetNote = "Targets are objectives, not guarantees or projections; actual results may differ and losses may exceed them.";
/** After targetNote on a card, when its targets are shown. */
export const targetStatedNote = (date: string) => `The firm stated these targets on ${date}.`;

export const notPublishedNote = "Not published: the firm does not publish this figure for this model.";

/** Under every card with a statistic being updated. */
export const beingUpdatedNote =
  "Being updated: a statistic is shown only with its period, as-of date and benchmark, over a period reaching the latest calendar year-end.";

/** All models are rebalanced and monitored monthly (spec section 9). */
export const rebalancingNote = "All models are rebalanced and monitored monthly.";
export const REBALANCING = "Monthly";

/** The words under a figure that name its period and as-of date. */
export const figureDatesCopy = {
  period: (from: string, to: string) => `${from} to ${to}`,
  asOf: (date: string) => `as of ${date}`,
  performanceUnknown: "Period and as-of date not published",
  /** After a statistic's period: "Jan 1, 2016 to Dec 31, 2025, as of Dec 31, 2025, against the S&P 500". */
  benchmark: (name: string) => `against the ${name}`,
  /** Beside statistics that are another model's record. */
  recordOf: (name: string) => `${name}'s record, not this model's own`,
  undated: "Shown once its period, as-of date and benchmark are published",
  stale: (to: string) => `Its period ended ${to}; figures to the latest year-end are being prepared`,
  target: "Target, not a result",
  targetStated: (date: string) => `stated ${date}`,
  /** In place of a target whose day of statement is not published. */
  targetUndated: "Shown once the day the firm stated it is published",
} as const;
