// The models as the list (/models) shows them, for one reader: each card's figures (its
// historical statistics, and its targets with their fee basis and assumptions link, or the word
// that they are for signed-in advisors), the definitions and notes that go with them.
import { feeBasisCopy, withheldTargets } from "~/content/hypothetical";
import { investmentModels, statKinds, type InvestmentModel, type ModelCategory } from "~/content/models";
import { modelsPage } from "~/content/models-page";
import { NOT_PUBLISHED, notPublishedNote, performanceNote, statInfo, targetNote } from "~/content/model-stats";
import type { CardFigure, ModelCardFacts } from "~/components/sections/model-cards";
import type { Projections } from "~/lib/zone-projections";
import { modelTargetsFor } from "./model-facts";

export function modelCard(model: InvestmentModel, projections: Projections): ModelCardFacts {
  const targets = modelTargetsFor(model, projections);
  const kinds = statKinds(model, targets);
  const targetFigures = targets.map((target): CardFigure =>
    target.shown
      ? {
          label: statInfo[target.key].label,
          value: target.value,
          qualifier: feeBasisCopy.label[target.basis],
          assumptionsHref: target.assumptionsHref,
        }
      : { label: statInfo[target.key].label, value: withheldTargets.value },
  );
  const hasNotPublished = model.riskLevel === undefined;
  return {
    id: model.id,
    name: model.name,
    category: model.category,
    description: model.description,
    figures: [
      ...(model.objective ? [{ label: modelsPage.objectiveLabel, value: model.objective, wide: true }] : []),
      { label: modelsPage.riskLabel, value: model.riskLevel ?? NOT_PUBLISHED },
      ...model.stats.map((stat) => ({ label: statInfo[stat.key].label, value: stat.value, qualifier: stat.qualifier })),
      ...targetFigures,
      { label: modelsPage.minimumLabel, value: model.minimumInvestment },
    ],
    riskNote: model.riskNote,
    definitions: [...model.stats, ...targets].map((stat) => ({
      label: statInfo[stat.key].label,
      definition: statInfo[stat.key].definition,
    })),
    notes: [
      ...(kinds.has("performance") ? [performanceNote] : []),
      ...(kinds.has("target") ? [targetNote] : []),
      ...(targets.some((target) => !target.shown) ? [withheldTargets.note] : []),
      ...(hasNotPublished ? [notPublishedNote] : []),
    ],
  };
}

/** Every model of a category, as the list shows it to this reader. */
export function modelCards(category: ModelCategory, projections: Projections): ModelCardFacts[] {
  return investmentModels.filter((model) => model.category === category).map((model) => modelCard(model, projections));
}
