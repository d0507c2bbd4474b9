// A zone chosen above the highest one a client's answers allow (a limit on tolerance of losses
// or on income, or the time horizon's ceiling): the sentence the result shows and the
// suitability record keeps. The cautious reading: the advisor may still choose it, but not
// without saying why in their own words, and the record says it was above. The result's page
// gets the sentence from its loader; the saved views' route checks the save form with
// `suitabilityRules`, on the server and in its client action.
import type { ZoneNumber } from "~/lib/zones";
import { questionnaireRules, type QuestionnaireScore } from "./questionnaire";

/** When `chosen` is above the zone the answers allow, which zone that is and why; else undefined. */
export function aboveLimitNote(score: QuestionnaireScore, chosen: ZoneNumber): string | undefined {
  if (chosen <= score.answersAllow) return undefined;
  const limits = [
    ...score.capsMet.filter((cap) => cap.maxZone < chosen).map((cap) => cap.reason),
    ...(score.horizon && score.horizon.maxZone < chosen ? [score.horizon.reason] : []),
  ];
  return `Zone ${chosen} is above zone ${score.answersAllow}, the highest these answers allow. ${limits.join(" ")}`;
}

/** The questionnaire's rules with the words for a zone above their limit: what the save form's schema scores with. */
export const suitabilityRules = { ...questionnaireRules, aboveLimitNote };
