// The suitability record of a view saved from a questionnaire result: the answers, the zone they
// suggest (scored again here, never taken from the browser), the zone chosen, when it is
// another, the reason, and, when the answers pull apart (a long horizon, cautious answers) or the
// zone chosen is above the highest they allow, the words the result showed about it. A zone
// above that limit is saved only with the advisor's reason in their own words. The save form
// sends the result's address and the reason fields; the stored record is read back through
// `suitabilityRecordSchema`.
import { z } from "zod";
import { readAnswers, scoreAnswers, type Score, type ScoringRules } from "~/lib/questionnaire-scoring";
import { ACCOUNT_TYPES, isZoneNumber, type AccountType, type ZoneNumber } from "~/lib/zones";
import {
  OVERRIDE_REASONS,
  SUITABILITY_ABOVE_LIMIT_TEXT_MIN,
  SUITABILITY_REASON_TEXT_MAX,
  type OverrideReason,
} from "~/lib/suitability-limits";
import { hasOddCharacters } from "./plain-text";

z.config({ jitless: true });

export { OVERRIDE_REASONS, SUITABILITY_REASON_TEXT_MAX, type OverrideReason };

export const suitabilityErrors = {
  reason: "Please choose why you chose a zone other than the suggested one.",
  reasonText: "Please describe the other reason in a few words.",
  reasonTextTooLong: `Please keep the reason to ${SUITABILITY_REASON_TEXT_MAX} characters or fewer.`,
  characters: "Please use plain text: some characters cannot be saved.",
  questionnaire: "The page did not say which answers it showed. Please reload it and save again.",
  aboveLimitText: `Please say in your own words, in a sentence of at least ${SUITABILITY_ABOVE_LIMIT_TEXT_MIN} characters, why this client can hold a zone above the limit their answers set.`,
} as const;

/** Answers that pull apart: the zone the time horizon alone would allow, and the words the result said. */
export type SuitabilityConflict = { horizonAllows: ZoneNumber; text: string };

/** A zone chosen above the highest one the answers allow: that zone, and the words that say why. */
export type SuitabilityAboveLimit = { allows: ZoneNumber; text: string };

export type QuestionnaireState = {
  answers: Record<string, string>;
  account: AccountType;
  suggested: ZoneNumber;
  chosen: ZoneNumber;
  conflict?: SuitabilityConflict;
  aboveLimit?: SuitabilityAboveLimit;
};

/**
 * The questionnaire's rules and the words for answers that pull apart (app/content/questionnaire.ts),
 * and for a zone chosen above their limit (app/content/questionnaire-limits.ts).
 */
export type SuitabilityRules = ScoringRules & {
  conflictNote?(score: Score): string | undefined;
  aboveLimitNote?(score: Score, chosen: ZoneNumber): string | undefined;
};

/** A questionnaire result's address (`horizon=…&account=…&chosen=5`): every answer, the account type and the chosen zone. */
export function readQuestionnaire(rules: SuitabilityRules, query: string): QuestionnaireState | undefined {
  const params = new URLSearchParams(query);
  const { answers, missing } = readAnswers(rules, params);
  const account = params.get("account");
  if (missing.length > 0 || !ACCOUNT_TYPES.includes(account as AccountType)) return undefined;
  const score = scoreAnswers(rules, answers);
  const suggested = score.zone;
  const chosen = Number(params.get("chosen") ?? suggested);
  if (!isZoneNumber(chosen)) return undefined;
  const text = rules.conflictNote?.(score);
  const conflict = score.conflict && text ? { horizonAllows: score.conflict.horizonAllows, text } : undefined;
  const aboveText = rules.aboveLimitNote?.(score, chosen);
  const aboveLimit = aboveText ? { allows: score.answersAllow, text: aboveText } : undefined;
  return {
    answers,
    account: account as AccountType,
    suggested,
    chosen,
    ...(conflict ? { conflict } : {}),
    ...(aboveLimit ? { aboveLimit } : {}),
  };
}

const reasonText = z
  .string()
  .max(SUITABILITY_REASON_TEXT_MAX * 4, suitabilityErrors.reasonTextTooLong)
  .optional()
  .transform((value) => (value ?? "").normalize("NFC").replace(/\r\n?/g, "\n").trim())
  .pipe(
    z
      .string()
      .max(SUITABILITY_REASON_TEXT_MAX, suitabilityErrors.reasonTextTooLong)
      .refine((value) => !hasOddCharacters(value, true), suitabilityErrors.characters),
  );

/** The save form's questionnaire fields: the result's address, and the reason when the zone chosen is not the suggested one. */
export const suitabilityFields = {
  questionnaire: z.string().max(1000, suitabilityErrors.questionnaire).optional(),
  reason: z.string().max(100).optional(),
  reasonText,
};

type RawFields = { questionnaire?: string; reason?: string; reasonText: string };

/**
 * Words that read as a sentence: long enough, and of three words or more with letters in them
 * (found in a compliance review: "aaaaaaaaaaaaaaaaaaaaaaaaa" was kept as the reason for zone 10).
 */
function isSentence(text: string): boolean {
  const words = text.split(/\s+/).filter((word) => /\p{L}{2,}/u.test(word));
  return text.length >= SUITABILITY_ABOVE_LIMIT_TEXT_MIN && words.length >= 3 && new Set(words.map((word) => word.toLowerCase())).size >= 3;
}

/** The record the fields make (undefined when the form is not a questionnaire result's), or issues on them. */
export function toSuitability(rules: SuitabilityRules, fields: RawFields, context: z.RefinementCtx) {
  if (fields.questionnaire === undefined) return undefined;
  const state = readQuestionnaire(rules, fields.questionnaire);
  if (!state) {
    context.addIssue({ code: "custom", message: suitabilityErrors.questionnaire, path: ["questionnaire"] });
    return undefined;
  }
  if (state.chosen === state.suggested) return { ...state, reason: undefined };
  const code = OVERRIDE_REASONS.find((reason) => reason === fields.reason);
  if (!code) {
    context.addIssue({ code: "custom", message: suitabilityErrors.reason, path: ["reason"] });
    return undefined;
  }
  if (code === "other" && fields.reasonText === "") {
    context.addIssue({ code: "custom", message: suitabilityErrors.reasonText, path: ["reasonText"] });
    return undefined;
  }
  if (state.aboveLimit && !isSentence(fields.reasonText)) {
    context.addIssue({ code: "custom", message: suitabilityErrors.aboveLimitText, path: ["reasonText"] });
    return undefined;
  }
  return { ...state, reason: { code, text: fields.reasonText } };
}

export type SuitabilityInput = NonNullable<ReturnType<typeof toSuitability>>;

const zone = z.number().refine(isZoneNumber) as unknown as z.ZodType<ZoneNumber>;

/** The record as stored with a saved view. */
export const suitabilityRecordSchema = z.object({
  answers: z.record(z.string(), z.string()),
  account: z.enum(ACCOUNT_TYPES),
  suggested: zone,
  chosen: zone,
  reason: z.object({ code: z.enum(OVERRIDE_REASONS), text: z.string() }).optional(),
  /** Absent from records saved before the note existed, and when the answers agree. */
  conflict: z.object({ horizonAllows: zone, text: z.string() }).optional(),
  /** Absent from records saved before the limit was recorded, and when the zone is within it. */
  aboveLimit: z.object({ allows: zone, text: z.string() }).optional(),
  recordedAt: z.string(),
});

export type SuitabilityRecord = z.output<typeof suitabilityRecordSchema>;
