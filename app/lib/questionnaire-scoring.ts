// The scoring of the "Find your zone" questionnaire: answers -> points -> a zone, then the lowest
// of that zone, every cap the answers meet and the time horizon's ceiling. Nothing ever raises the
// suggestion: the cautious answer wins. Pure logic: the questions, points, thresholds, caps and
// ceilings are given by the caller (compliance keeps them in app/content/questionnaire.ts), so the
// rules can change without touching this file.
import { isZoneNumber, ZONES, type ZoneNumber } from "./zones";

export type ScoringOption = { value: string; points: number };
export type ScoringQuestion = { id: string; options: readonly ScoringOption[] };
/** A zone is suggested from `minPoints` points up to the next band's `minPoints` less one. */
export type ZoneBand = { zone: ZoneNumber; minPoints: number };
/**
 * Any of `answers` to `question` keeps the suggestion at `maxZone` or below; with `alsoWhen`, only
 * when the answer to that other question is one of its answers too.
 */
export type ZoneCap = {
  question: string;
  answers: readonly string[];
  alsoWhen?: { question: string; answers: readonly string[] };
  maxZone: ZoneNumber;
};

/** Whether `answers` meet the cap. */
const meets = (cap: ZoneCap, answers: Answers) =>
  cap.answers.includes(answers[cap.question] ?? "") &&
  (!cap.alsoWhen || cap.alsoWhen.answers.includes(answers[cap.alsoWhen.question] ?? ""));
/**
 * The time horizon's rule for some answers to the horizon question. A zone's time horizon is the
 * least time a client should hold it, so a client may sit in any zone up to `maxZone` (the
 * highest zone whose horizon begins no later than the client's) and the horizon only ever lowers
 * the suggestion. `reachedFrom` is the lowest zone whose horizon reaches the client's: a
 * suggestion below it means the answers pull apart (a long horizon, a low tolerance of losses).
 */
export type HorizonCeiling = { answers: readonly string[]; maxZone: ZoneNumber; reachedFrom: ZoneNumber };

export type ScoringRules = {
  questions: readonly ScoringQuestion[];
  bands: readonly ZoneBand[];
  caps: readonly ZoneCap[];
  /** The horizon question and a ceiling for each of its answers. */
  horizon?: { question: string; ceilings: readonly HorizonCeiling[] };
};

/** One answer value per question id. */
export type Answers = Record<string, string>;

/** Long horizon, cautious answers: the horizon alone would allow `horizonAllows`, the answers hold the suggestion to `zone`. */
export type AnswersConflict<Cap extends ZoneCap = ZoneCap> = {
  horizonAllows: ZoneNumber;
  zone: ZoneNumber;
  /** The caps that set `zone`; empty when the points did. */
  caps: Cap[];
  /** When the points set `zone`: the answers (horizon aside) that gave under half their question's most points. */
  lowAnswers: string[];
};

export type Score<Cap extends ZoneCap = ZoneCap, Ceiling extends HorizonCeiling = HorizonCeiling> = {
  total: number;
  /** The most points the questions can give. */
  maxTotal: number;
  /** The zone the points alone lead to. */
  bandZone: ZoneNumber;
  /** The points range of `bandZone`. */
  band: { min: number; max: number };
  /** Every cap the answers meet, strictest first. */
  capsMet: Cap[];
  /** The caps that set the suggestion below `bandZone`, strictest first; empty when none did. */
  limitedBy: Cap[];
  /** The time horizon's ceiling for the answer given, if the rules have one. */
  horizon: Ceiling | undefined;
  /** The highest zone the time horizon alone allows (zone 10 without a ceiling). */
  horizonAllows: ZoneNumber;
  /** The horizon's ceiling set the suggestion below `bandZone` (and no cap was lower). */
  limitedByHorizon: boolean;
  /** The highest zone the answers allow: the lowest of every cap met and `horizonAllows`. */
  answersAllow: ZoneNumber;
  /** Set when the suggestion is below the lowest zone whose horizon reaches the client's. */
  conflict: AnswersConflict<Cap> | undefined;
  /** The suggested zone: the lowest of `bandZone`, every cap met and `horizonAllows`. */
  zone: ZoneNumber;
  /** What each question gave, in question order. */
  points: { question: string; answer: string; points: number }[];
};

