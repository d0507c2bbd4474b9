// The words every hypothetical figure carries (a zone's expected return and max drawdown, a
// model's targeted return and targeted max drawdown): the fee basis it is stated on, and the
// link to its assumptions. Which figures are hypothetical, and who sees them, is one rule:
// app/lib/hypothetical.ts.
import type { FeeBasis } from "~/lib/hypothetical";

export const feeBasisCopy = {
  /** Under a figure: "Hypothetical, net of fees". */
  label: { net: "Hypothetical, net of fees", gross: "Hypothetical, gross of fees" },
  /** In running text or a table cell. */
  short: { net: "net of fees", gross: "gross of fees" },
} as const satisfies Record<string, Record<FeeBasis, string>>;

/**
 * The fee basis of the zones' expected return and max drawdown: the example targets are set
 * before advisory fees, taxes and fund expenses (the assumptions say these reduce returns).
 * Marked `example` until the firm states its own targets; gross alone stays a `figure-period`
 * finding (gross needs net beside it), so a live site states them net.
 */
export const zoneProjectionBasis: FeeBasis = "gross";
export const zoneTargetsBasis = {
  basis: zoneProjectionBasis,
  example: "the fee basis (gross or net) of the zones' expected return and max drawdown, confirmed by the firm",
} as const satisfies { basis: FeeBasis; example?: string };

/** The period of a zone's expected return: a range of annual returns (the assumptions say so). */
export const expectedReturnPeriod = "per year";

/** Under a yearly target (a zone's expected return, a model's targeted return): "Hypothetical, per year, net of fees". */
export const yearlyTargetLabel = (basis: FeeBasis) => `Hypothetical, ${expectedReturnPeriod}, ${feeBasisCopy.short[basis]}`;

/** Under each of a zone's two figures: its period, where it has one, and its fee basis. */
export const zoneFigureLabels = {
  expectedReturn: yearlyTargetLabel(zoneProjectionBasis),
  maxDrawdown: feeBasisCopy.label[zoneProjectionBasis],
} as const;

/** Before both figures in one line (a phone's summary of the chosen zone): what they are, and their basis. */
export const zoneFiguresLead = `Hypothetical targets, ${feeBasisCopy.short[zoneProjectionBasis]}`;

/** The link beside a hypothetical figure to the assumptions it rests on. */
export const assumptionsLink = {
  text: "Assumptions",
  /** Its accessible name, beginning with its visible words. */
  name: (figure: string) => `Assumptions: ${figure}`,
  /** The section on a model's own page that holds its targets' assumptions. */
  modelSectionId: "assumptions",
} as const;

/**
 * How the firm sets the zones' and the models' targets: the criteria and assumptions a reader of
 * hypothetical figures is owed beside them. Marked `example` until the firm states its own
 * (`npm run content:check` lists it); the pages read the text alone, and the mark (like
 * zoneTargetsBasis's) stays out of their script.
 */
export const targetsMethodText =
  "How the targets are set: from the firm's long-run assumptions for the asset classes held, weighted by the allocation, and reviewed at least once a year.";
export const targetsMethod = {
  text: targetsMethodText,
  example: "how the firm sets the zones' and models' targets: the inputs, their sources or period, and who reviews them",
} as const;

/** What a model's targets rest on, on its own page and fact sheet. */
export const modelTargetAssumptions = [
  targetsMethodText,
  "Targeted return and targeted max drawdown are hypothetical objectives the model is managed towards, set by the firm; they are not the results of any account, and not a guarantee, promise or prediction of future returns or losses.",
  "Targets stated net of fees are after the model's advisory fee and the expenses of the funds it holds, and before a client's own advisor fees and taxes. A client's results will differ with fees, timing, account size and market conditions; losses may exceed a targeted max drawdown.",
] as const;
