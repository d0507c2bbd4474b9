// The one rule for hypothetical figures: which figures are hypothetical (a zone's expected
// return and max drawdown; a model's targeted return and targeted max drawdown), what each must
// carry (its fee basis and a link to its assumptions), and that a reader who is not shown them
// gets none of them in any form. Who is shown them is decided once, from ZONE_PROJECTIONS and
// the session (`projectionsFor`, app/.server/zone-data/projections.ts): pages, their data, PDFs,
// CSV and meta tags all follow that one decision. Pure, no I/O.
import type { Projections } from "./zone-projections";

export type FeeBasis = "gross" | "net";

/** The zone fields that are hypothetical. */
export const HYPOTHETICAL_ZONE_FIELDS = ["expectedreturn", "maxdrawdown"] as const;

/** The model measures that are hypothetical (targets; a model's historical statistics are not). */
export const HYPOTHETICAL_MODEL_MEASURES = ["targetedReturn", "targetedMaxDrawdown"] as const;
export type HypotheticalModelMeasure = (typeof HYPOTHETICAL_MODEL_MEASURES)[number];

export function isHypotheticalMeasure(key: string): key is HypotheticalModelMeasure {
  return (HYPOTHETICAL_MODEL_MEASURES as readonly string[]).includes(key);
}

/** A hypothetical figure as the firm states it: never without its fee basis. */
export type HypotheticalFigure<Key extends string = string> = { key: Key; value: string; basis: FeeBasis };

/** A hypothetical figure as a reader is given it: the figure with its basis and assumptions, or nothing of it. */
export type PresentedFigure<Key extends string = string> =
  { key: Key; shown: true; value: string; basis: FeeBasis; assumptionsHref: string } | { key: Key; shown: false };

/** The figures for a reader: with their basis and assumptions link when shown; only their names when not. */
export function presentFigures<Key extends string>(
  figures: readonly HypotheticalFigure<Key>[],
  projections: Projections,
  assumptionsHref: string,
): PresentedFigure<Key>[] {
  return figures.map(({ key, value, basis }) =>
    projections === "shown" ? { key, shown: true, value, basis, assumptionsHref } : { key, shown: false },
  );
}
