// A model's facts as its page and its fact sheet show them, assembled once so the two say the
// same: the key facts, the same six measures for every model (each naming its period and as-of
// date, or "Not published"), its performance when the firm publishes it, the zones it fits, the
// ETFs it holds and the notes that go with its figures. Its targets are hypothetical figures:
// a reader who is not shown them (app/lib/hypothetical.ts) gets none of them, only the word
// that they are for signed-in advisors.
import { accountTypeCopy } from "~/content/zones";
import { assumptionsLink, feeBasisCopy, modelTargetAssumptions, yearlyTargetLabel } from "~/content/hypothetical";
import { withheldFigures } from "~/content/withheld-figures";
import { categoryLabels, etfPath, factSheetPath, modelPath } from "~/content/model-basics";
import { modelPage as copy } from "~/content/models-page";
import { statKinds, type InvestmentModel } from "~/content/models";
import { modelNames } from "~/content/product-names";
import { performanceState, statsState, type FigureState } from "~/lib/compliance/figures";
import {
  BEING_UPDATED,
  beingUpdatedNote,
  figureDatesCopy as dates,
  MODEL_MEASURES,
  NOT_PUBLISHED,
  notPublishedNote,
  performanceNote,
  REBALANCING,
  rebalancingNote,
  statInfo,
  targetNote,
  type StatKind,
} from "~/content/model-stats";
import { zoneProductRules } from "~/content/zone-products";
import { formatDate } from "~/lib/format-date";
import { presentFigures, type PresentedFigure } from "~/lib/hypothetical";
import type { Projections } from "~/lib/zone-projections";
import type { PublishedContent } from "~/lib/content-desk/contract";
import { exampleContent } from "~/.server/published/example-content";
import { publishedTargets } from "~/.server/published/published";
import { orderedRows, returnText, type PerformancePeriod } from "~/lib/model-performance";
import { zoneRuns, zonesOf } from "~/lib/zone-products";
import { zoneSearch, type AccountType, type ZoneNumber } from "~/lib/zones";

export type Measure = {
  label: string;
  kind: StatKind;
  /** The figure, "Not published", or "Being updated" (its period not published or before the latest year-end). */
  value: string;
  published: boolean;
  updating?: boolean;
  qualifier?: string;
  /** Its period and as-of date, or what is not published of them; none for a figure not published. */
  dates?: string;
  /** A hypothetical figure (a target): where its assumptions are; `withheld` when the reader is not shown it. */
  hypothetical?: { assumptionsHref: string; withheld: boolean };
};

export type ModelFacts = {
  id: number;
  name: string;
  description: string;
  categoryLabel: string;
  category: InvestmentModel["category"];
  facts: { label: string; value: string }[];
  riskNote?: string;
  measures: Measure[];
  performance?: {
    caption: string;
    asOf: string;
    feeNote: string;
    rows: { period: PerformancePeriod; net: string; gross: string; benchmark: string }[];
  };
  zones: { account: AccountType; label: string; zones: { zone: ZoneNumber; href: string }[] }[];
  /** Each placement of the model in the zones, with the line that says why it fits there. */
  placements: { where: string; why: string }[];
  etfs: { ticker: string; name: string; href: string }[];
  /** The firm publishes returns, but not yet to the latest year-end (or not as the rule asks). */
  performanceUpdating: boolean;
  /** The model publishes returns, and this reader is not shown hypothetical figures. */
  performanceWithheld: boolean;
  notes: string[];
  /** What the model's targets rest on; empty for a model without targets. */
  assumptions: readonly string[];
  /** Whether the reader is shown the model's targets (a model without targets: "shown"). */
  projections: Projections;
  factSheetHref: string;
};

