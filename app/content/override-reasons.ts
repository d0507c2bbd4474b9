// What the save form of a questionnaire result asks when the chosen zone is not the suggested
// one: why, from a short list and in a few words; and what the result and the form say of a zone
// above the highest the answers allow (./questionnaire-limits). The record's own copy is ./suitability.
import { SUITABILITY_ABOVE_LIMIT_TEXT_MIN, type OverrideReason } from "~/lib/suitability-limits";

/**
 * The short list of reasons for choosing a zone other than the suggested one, in the order offered;
 * the client's preference says which way (`higher`: the chosen zone is above the suggestion).
 */
export const overrideReasons: readonly { value: OverrideReason; label: string | ((higher: boolean) => string) }[] = [
  {
    value: "client-preference",
    label: (higher) => `The client prefers ${higher ? "more" : "less"} risk than the suggested zone`,
  },
  { value: "other-assets", label: "Other assets or income change the picture" },
  { value: "horizon-changing", label: "The client's horizon or needs are about to change" },
  { value: "advisor-judgment", label: "My professional judgment of the client's situation" },
  { value: "other", label: "Another reason (described below)" },
];

/** A reason's words for a zone chosen above (`higher`) or below the suggestion; the code itself for one no longer listed. */
export function overrideReasonLabel(value: string, higher: boolean): string {
  const label = overrideReasons.find((reason) => reason.value === value)?.label ?? value;
  return typeof label === "function" ? label(higher) : label;
}

export const overrideReasonCopy = {
  reasonLegend: (suggested: number, chosen: number) => `Why zone ${chosen} rather than the suggested zone ${suggested}?`,
  reasonLead: "Kept with the saved view as part of its suitability record.",
  reason: "Reason",
  reasonPlaceholder: "Choose a reason",
  reasonText: "In your own words (required for another reason)",
} as const;

/** A zone above the answers' limit: after the note on the result, and on the save form (the record's label is ./suitability's). */
export const aboveLimitCopy = {
  /** After the note on the result, while the zone is only chosen. */
  warning:
    "Discuss it with the client first. Saving this zone needs your reason in your own words, and its record says it is above the limit. Its proposal is downloaded from the saved view, with that record.",
  /** The save form's words field, when the chosen zone is above the limit. */
  reasonTextRequired: `In your own words, a sentence of ${SUITABILITY_ABOVE_LIMIT_TEXT_MIN} characters or more (required above the answers' limit)`,
} as const;
