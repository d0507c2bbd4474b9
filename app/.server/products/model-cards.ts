// The models as the list (/models) shows them, for one reader: each card's figures (its
// historical statistics, and its targets with their fee basis and assumptions link, or the word
// that they are for signed-in advisors), the definitions and notes that go with them.
import { withheldFigures } from "~/content/withheld-figures";
import { statKinds, type InvestmentModel, type ModelCategory } from "~/content/models";
import type { PublishedContent } from "~/lib/content-desk/contract";
import { exampleContent } from "~/.server/published/example-content";
import { modelsPage } from "~/content/models-page";
import {
  BEING_UPDATED,
  beingUpdatedNote,
  NOT_PUBLISHED,
  notPublishedNote,
  performanceNote,
  statInfo,
  targetNote,
  targetStatedNote,
} from "~/content/model-stats";
import type { CardFigure, ModelCardFacts } from "~/components/sections/model-cards";
import type { Projections } from "~/lib/zone-projections";
import { formatDate } from "~/lib/format-date";
import { modelTargetsFor, statsShown, targetQualifier } from "./model-facts";

/**
 * `now`: the day the page is made. Statistics are shown only with their period, as-of date and
 * benchmark over a period reaching the latest calendar year-end; otherwise "Being updated".
 */
export function modelCard(
  model: InvestmentModel,
  projections: Projections,
  now = new Date(),
  content: Pick<PublishedContent, "modelTargets"> = exampleContent(),
): ModelCardFacts {
  const targets = modelTargetsFor(model, projections, content);
  const kinds = statKinds(model, targets);
  const shown = statsShown(model, now);
  const updating = (key: keyof typeof statInfo) => statInfo[key].kind === "performance" && shown.updating;
  // As on the model's page: a target appears with the day the firm stated it, or not at all.
  const targetFigures = targets.map((target): CardFigure => {
    const label = statInfo[target.key].label;
    if (!target.shown) return { label, value: withheldFigures.value };
    if (!model.targetsStated) return { label, value: NOT_PUBLISHED };
    return { label, value: target.value, qualifier: targetQualifier(target), assumptionsHref: target.assumptionsHref };
  });
  const stated =
    model.targetsStated && targets.some((target) => target.shown) ? ` ${targetStatedNote(formatDate(model.targetsStated))}` : "";
  const hasNotPublished = model.riskLevel === undefined;
  return {
    id: model.id,
    name: model.name,
    category: model.category,
    description: model.description,
    figures: [
      ...(model.objective ? [{ label: modelsPage.objectiveLabel, value: model.objective, wide: true }] : []),
      { label: modelsPage.riskLabel, value: model.riskLevel ?? NOT_PUBLISHED },
      ...model.stats.map((stat) =>
        // The model portfolio's statistics are hypothetical: withheld with its targets (ADR 0032).
        projections === "hidden"
          ? { label: statInfo[stat.key].label, value: withheldFigures.value }
          : updating(stat.key)
            ? { label: statInfo[stat.key].label, value: BEING_UPDATED }
            : { label: statInfo[stat.key].label, value: stat.value, qualifier: stat.qualifier },
      ),
      ...targetFigures,
      { label: modelsPage.minimumLabel, value: model.minimumInvestment },
    ],
    riskNote: model.riskNote,
    definitions: [...model.stats.filter((stat) => !updating(stat.key)), ...targets].map((stat) => ({
      label: statInfo[stat.key].label,
      definition: statInfo[stat.key].definition,
    })),
    notes: [
      ...(kinds.has("performance") && projections === "shown" && !shown.updating ? [`${shown.dates}. ${performanceNote}`] : []),
      ...(kinds.has("performance") && projections === "shown" && shown.updating ? [beingUpdatedNote] : []),
      ...(kinds.has("target") ? [`${targetNote}${stated}`] : []),
      ...(targets.some((target) => !target.shown) || (kinds.has("performance") && projections === "hidden") ? [withheldFigures.note] : []),
      ...(hasNotPublished ? [notPublishedNote] : []),
    ],
  };
}

/** Every published model of a category, as the list shows it to this reader. */
export function modelCards(
  category: ModelCategory,
  projections: Projections,
  content: Pick<PublishedContent, "models" | "modelTargets">,
): ModelCardFacts[] {
  const now = new Date();
  return content.models.filter((model) => model.category === category).map((model) => modelCard(model, projections, now, content));
}