function measureDates(model: InvestmentModel, kind: StatKind, state: FigureState): string {
  if (kind === "target") return `${dates.target}; ${dates.targetStated(formatDate(model.targetsStated!))}`;
  const range = model.statsDates;
  if (state === "undated" || !range?.from || !model.statsBenchmark) return dates.undated;
  if (state === "stale") return dates.stale(formatDate(range.to));
  return `${dates.period(formatDate(range.from), formatDate(range.to))}, ${dates.asOf(formatDate(range.to))}, ${dates.benchmark(model.statsBenchmark)}`;
}

/**
 * How a model's statistics may be shown on a card: whether they are being updated, and the line
 * naming their period, as-of date and benchmark when they are shown.
 */
export function statsShown(model: InvestmentModel, now = new Date()): { updating: boolean; dates?: string } {
  const state = statsState(model, now);
  if (state === "none") return { updating: false };
  const record = model.recordOf ? `; ${dates.recordOf(modelNames[model.recordOf])}` : "";
  return { updating: state !== "current", dates: `${measureDates(model, "performance", state)}${record}` };
}

/** Where a model's targets' assumptions are: the section of its own page. */
export const modelAssumptionsHref = (id: number) => `${modelPath(id)}#${assumptionsLink.modelSectionId}`;

/** A model's targets for a reader: with their fee basis and assumptions, or withheld. */
export function modelTargetsFor(
  model: Pick<InvestmentModel, "id">,
  projections: Projections,
  content: Pick<PublishedContent, "modelTargets"> = exampleContent(),
) {
  return presentFigures(publishedTargets(content, model.id), projections, modelAssumptionsHref(model.id));
}

/** What is said beside a target shown: its basis, and for the targeted return (a yearly figure) its period, as the zones' expected return. */
export function targetQualifier(figure: Extract<PresentedFigure, { shown: true }>): string {
  return figure.key === "targetedReturn" ? yearlyTargetLabel(figure.basis) : feeBasisCopy.label[figure.basis];
}

/** A hypothetical figure (a target, a return or a statistic of the model) for a reader not shown them. */
const withheldMeasure = (model: Pick<InvestmentModel, "id">): Omit<Measure, "label" | "kind"> => ({
  value: withheldFigures.value,
  published: false,
  qualifier: withheldFigures.note,
  hypothetical: { assumptionsHref: modelAssumptionsHref(model.id), withheld: true },
});

function targetMeasure(model: InvestmentModel, figure: PresentedFigure): Omit<Measure, "label" | "kind"> {
  if (!figure.shown) return withheldMeasure(model);
  // A target appears with the day the firm stated it, or not at all (the cautious reading).
  if (!model.targetsStated) return { value: NOT_PUBLISHED, published: false, dates: dates.targetUndated };
  return {
    value: figure.value,
    published: true,
    qualifier: targetQualifier(figure),
    dates: measureDates(model, "target", "current"),
    hypothetical: { assumptionsHref: figure.assumptionsHref, withheld: false },
  };
}

/** What a model's facts draw on besides the model: the published funds (their names) and targets. */
export type FactsContent = Pick<PublishedContent, "funds" | "modelTargets">;

/**
 * `now`: the day the page or sheet is made; `content`: what is published (the example content
 * by default). A statistic is shown only with its period, as-of
 * date and benchmark, over a period reaching the latest calendar year-end; otherwise it is
 * "Being updated" (app/lib/compliance/figures.ts; the content check names it).
 */
