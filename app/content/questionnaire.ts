// "Find your zone": the questions, their answers and points, the points that lead to each
// zone, the caps, the time horizon's ceilings, and the words that explain the method and a
// result. Compliance changes the questionnaire here; the scoring itself
// (app/lib/questionnaire-scoring.ts) reads these rules.
import { bandRange, maxPoints, type HorizonCeiling, type Score, type ZoneBand, type ZoneCap } from "~/lib/questionnaire-scoring";
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
export type QuestionnaireCeiling = HorizonCeiling & { reason: string };

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

/**
 * Answers about tolerance of losses and capacity that keep the suggestion at or below a zone,
 * whatever the points. The cautious reading: a zone's max drawdown is a hypothetical target, not
 * a promise, so a client who would sell after a fall is held by how much of the zone is cash and
 * bonds (in the built-in tables; tests/unit/questionnaire-scoring.test.ts checks each claim).
 */
export const questionnaireCaps: readonly QuestionnaireCap[] = [
  {
    question: "fall",
    answers: ["sell-all"],
    maxZone: 2,
    reason: "A client who would sell everything after a 20% fall is kept at zone 2 or below, whose allocations hold mostly cash and bonds.",
  },
  {
    question: "fall",
    answers: ["sell-some"],
    maxZone: 4,
    reason:
      "A client who would sell part of it after a 20% fall is kept at zone 4 or below, whose allocations hold two fifths or more in cash and bonds.",
  },
  {
    question: "income",
    answers: ["essential"],
    maxZone: 5,
    reason: "An account that must pay for essential expenses is kept at zone 5 or below.",
  },
  {
    question: "experience",
    answers: ["none"],
    maxZone: 4,
    reason:
      "A client with no investing experience beyond savings accounts and CDs is kept at zone 4 or below, whose allocations hold two fifths or more in cash and bonds.",
  },
  {
    question: "savings",
    answers: ["most"],
    maxZone: 5,
    reason:
      "An account that holds more than three quarters of the client's savings is kept at zone 5 or below, whose allocations hold a quarter or more in cash and bonds.",
  },
  {
    question: "goal",
    answers: ["preserve"],
    maxZone: 2,
    reason: "An account whose main goal is to preserve capital is kept at zone 2 or below, whose allocations hold mostly cash and bonds.",
  },
  {
    question: "goal",
    answers: ["preserve"],
    alsoWhen: { question: "horizon", answers: ["within-2-years"] },
    maxZone: 1,
    reason: "An account that must preserve capital and will be drawn on within two years is kept at zone 1, the most cautious zone.",
  },
];

/**
 * The time horizon's ceilings. A zone's time horizon (builtInZones in ./zones) is the least time
 * a client should hold it, so a client may sit in the highest zone whose horizon begins no later
 * than theirs, or in any lower zone: the horizon only lowers a suggestion, never raises it.
 * `reachedFrom` is the lowest zone whose horizon reaches the client's; a suggestion below it is
 * reported as answers that pull apart. "Within 2 years" is read as the table's shortest horizon,
 * one year. tests/unit/questionnaire-scoring.test.ts checks both numbers against the zone table.
 */
export const questionnaireHorizon: { question: string; ceilings: readonly QuestionnaireCeiling[] } = {
  question: "horizon",
  ceilings: [
    {
      answers: ["within-2-years"],
      maxZone: 3,
      reachedFrom: 1,
      reason:
        "A time horizon of under two years keeps the suggestion at zone 3 or below, the highest zone whose time horizon (1-3 Years) begins at one year.",
    },
    {
      answers: ["2-to-4-years"],
      maxZone: 5,
      reachedFrom: 1,
      reason:
        "A time horizon of 2 to 4 years keeps the suggestion at zone 5 or below, the highest zone whose time horizon (2-4 Years) begins by two years.",
    },
    {
      answers: ["5-to-7-years"],
      maxZone: 8,
      reachedFrom: 6,
      reason:
        "A time horizon of 5 to 7 years keeps the suggestion at zone 8 or below, the highest zone whose time horizon (5-7 Years) begins by five years.",
    },
    {
      answers: ["8-years-or-more"],
      maxZone: 10,
      reachedFrom: 9,
      reason: "A time horizon of 8 years or more allows any zone, up to zone 10 (7+ Years).",
    },
  ],
};

