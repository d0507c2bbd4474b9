// The content's compliance review in one pure function: the content (every module, the models,
// zones, placements, funds and disclosures) and the day of the check in, findings out. The
// content check (npm run content:check) and the production server's launch gate (SITE_STAGE)
// run it on the site's content; a publishing desk can run it on a version before it is published.
import { findPlaceholders } from "~/lib/placeholders";
import type { ProductRule } from "~/lib/zone-products";
import type { Finding } from "./findings";
import { borrowedRecordFindings, figureFindings, type ModelFigures } from "./figures";
import { firmDisclosureFindings, fundFindings, type FirmDisclosures, type FundFacts } from "./funds";
import { phraseFindings } from "./phrases";
import { proseFigureFindings } from "./prose";
import { withTargets, zoneDrawdownFindings, type ZoneTarget } from "./zones";

export type { ComplianceRule, Finding } from "./findings";
export { COMPLIANCE_RULES, countByRule, launchBlockers, ruleTitles } from "./findings";

export type ContentUnderReview = {
  /** Every content module by its path (its texts are searched for placeholders and phrases). */
  modules: Readonly<Record<string, unknown>>;
  models: readonly ModelFigures[];
  /** The models' hypothetical targets by model number: a targeted max drawdown is checked against the zones too. */
  modelTargets?: Readonly<Record<number, readonly { key: string; value: string }[] | undefined>>;
  zones: Readonly<Record<number, ZoneTarget>>;
  placements: readonly ProductRule[];
  funds: readonly FundFacts[];
  disclosures: FirmDisclosures;
  /** The statistics' names as pages show them, by key, for the messages. */
  statLabels?: Readonly<Record<string, string>>;
};

/** What the firm still has to supply (app/lib/placeholders.ts), as findings. */
export function placeholderFindings(modules: Readonly<Record<string, unknown>>): Finding[] {
  return findPlaceholders({ ...modules }).map(({ kind, value, where, detail }) => ({
    rule: "placeholder",
    where,
    message: `${kind}: ${detail ? `${value}: ${detail}` : value}`,
  }));
}

/** Every finding of every rule, rule by rule. */
export function reviewContent(content: ContentUnderReview, now: Date): Finding[] {
  return [
    ...placeholderFindings(content.modules),
    ...figureFindings(content.models, now, content.statLabels),
    ...borrowedRecordFindings(content.models),
    ...zoneDrawdownFindings(content.zones, content.placements, withTargets(content.models, content.modelTargets ?? {})),
    ...phraseFindings(content.modules),
    ...proseFigureFindings(content.modules, {
      models: content.models.map((model) => model.name),
      funds: content.funds.flatMap((fund) => [fund.ticker, fund.name ?? ""]),
    }),
    ...fundFindings(content.funds, now),
    ...firmDisclosureFindings(content.disclosures),
  ];
}