/** The valid answers in a query string or form, and the questions left unanswered. */
export function readAnswers(rules: ScoringRules, params: URLSearchParams): { answers: Answers; missing: string[] } {
  const answers: Answers = {};
  const missing: string[] = [];
  for (const question of rules.questions) {
    const given = params.get(question.id);
    if (given !== null && question.options.some((option) => option.value === given)) answers[question.id] = given;
    else missing.push(question.id);
  }
  return { answers, missing };
}

/** The zone whose band holds `total`: the band with the highest `minPoints` not above it. */
export function zoneForPoints(bands: readonly ZoneBand[], total: number): ZoneNumber {
  let zone: ZoneNumber | undefined;
  for (const band of bands) if (band.minPoints <= total) zone = band.zone;
  if (zone === undefined) throw new Error(`No band holds ${total} points`);
  return zone;
}

export function maxPoints(rules: ScoringRules): number {
  return rules.questions.reduce((sum, question) => sum + Math.max(...question.options.map((option) => option.points)), 0);
}

/** Score complete answers; throws when a question has no valid answer (check with readAnswers first). */
export function scoreAnswers<Cap extends ZoneCap, Ceiling extends HorizonCeiling = HorizonCeiling>(
  rules: ScoringRules & { caps: readonly Cap[]; horizon?: { question: string; ceilings: readonly Ceiling[] } },
  answers: Answers,
): Score<Cap, Ceiling> {
  const points = rules.questions.map((question) => {
    const option = question.options.find((candidate) => candidate.value === answers[question.id]);
    if (!option) throw new Error(`No valid answer to ${question.id}`);
    return { question: question.id, answer: option.value, points: option.points };
  });
  const total = points.reduce((sum, item) => sum + item.points, 0);
  const maxTotal = maxPoints(rules);
  const bandZone = zoneForPoints(rules.bands, total);
  const capRules: readonly Cap[] = rules.caps;
  const capsMet = capRules.filter((cap) => meets(cap, answers)).sort((a, b) => a.maxZone - b.maxZone);
  const ceilings: readonly Ceiling[] = rules.horizon?.ceilings ?? [];
  const horizon = ceilings.find((ceiling) => ceiling.answers.includes(answers[rules.horizon?.question ?? ""] ?? ""));
  const horizonAllows = horizon?.maxZone ?? ZONES[ZONES.length - 1]!;
  const answersAllow = Math.min(horizonAllows, ...capsMet.map((cap) => cap.maxZone)) as ZoneNumber;
  // The cautious answer wins: the lowest of the points' zone, every cap met and the horizon's ceiling.
  const zone = Math.min(bandZone, answersAllow) as ZoneNumber;
  const limitedBy = capsMet.filter((cap) => cap.maxZone === zone && zone < bandZone);
  const limitedByHorizon = limitedBy.length === 0 && horizonAllows === zone && zone < bandZone;
  const conflict =
    horizon && zone < horizon.reachedFrom
      ? { horizonAllows, zone, caps: limitedBy, lowAnswers: limitedBy.length > 0 ? [] : lowAnswers(rules, points, rules.horizon!.question) }
      : undefined;
  return {
    total,
    maxTotal,
    bandZone,
    band: bandRange(rules.bands, bandZone, maxTotal),
    capsMet,
    limitedBy,
    horizon,
    horizonAllows,
    limitedByHorizon,
    answersAllow,
    conflict,
    zone,
    points,
  };
}

/** The answers, `except` aside, that gave under half the most points their question gives. */
function lowAnswers(rules: ScoringRules, points: { question: string; points: number }[], except: string): string[] {
  return points
    .filter(({ question, points: given }) => {
      const asked = rules.questions.find((candidate) => candidate.id === question);
      return question !== except && asked !== undefined && given * 2 < Math.max(...asked.options.map((option) => option.points));
    })
    .map(({ question }) => question);
}

/** The points a zone's band covers, up to `maxTotal` for the top band. */
export function bandRange(bands: readonly ZoneBand[], zone: ZoneNumber, maxTotal: number): { min: number; max: number } {
  const index = bands.findIndex((band) => band.zone === zone);
  const band = bands[index];
  if (!band) throw new Error(`No band for zone ${zone}`);
  const next = bands[index + 1];
  return { min: band.minPoints, max: next ? next.minPoints - 1 : maxTotal };
}

