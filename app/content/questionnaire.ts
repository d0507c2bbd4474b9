// "Find your zone": the questions, their answers and points, the points that lead to each
// zone, the caps and floors, and the words that explain the method and a result. Compliance changes the
// questionnaire here; the scoring itself (app/lib/questionnaire-scoring.ts) reads these rules.
import { bandRange, maxPoints, type Score, type ZoneBand, type ZoneCap, type ZoneFloor } from "~/lib/questionnaire-scoring";
import type { ZoneNumber } from "~/lib/zones";

export type QuestionnaireOption = { value: string; label: string; points: number };
export type QuestionnaireQuestion = {
  id: string;
  /** The question as the form asks it. */
  label: string;
  /** A few words naming the topic, used in the explanation of a result. */
  topic: string;
  options: readonly QuestionnaireOption[];
};
export type QuestionnaireCap = ZoneCap & { reason: string };
export type QuestionnaireFloor = ZoneFloor & { reason: string };

export const questionnaireQuestions: readonly QuestionnaireQuestion[] = [
  {
    id: "horizon",
    label: "When will the client need to draw on most of this money?",
    topic: "time horizon",
    options: [
      { value: "within-2-years", label: "Within 2 years", points: 0 },
      { value: "2-to-4-years", label: "In 2 to 4 years", points: 2 },
      { value: "5-to-7-years", label: "In 5 to 7 years", points: 4 },
      { value: "8-years-or-more", label: "In 8 years or more", points: 6 },
    ],
  },
  {
    id: "income",
    label: "How much income must the account pay out?",
    topic: "income from the account",
    options: [
      { value: "essential", label: "A regular income for essential expenses", points: 0 },
      { value: "some", label: "Some income to top up other sources", points: 2 },
      { value: "none", label: "None: income is reinvested", points: 4 },
    ],
  },
  {
    id: "fall",
    label: "If the account fell 20% over a few months, what would the client most likely do?",
    topic: "reaction to a 20% fall",
    options: [
      { value: "sell-all", label: "Sell everything to stop further losses", points: 0 },
      { value: "sell-some", label: "Sell part of it", points: 1 },
      { value: "hold", label: "Hold and wait for a recovery", points: 3 },
      { value: "buy-more", label: "Invest more at the lower prices", points: 5 },
    ],
  },
  {
    id: "experience",
    label: "How much investing experience does the client have?",
    topic: "experience",
    options: [
      { value: "none", label: "None: savings accounts and CDs only", points: 0 },
      { value: "some", label: "Some: mutual funds or a workplace plan", points: 1 },
      { value: "good", label: "Good: has held stocks and bonds through a downturn", points: 2 },
      { value: "extensive", label: "Extensive: manages a diversified portfolio", points: 3 },
    ],
  },
  {
    id: "savings",
    label: "What share of the client's savings and investments is in this account?",
    topic: "share of savings",
    options: [
      { value: "most", label: "More than three quarters", points: 0 },
      { value: "half", label: "About half", points: 1 },
      { value: "quarter", label: "About a quarter", points: 2 },
      { value: "small", label: "Less than a tenth", points: 3 },
    ],
  },
  {
    id: "goal",
    label: "What is the main goal for this account?",
    topic: "goal",
    options: [
      { value: "preserve", label: "Preserve capital", points: 0 },
      { value: "income", label: "Steady income", points: 1 },
      { value: "balance", label: "Balance growth and stability", points: 2 },
      { value: "growth", label: "Long-term growth", points: 4 },
      { value: "maximum-growth", label: "Maximum growth", points: 5 },
    ],
  },
];

/** The fewest points that lead to each zone (the questions give 0 to 26). */
export const questionnaireBands: readonly ZoneBand[] = [
  { zone: 1, minPoints: 0 },
  { zone: 2, minPoints: 3 },
  { zone: 3, minPoints: 6 },
  { zone: 4, minPoints: 9 },
  { zone: 5, minPoints: 12 },
  { zone: 6, minPoints: 15 },
  { zone: 7, minPoints: 18 },
  { zone: 8, minPoints: 20 },
  { zone: 9, minPoints: 22 },
  { zone: 10, minPoints: 24 },
];

/** Answers that keep the suggestion at or below a zone, whatever the points. */
export const questionnaireCaps: readonly QuestionnaireCap[] = [
  {
    question: "horizon",
    answers: ["within-2-years"],
    maxZone: 3,
    reason: "A time horizon of under two years keeps the suggestion at zone 3 or below.",
  },
  {
    question: "horizon",
    answers: ["2-to-4-years"],
    maxZone: 6,
    reason: "A time horizon of two to four years keeps the suggestion at zone 6 or below.",
  },
  {
    question: "fall",
    answers: ["sell-all"],
    maxZone: 4,
    reason: "A client who would sell everything after a 20% fall is kept at zone 4 or below.",
  },
  {
    question: "income",
    answers: ["essential"],
    maxZone: 5,
    reason: "An account that must pay for essential expenses is kept at zone 5 or below.",
  },
];

/**
 * Answers that keep the suggestion at or above a zone, so that the suggested zone's time
 * horizon (builtInZones in ./zones) never ends before the client's begins. Applied after the
 * caps: where a cap and a floor disagree, the time horizon decides and the result says so.
 * tests/unit/questionnaire-scoring.test.ts checks every answer set against the zone table.
 */
export const questionnaireFloors: readonly QuestionnaireFloor[] = [
  {
    question: "horizon",
    answers: ["5-to-7-years"],
    minZone: 6,
    reason:
      "A time horizon of 5 to 7 years keeps the suggestion at zone 6 or above, the first zone whose time horizon (3-5 Years) reaches 5 years.",
  },
  {
    question: "horizon",
    answers: ["8-years-or-more"],
    minZone: 9,
    reason:
      "A time horizon of 8 years or more keeps the suggestion at zone 9 or above, the first zone whose time horizon (6-8 Years) reaches 8 years.",
  },
];