export function modelFacts(
  model: InvestmentModel,
  projections: Projections,
  now = new Date(),
  content: FactsContent = exampleContent(),
): ModelFacts {
  const targets = modelTargetsFor(model, projections, content);
  const state = statsState(model, now);
  const measures = MODEL_MEASURES.map((key): Measure => {
    const { label, kind } = statInfo[key];
    const target = targets.find((candidate) => candidate.key === key);
    if (target) return { label, kind, ...targetMeasure(model, target) };
    const stat = model.stats.find((candidate) => candidate.key === key);
    if (!stat) return { label, kind, value: NOT_PUBLISHED, published: false };
    // The model portfolio's statistics are hypothetical: withheld with its targets (ADR 0032).
    if (kind === "performance" && projections === "hidden") return { label, kind, ...withheldMeasure(model) };
    const updating = kind === "performance" && state !== "current";
    return {
      label,
      kind,
      value: updating ? BEING_UPDATED : stat.value,
      published: !updating,
      updating,
      qualifier: updating
        ? undefined
        : kind === "performance" && model.recordOf
          ? [stat.qualifier, dates.recordOf(modelNames[model.recordOf])].filter(Boolean).join("; ")
          : stat.qualifier,
      dates: measureDates(model, kind, state),
    };
  });
  const kinds = statKinds(model, targets);
  const withheld = projections === "hidden" && model.performance !== undefined;
  const performance = !withheld && performanceState(model.performance, now) === "current" ? model.performance : undefined;
  return {
    id: model.id,
    name: model.name,
    description: model.description,
    category: model.category,
    categoryLabel: categoryLabels[model.category],
    facts: [
      { label: copy.facts.category, value: categoryLabels[model.category] },
      { label: copy.facts.riskLevel, value: model.riskLevel ?? NOT_PUBLISHED },
      ...(model.objective ? [{ label: copy.facts.objective, value: model.objective }] : []),
      { label: copy.facts.minimum, value: model.minimumInvestment },
      { label: copy.facts.rebalancing, value: REBALANCING },
    ],
    riskNote: model.riskNote,
    measures,
    performance: performance && {
      caption: copy.performanceTable(performance.benchmark),
      asOf: copy.performanceAsOf(formatDate(performance.asOf), formatDate(performance.inception)),
      feeNote: performance.feeNote,
      rows: orderedRows(performance).map((row) => ({
        period: row.period,
        net: returnText(row.net),
        gross: returnText(row.gross),
        benchmark: returnText(row.benchmark),
      })),
    },
    zones: zonesOf(zoneProductRules, "model", String(model.id)).map(({ account, zones }) => ({
      account,
      label: accountTypeCopy[account].label,
      zones: zones.map((zone) => ({ zone, href: `/zone-navigator${zoneSearch({ zone, account })}` })),
    })),
    placements: zoneProductRules
      .filter((rule) => rule.kind === "model" && rule.id === String(model.id))
      .map((rule) => ({
        where: copy.placement(
          zoneRuns(rule.zones),
          rule.accounts ? rule.accounts.map((account) => accountTypeCopy[account].label).join(", ") : copy.bothAccounts,
        ),
        why: rule.why,
      })),
    performanceUpdating: !!model.performance && !performance && !withheld,
    performanceWithheld: withheld,
    etfs: (model.etfs ?? []).flatMap((ticker) =>
      content.funds.filter((fund) => fund.ticker === ticker).map((fund) => ({ ticker, name: fund.name, href: etfPath(ticker) })),
    ),
    notes: [
      ...measures
        .filter((measure) => measure.published || measure.hypothetical)
        .map((measure) => `${measure.label}: ${statInfo[MODEL_MEASURES[measures.indexOf(measure)]!].definition}.`),
      ...(measures.some((measure) => measure.kind === "performance" && measure.published) ? [performanceNote] : []),
      ...(kinds.has("target") ? [targetNote] : []),
      ...(measures.some((measure) => measure.updating) ? [beingUpdatedNote] : []),
      ...(measures.some((measure) => !measure.published && !measure.updating && !measure.hypothetical) ? [notPublishedNote] : []),
      rebalancingNote,
    ],
    assumptions: targets.length > 0 ? modelTargetAssumptions : [],
    // "hidden" when this reader is kept from a figure the model publishes (the page says so once).
    projections: withheld || measures.some((measure) => measure.hypothetical?.withheld) ? "hidden" : "shown",
    factSheetHref: factSheetPath(model.id),
  };
}
