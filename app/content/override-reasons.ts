// What the save form of a questionnaire result asks when the chosen zone is not the suggested
// one: why, from a short list and in a few words. The record's own copy is ./suitability.
import type { OverrideReason } from "~/lib/suitability-limits";

/** The short list of reasons for choosing a zone other than the suggested one, in the order offered. */
export const overrideReasons: readonly { value: OverrideReason; label: string }[] = [
  { value: "client-preference", label: "The client prefers more or less risk" },
  { value: "other-assets", label: "Other assets or income change the picture" },
  { value: "horizon-changing", label: "The client's horizon or needs are about to change" },
  { value: "advisor-judgment", label: "My professional judgment of the client's situation" },
  { value: "other", label: "Another reason (described below)" },
];

export const overrideReasonCopy = {
  reasonLegend: (suggested: number, chosen: number) => `Why zone ${chosen} rather than the suggested zone ${suggested}?`,
  reasonLead: "Kept with the saved view as part of its suitability record.",
  reason: "Reason",
  reasonPlaceholder: "Choose a reason",
  reasonText: "In your own words (required for another reason)",
} as const;