export const questionnaireRules = {
  questions: questionnaireQuestions,
  bands: questionnaireBands,
  caps: questionnaireCaps,
  floors: questionnaireFloors,
};

/** "12-14 points: zone 5", from the bands above. */
function bandText(zone: ZoneNumber): string {
  const { min, max } = bandRange(questionnaireBands, zone, maxPoints(questionnaireRules));
  return `${min === max ? min : `${min}-${max}`} points zone ${zone}`;
}

export const questionnaireCopy = {
  title: "Find your zone",
  lead: "Six questions about a client's time horizon, income needs, tolerance of losses, experience, savings and goal suggest a starting zone for the Zone Navigator.",
  methodTitle: "How the suggestion is made",
  method: [
    `Each answer gives points: the longer the horizon, the less income needed, the calmer the reaction to a fall, the more experience, the smaller the share of savings and the more growth-minded the goal, the more points. The questions give 0 to ${maxPoints(questionnaireRules)} points in all.`,
    `The total leads to a zone: ${questionnaireBands.map(({ zone }) => bandText(zone)).join(", ")}.`,
    `Some answers limit the zone whatever the total. ${questionnaireCaps.map((cap) => cap.reason).join(" ")}`,
    `The time horizon also sets the lowest zone: a zone is never suggested when its time horizon ends before the client's begins. ${questionnaireFloors.map((floor) => floor.reason).join(" ")} Where this and a limit above disagree, the time horizon decides and the result says so.`,
    "The result is a starting point for a conversation with the client, not a recommendation. The advisor knows the client's full situation and may choose a different zone.",
  ],
  formTitle: "The questions",
  changeAnswers: "Change the answers",
  accountLegend: "Account type",
  missingAnswer: "Choose an answer to this question.",
  missingSummary: (count: number) => `${count === 1 ? "One question is" : `${count} questions are`} still unanswered.`,
  submit: "Suggest a zone",
  update: "Update the suggestion",
  resultTitle: "Suggested zone",
  suggested: (zone: ZoneNumber) => `Suggested zone ${zone}`,
  suggestedAndChosen: (suggested: ZoneNumber, chosen: ZoneNumber) => `Suggested zone ${suggested}; chosen zone ${chosen}`,
  neighboursTitle: "Neighboring zones",
  neighboursLead: "Zones either side of the suggestion, for a client who sits near a boundary.",
  chooseZone: (zone: ZoneNumber) => `Choose zone ${zone}`,
  chosenNow: "Chosen",
  overrideTitle: "Choose a different zone",
  overrideLead: "The advisor decides. A chosen zone is kept in this page's address, beside the suggestion.",
  overrideZone: "Chosen zone",
  overrideZoneOption: (zone: ZoneNumber, suggested: ZoneNumber) => (zone === suggested ? `Zone ${zone} (suggested)` : `Zone ${zone}`),
  overrideSubmit: "Use this zone",
  backToSuggestion: (zone: ZoneNumber) => `Go back to the suggested zone ${zone}`,
  openInNavigator: (zone: ZoneNumber) => `Open zone ${zone} in the Zone Navigator`,
  compareZones: "Compare with neighboring zones",
  compareChosen: "Compare the suggested and chosen zones",
  startOver: "Start again",
  viewTitle: (zone: ZoneNumber) => `Zone ${zone} in detail`,
} as const;

const points = (count: number) => `${count} ${count === 1 ? "point" : "points"}`;

/** One paragraph that says which answers led to the suggestion, from a score of these rules. */
export function explainScore(score: Score<QuestionnaireCap, QuestionnaireFloor>): string {
  const answers = score.points.map(({ question, answer, points: given }) => {
    const asked = questionnaireQuestions.find((candidate) => candidate.id === question);
    const label = asked?.options.find((option) => option.value === answer)?.label ?? answer;
    return `${asked?.topic ?? question} “${label}” (${points(given)})`;
  });
  const strongest = [...score.points].sort((a, b) => b.points - a.points)[0];
  const strongestTopic = questionnaireQuestions.find((question) => question.id === strongest?.question)?.topic;
  const range = score.band.min === score.band.max ? points(score.band.min) : `${score.band.min} to ${score.band.max} points`;
  const sentences = [
    `The answers give ${score.total} of ${score.maxTotal} points: ${answers.join(", ")}.`,
    strongestTopic && strongest && strongest.points > 0 ? `The ${strongestTopic} counted most.` : "",
    `Totals of ${range} point to zone ${score.bandZone}.`,
    ...((score.overridden[0] ?? score.limitedBy[0]) ? [(score.overridden[0] ?? score.limitedBy[0])!.reason] : []),
    ...score.raisedBy.slice(0, 1).map((floor) => floor.reason),
    score.limitedBy.length > 0 || score.raisedBy.length > 0 ? `So the suggestion is zone ${score.zone}.` : "",
  ];
  return sentences.filter(Boolean).join(" ");
}

/**
 * When the time horizon overrode a limit the answers also meet (a client with a long horizon
 * who would sell everything after a fall), the sentence that tells the advisor; else undefined.
 */
export function conflictNote(score: Score<QuestionnaireCap, QuestionnaireFloor>): string | undefined {
  const [cap] = score.overridden;
  const [floor] = score.raisedBy;
  if (!cap || !floor) return undefined;
  return `These answers pull apart: the time horizon asks for zone ${floor.minZone} or above, while another answer would keep the client at zone ${cap.maxZone} or below. The time horizon decides the suggestion; talk the difference through with the client, and choose a lower zone below if that serves them better.`;
}
