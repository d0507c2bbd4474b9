// What the suitability record says: why an advisor chose a zone other than the questionnaire's
// suggestion (a short list and a few words), and how a saved questionnaire result shows it.
import { firmMoment } from "./firm-time";
import { overrideReasonLabel } from "./override-reasons";
import { questionnaireQuestions } from "./questionnaire";

export const suitabilityCopy = {
  title: "Suitability record",
  lead: "The questionnaire as it was answered when this view was saved.",
  answersTitle: "Answers",
  suggested: "Suggested zone",
  chosen: "Chosen zone",
  zone: (zone: number) => `Zone ${zone}`,
  account: "Account type",
  reasonLabel: "Reason for the choice",
  noOverride: "The suggested zone was chosen.",
  conflictLabel: "Answers that pull apart",
  /** The note as it stands under its label: without its own "These answers pull apart:" (kept in the record as the result showed it). */
  conflictUnderLabel: (text: string) => {
    const rest = text.replace(/^These answers pull apart:\s*/, "");
    return rest.charAt(0).toUpperCase() + rest.slice(1);
  },
  aboveLimitLabel: "Above the answers' limit",
  recordedAt: "Recorded",
  /** When it was recorded, in the firm's time zone: "November 28, 2026 at 10:10 ET". */
  recordedOn: firmMoment,
  takeAgain: "Take the questionnaire again",
  /** `higher`: the zone chosen is above the suggestion. */
  reasonOf: (value: string, text: string, higher: boolean) => {
    const label = overrideReasonLabel(value, higher);
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