/** What is wrong with a set of rules, in words; empty when they are sound. */
export function rulesProblems(rules: ScoringRules): string[] {
  const problems: string[] = [];
  const ids = rules.questions.map((question) => question.id);
  if (new Set(ids).size !== ids.length) problems.push("question ids repeat");
  for (const question of rules.questions) {
    const values = question.options.map((option) => option.value);
    if (values.length < 2) problems.push(`${question.id} has fewer than two answers`);
    if (new Set(values).size !== values.length) problems.push(`${question.id} repeats an answer`);
    if (question.options.some((option) => !Number.isInteger(option.points) || option.points < 0)) {
      problems.push(`${question.id} gives points that are not whole and non-negative`);
    }
  }
  const zones = rules.bands.map((band) => band.zone);
  if (zones.join() !== ZONES.join()) problems.push("bands must name zones 1 to 10 once each, in order");
  if (rules.bands[0]?.minPoints !== 0) problems.push("the first band must start at 0 points");
  rules.bands.forEach((band, index) => {
    const previous = rules.bands[index - 1];
    if (previous && band.minPoints <= previous.minPoints) problems.push(`band of zone ${band.zone} does not start above the one before`);
  });
  const top = rules.bands.at(-1);
  if (top && top.minPoints > maxPoints(rules)) problems.push(`zone ${top.zone} needs more points than the questions give`);
  // A cap, and the other answer it may need: a question or an answer misspelt would turn it off unseen.
  const conditionProblems = (id: string, answers: readonly string[]) => {
    const question = rules.questions.find((candidate) => candidate.id === id);
    if (!question) return [`a cap names the unknown question ${id}`];
    return answers.some((answer) => !question.options.some((option) => option.value === answer))
      ? [`a cap on ${id} names an unknown answer`]
      : [];
  };
  for (const cap of rules.caps) {
    problems.push(...conditionProblems(cap.question, cap.answers));
    if (cap.alsoWhen) problems.push(...conditionProblems(cap.alsoWhen.question, cap.alsoWhen.answers));
    if (!isZoneNumber(cap.maxZone)) problems.push(`a cap on ${cap.question} names no zone`);
  }
  if (rules.horizon) {
    const { question: id, ceilings } = rules.horizon;
    const question = rules.questions.find((candidate) => candidate.id === id);
    if (!question) problems.push(`the horizon names the unknown question ${id}`);
    else {
      const named = ceilings.flatMap((ceiling) => ceiling.answers);
      if (named.some((answer) => !question.options.some((option) => option.value === answer)))
        problems.push(`a ceiling on ${id} names an unknown answer`);
      if (question.options.some((option) => named.filter((answer) => answer === option.value).length !== 1))
        problems.push(`each answer to ${id} needs exactly one ceiling`);
    }
    for (const ceiling of ceilings) {
      if (!isZoneNumber(ceiling.maxZone) || !isZoneNumber(ceiling.reachedFrom)) problems.push(`a ceiling on ${id} names no zone`);
      else if (ceiling.reachedFrom > ceiling.maxZone) problems.push(`a ceiling on ${id} is reached above its own zone`);
    }
  }
  return problems;
}

/**
 * The zones either side of a zone, within 1-10 and none above `highest`: a result offers no
 * neighbour above what the answers allow (found in a compliance review, for a client held at zone 1).
 */
export function neighbourZones(zone: ZoneNumber, highest = 10): ZoneNumber[] {
  return [zone - 1, zone + 1].filter((neighbour): neighbour is ZoneNumber => isZoneNumber(neighbour) && neighbour <= highest);
}

/** The address of a questionnaire result: the answers, the account type and any chosen zone. */
export function questionnairePath(answers: Answers, account: string, chosen?: ZoneNumber): string {
  return `/zone-navigator/questionnaire?${questionnaireQuery(answers, account, chosen)}`;
}

/** A result's query: every answer, the account type and, when given, the chosen zone. */
export function questionnaireQuery(answers: Answers, account: string, chosen?: ZoneNumber): string {
  const params = new URLSearchParams({ ...answers, account });
  if (chosen !== undefined) params.set("chosen", String(chosen));
  return params.toString();
}
