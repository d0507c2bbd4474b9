// No figure without its period: a model's statistics (Sharpe ratio, capture, drawdown) are shown
// only with the start and end of the period they measure, the day they are as of and the
// benchmark; returns only net beside gross (model-performance.ts). A period must end no earlier
// than the latest calendar year-end; older figures are "being updated", not shown. One model's
// figures are never shown as another's without saying whose they are.
import { performanceProblems, type ModelPerformance } from "~/lib/model-performance";
import { isIsoDate, latestYearEnd } from "./dates";
import type { Finding } from "./findings";

/** A model's figures as the content holds them (app/content/models.ts). */
export type ModelFigures = {
  id: number;
  name: string;
  stats: readonly { key: string; value: string }[];
  /** The period the statistics measure: `to` is also the day they are as of. */
  statsDates?: { from?: string; to: string };
  /** The benchmark the statistics are measured against. */
  statsBenchmark?: string;
  /** The model whose record the statistics are, when not the model's own. */
  recordOf?: number;
  performance?: ModelPerformance;
};

/** The statistics that measure a past period (the others are targets). */
export const PERIOD_STATS: readonly string[] = ["sharpeRatio", "upCapture", "downCapture", "maxDrawdown"];

/**
 * Whether a model's statistics may be shown: `current` with a full period, as-of date and
 * benchmark reaching the latest year-end; `undated` without them; `stale` before that year-end;
 * `none` when the model has no such statistics.
 */
export type FigureState = "current" | "undated" | "stale" | "none";

export function statsState(model: ModelFigures, now: Date): FigureState {
  if (!model.stats.some((stat) => PERIOD_STATS.includes(stat.key))) return "none";
  const dates = model.statsDates;
  if (!dates || !isIsoDate(dates.from) || !isIsoDate(dates.to) || dates.from >= dates.to || !model.statsBenchmark?.trim()) return "undated";
  return dates.to < latestYearEnd(now) ? "stale" : "current";
}

/** Whether a model's returns may be shown: sound as the rule asks, and as of the latest year-end. */
export function performanceState(performance: ModelPerformance | undefined, now: Date): FigureState {
  if (!performance) return "none";
  if (performanceProblems(performance).length > 0) return "undated";
  return performance.asOf < latestYearEnd(now) ? "stale" : "current";
}

const named = (model: ModelFigures) => `${model.name} (model ${model.id})`;

/** `labels`: the statistics' names as pages show them ("Sharpe Ratio"), for the messages. */
export function figureFindings(
  models: readonly ModelFigures[],
  now: Date,
  labels: Readonly<Record<string, string>> = {},
  where = "app/content/models.ts › investmentModels",
): Finding[] {
  const findings: Finding[] = [];
  const yearEnd = latestYearEnd(now);
  models.forEach((model, index) => {
    const at = `${where}[${index}]`;
    const stats = model.stats.filter((stat) => PERIOD_STATS.includes(stat.key)).map((stat) => labels[stat.key] ?? stat.key);
    const state = statsState(model, now);
    if (state === "undated")
      findings.push({
        rule: "figure-period",
        where: `${at}.statsDates`,
        message: `${named(model)}: ${stats.join(", ")} lack their period (start and end), as-of date or benchmark (statsDates, statsBenchmark); the site shows them as being updated until they are supplied.`,
      });
    if (state === "stale")
      findings.push({
        rule: "stale-figure",
        where: `${at}.statsDates.to`,
        message: `${named(model)}: the statistics end ${model.statsDates?.to}, before the latest calendar year-end ${yearEnd}; the site shows them as being updated.`,
      });
    if (model.performance) {
      for (const problem of performanceProblems(model.performance))
        findings.push({ rule: "figure-period", where: `${at}.performance`, message: `${named(model)}: ${problem}.` });
      if (performanceState(model.performance, now) === "stale")
        findings.push({
          rule: "stale-figure",
          where: `${at}.performance.asOf`,
          message: `${named(model)}: the returns are as of ${model.performance.asOf}, before the latest calendar year-end ${yearEnd}; the site shows them as being updated.`,
        });
    }
  });
  return findings;
}

/** The statistics of a model as one comparable text: "maxDrawdown=-36.88%|upCapture=147%". */
function signature(model: ModelFigures): string {
  return model.stats
    .filter((stat) => PERIOD_STATS.includes(stat.key))
    .map((stat) => `${stat.key}=${stat.value.trim()}`)
    .sort()
    .join("|");
}

/**
 * Two models showing the same statistics: the later one borrows the earlier one's record, and
 * must say so (`recordOf`, printed beside the figures) or show none.
 */
export function borrowedRecordFindings(models: readonly ModelFigures[], where = "app/content/models.ts › investmentModels"): Finding[] {
  const findings: Finding[] = [];
  models.forEach((model, index) => {
    const own = signature(model);
    if (!own) return;
    const lender = models.slice(0, index).find((other) => signature(other) === own);
    if (lender && model.recordOf !== lender.id)
      findings.push({
        rule: "borrowed-record",
        where: `${where}[${index}].stats`,
        message: `${named(model)} shows the same statistics as ${named(lender)} as its own: set recordOf: ${lender.id} so the page says whose record they are, or remove them.`,
      });
    if (model.recordOf !== undefined && !models.some((other) => other.id === model.recordOf))
      findings.push({
        rule: "borrowed-record",
        where: `${where}[${index}].recordOf`,
        message: `${named(model)}: recordOf names no model.`,
      });
  });
  return findings;
}
