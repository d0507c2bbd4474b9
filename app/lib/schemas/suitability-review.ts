// The form a principal reviews a zone chosen above the answers' limit with: the record, the
// decision and a note of what they weighed. One schema for the browser and the action.
import "./zod-without-eval";
import { z } from "zod";
import { hasOddCharacters } from "./plain-text";

export const SUITABILITY_REVIEW_DECISIONS = ["supported", "follow-up"] as const;
export type SuitabilityReviewDecision = (typeof SUITABILITY_REVIEW_DECISIONS)[number];

export const SUITABILITY_REVIEW_NOTE_MIN = 10;
export const SUITABILITY_REVIEW_NOTE_MAX = 1000;

/** Why a review was refused, in the console's words. */
export const suitabilityReviewProblems = {
  record: "That record is not one of a zone chosen above the answers' limit.",
  decision: "Choose whether the reason supports the zone, or you will follow it up with the advisor.",
  note: `Write what you weighed, in ${SUITABILITY_REVIEW_NOTE_MIN} to ${SUITABILITY_REVIEW_NOTE_MAX} characters: the record keeps it.`,
  notPrincipal: "Only a principal reviews a suitability record.",
  own: "You saved this record: another principal must review it.",
} as const;

export const suitabilityReviewSchema = z.object({
  recordId: z.uuid({ error: suitabilityReviewProblems.record }),
  decision: z.enum(SUITABILITY_REVIEW_DECISIONS, { error: suitabilityReviewProblems.decision }),
  note: z
    .string({ error: suitabilityReviewProblems.note })
    .transform((value) => value.normalize("NFC").replace(/\r\n?/g, "\n").trim())
    .pipe(
      z
        .string()
        .min(SUITABILITY_REVIEW_NOTE_MIN, suitabilityReviewProblems.note)
        .max(SUITABILITY_REVIEW_NOTE_MAX, suitabilityReviewProblems.note)
        .refine((value) => !hasOddCharacters(value, true), suitabilityReviewProblems.note),
    ),
});
