// What the suitability record says: why an advisor chose a zone other than the questionnaire's
// suggestion (a short list and a few words), and how a saved questionnaire result shows it.
import { formatDate } from "~/lib/format-date";
import type { OverrideReason } from "~/lib/schemas/suitability";
import { questionnaireQuestions } from "./questionnaire";

/** The short list of reasons for choosing a zone other than the suggested one, in the order offered. */
export const overrideReasons: readonly { value: OverrideReason; label: string }[] = [
  { value: "client-preference", label: "The client prefers more or less risk" },
  { value: "other-assets", label: "Other assets or income change the picture" },
  { value: "horizon-changing", label: "The client's horizon or needs are about to change" },
  { value: "advisor-judgment", label: "My professional judgment of the client's situation" },
  { value: "other", label: "Another reason (described below)" },
];

export const suitabilityCopy = {
  reasonLegend: (suggested: number, chosen: number) => `Why zone ${chosen} rather than the suggested zone ${suggested}?`,
  reasonLead: "Kept with the saved view as part of its suitability record.",
  reason: "Reason",
  reasonPlaceholder: "Choose a reason",
  reasonText: "In your own words (required for another reason)",
  title: "Suitability record",
  lead: "The questionnaire as it was answered when this view was saved.",
  answersTitle: "Answers",
  suggested: "Suggested zone",
  chosen: "Chosen zone",
  zone: (zone: number) => `Zone ${zone}`,
  account: "Account type",
  reasonLabel: "Reason for the choice",
  noOverride: "The suggested zone was chosen.",
  recordedAt: "Recorded",
  recordedOn: (iso: string) => `${formatDate(iso.slice(0, 10))} at ${iso.slice(11, 16)} UTC`,
  takeAgain: "Take the questionnaire again",
  reasonOf: (value: string, text: string) => {
    const label = overrideReasons.find((reason) => reason.value === value)?.label ?? value;
    return text ? `${label}: ${text}` : label;
  },
} as const;

/** Each answer as the question and the option's label, in question order. */
export function answeredQuestions(answers: Record<string, string>): { question: string; answer: string }[] {
  return questionnaireQuestions.flatMap((question) => {
    const option = question.options.find((candidate) => candidate.value === answers[question.id]);
    return option ? [{ question: question.label, answer: option.label }] : [];
  });
}

/** The address that opens the questionnaire's questions with these answers filled in. */
export const questionnaireAgainPath = (record: { answers: Record<string, string>; account: string }) =>
  `/zone-navigator/questionnaire?${new URLSearchParams({ ...record.answers, account: record.account, review: "1" })}`;