export const questionnaireRules = {
  questions: questionnaireQuestions,
  bands: questionnaireBands,
  caps: questionnaireCaps,
  horizon: questionnaireHorizon,
  /** The words for answers that pull apart, kept with a saved view's suitability record. */
  conflictNote,
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
  formTitle: "The questions",
  changeAnswers: "Change the answers",
  accountLegend: "Account type",
  missingAnswer: "Choose an answer to this question.",
  missingSummary: (count: number) => `${count === 1 ? "One question is" : `${count} questions are`} still unanswered.`,
  submit: "Suggest a zone",
  update: "Update the suggestion",
  resultTitle: "Suggested zone",
  suggested: (zone: ZoneNumber) => `Suggested zone ${zone}`,
  /** A zone's number stays with "zone" (a no-break space), so a phone's line breaks after the semicolon. */
  suggestedAndChosen: (suggested: ZoneNumber, chosen: ZoneNumber) => `Suggested zone\u00a0${suggested}; chosen zone\u00a0${chosen}`,
  neighboursTitle: "Neighboring zones",
  neighboursLead: "Zones either side of the suggestion, within what the answers allow, for a client who sits near a boundary.",
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

/**
 * How the suggestion is made, in paragraphs. The page gets them from its loader: they are read
 * once, below the questions, and need not weigh on the page's script.
 */
export function questionnaireMethod(): string[] {
  return [
    `Each answer gives points: the longer the horizon, the less income needed, the calmer the reaction to a fall, the more experience, the smaller the share of savings and the more growth-minded the goal, the more points. The questions give 0 to ${maxPoints(questionnaireRules)} points in all.`,
    `The total leads to a zone: ${questionnaireBands.map(({ zone }) => bandText(zone)).join(", ")}.`,
    `Some answers limit the zone whatever the total. ${questionnaireCaps.map((cap) => cap.reason).join(" ")}`,
    `The time horizon's ceiling can only lower the suggestion, never raise it. A zone's time horizon is the least time a client should hold it, so a client with a longer horizon may sit in any lower zone. ${questionnaireHorizon.ceilings.map((ceiling) => ceiling.reason).join(" ")}`,
    "The suggestion is the lowest of the zone the points lead to, every limit the answers meet and the time horizon's: the cautious answer wins. Where the suggested zone's time horizon ends before the client's begins (a long horizon, a low tolerance of losses), the answers pull apart: the result says which answers hold the suggestion down, to discuss with the client, and a view saved for the client keeps that note.",
    "The result is a starting point for a conversation with the client, not a recommendation. The advisor knows the client's full situation and may choose a different zone.",
  ];
}

const points = (count: number) => `${count} ${count === 1 ? "point" : "points"}`;

export type QuestionnaireScore = Score<QuestionnaireCap, QuestionnaireCeiling>;

const topicOf = (id: string) => questionnaireQuestions.find((question) => question.id === id)?.topic ?? id;

/** "a, b and c" */
function listOf(items: readonly string[]): string {
  return items.length < 2 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** One paragraph that says which answers led to the suggestion, from a score of these rules. */
export function explainScore(score: QuestionnaireScore): string {
  const answers = score.points.map(({ question, answer, points: given }) => {
    const asked = questionnaireQuestions.find((candidate) => candidate.id === question);
    const label = asked?.options.find((option) => option.value === answer)?.label ?? answer;
    return `${asked?.topic ?? question} “${label}” (${points(given)})`;
  });
  const most = Math.max(0, ...score.points.map((item) => item.points));
  // Every answer that gave the most points, not the first of them: "time horizon and goal".
  const strongest = most > 0 ? score.points.filter((item) => item.points === most).map((item) => topicOf(item.question)) : [];
  const range = score.band.min === score.band.max ? points(score.band.min) : `${score.band.min} to ${score.band.max} points`;
  const limit = score.limitedBy[0]?.reason ?? (score.limitedByHorizon ? score.horizon?.reason : undefined);
  const sentences = [
    `The answers give ${score.total} of ${score.maxTotal} points: ${answers.join(", ")}.`,
    strongest.length > 0 ? `The most points came from the ${strongest.length === 1 ? "answer" : "answers"} on ${listOf(strongest)}.` : "",
    `Totals of ${range} point to zone ${score.bandZone}.`,
    limit ?? "",
    limit ? `So the suggestion is zone ${score.zone}.` : "",
  ];
  return sentences.filter(Boolean).join(" ");
}

/**
 * When the answers pull apart (the time horizon would allow a zone whose horizon is longer than
 * the suggestion's, and cautious answers hold the suggestion down), the sentence that tells the
 * advisor which answers decided and what the horizon alone would allow; else undefined.
 */
export function conflictNote(score: QuestionnaireScore): string | undefined {
  const { conflict } = score;
  if (!conflict) return undefined;
  // A cap that needs two answers names both.
  const deciding =
    conflict.caps.length > 0
      ? [...new Set(conflict.caps.flatMap((cap) => [cap.question, ...(cap.alsoWhen ? [cap.alsoWhen.question] : [])]))]
      : conflict.lowAnswers;
  const who =
    conflict.caps.length > 0
      ? `the ${deciding.length === 1 ? "answer" : "answers"} on ${listOf(deciding.map(topicOf))} ${deciding.length === 1 ? "limits" : "limit"} the suggestion to`
      : deciding.length === 0
        ? "the points of the other answers hold the suggestion at"
        : `the few points of the ${deciding.length === 1 ? "answer" : "answers"} on ${listOf(deciding.map(topicOf))} hold the suggestion at`;
  return `These answers pull apart: the time horizon alone would allow zone ${conflict.horizonAllows}; ${who} zone ${conflict.zone}. Discuss the difference with the client before choosing a zone.`;
}
