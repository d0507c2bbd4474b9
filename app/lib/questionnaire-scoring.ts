// The scoring of the "Find your zone" questionnaire: answers -> points -> a zone, then any cap
// that limits it, then any floor that raises it. Pure logic: the questions, points, thresholds,
// caps and floors are given by the caller (compliance keeps them in
// app/content/questionnaire.ts), so the rules can change without touching this file.
import { isZoneNumber, ZONES, type ZoneNumber } from "./zones";

export type ScoringOption = { value: string; points: number };
export type ScoringQuestion = { id: string; options: readonly ScoringOption[] };
/** A zone is suggested from `minPoints` points up to the next band's `minPoints` less one. */
export type ZoneBand = { zone: ZoneNumber; minPoints: number };
/** Any of `answers` to `question` keeps the suggestion at `maxZone` or below. */
export type ZoneCap = { question: string; answers: readonly string[]; maxZone: ZoneNumber };
/**
 * Any of `answers` to `question` keeps the suggestion at `minZone` or above, whatever the points
 * and caps: it is applied last, so a floor decides where it and a cap disagree.
 */
export type ZoneFloor = { question: string; answers: readonly string[]; minZone: ZoneNumber };

export type ScoringRules = {
  questions: readonly ScoringQuestion[];
  bands: readonly ZoneBand[];
  caps: readonly ZoneCap[];
  floors?: readonly ZoneFloor[];
};

/** One answer value per question id. */
export type Answers = Record<string, string>;

export type Score<Cap extends ZoneCap = ZoneCap, Floor extends ZoneFloor = ZoneFloor> = {
  total: number;
  /** The most points the questions can give. */
  maxTotal: number;
  /** The zone the points alone lead to. */
  bandZone: ZoneNumber;
  /** The points range of `bandZone`. */
  band: { min: number; max: number };
  /** The caps that lowered the suggestion, strictest first; empty when none did. */
  limitedBy: Cap[];
  /** The floors that raised the suggestion (above the points and caps), highest first. */
  raisedBy: Floor[];
  /** Caps the answers meet that a floor overrode: the answers pull apart. */
  overridden: Cap[];
  /** The suggested zone: `bandZone`, or the strictest cap below it, or the highest floor above that. */
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
export function scoreAnswers<Cap extends ZoneCap, Floor extends ZoneFloor = ZoneFloor>(
  rules: ScoringRules & { caps: readonly Cap[]; floors?: readonly Floor[] },
  answers: Answers,
): Score<Cap, Floor> {
  const points = rules.questions.map((question) => {
    const option = question.options.find((candidate) => candidate.value === answers[question.id]);
    if (!option) throw new Error(`No valid answer to ${question.id}`);
    return { question: question.id, answer: option.value, points: option.points };
  });
  const total = points.reduce((sum, item) => sum + item.points, 0);
  const maxTotal = maxPoints(rules);
  const bandZone = zoneForPoints(rules.bands, total);
  const met = (rule: { question: string; answers: readonly string[] }) => rule.answers.includes(answers[rule.question] ?? "");
  const capRules: readonly Cap[] = rules.caps;
  const caps = capRules.filter(met);
  const limitedBy = caps.filter((cap) => cap.maxZone < bandZone).sort((a, b) => a.maxZone - b.maxZone);
  const capped = limitedBy[0]?.maxZone ?? bandZone;
  const floors: readonly Floor[] = rules.floors ?? [];
  const raisedBy = floors.filter((floor) => met(floor) && floor.minZone > capped).sort((a, b) => b.minZone - a.minZone);
  const zone = raisedBy[0]?.minZone ?? capped;
  return {
    total,
    maxTotal,
    bandZone,
    band: bandRange(rules.bands, bandZone, maxTotal),
    limitedBy,
    raisedBy,
    overridden: caps.filter((cap) => cap.maxZone < zone).sort((a, b) => a.maxZone - b.maxZone),
    zone,
    points,
  };
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
  for (const cap of rules.caps) {
    const question = rules.questions.find((candidate) => candidate.id === cap.question);
    if (!question) problems.push(`a cap names the unknown question ${cap.question}`);
    else if (cap.answers.some((answer) => !question.options.some((option) => option.value === answer))) {
      problems.push(`a cap on ${cap.question} names an unknown answer`);
    }
    if (!isZoneNumber(cap.maxZone)) problems.push(`a cap on ${cap.question} names no zone`);
  }
  for (const floor of rules.floors ?? []) {
    const question = rules.questions.find((candidate) => candidate.id === floor.question);
    if (!question) problems.push(`a floor names the unknown question ${floor.question}`);
    else if (floor.answers.some((answer) => !question.options.some((option) => option.value === answer))) {
      problems.push(`a floor on ${floor.question} names an unknown answer`);
    }
    if (!isZoneNumber(floor.minZone)) problems.push(`a floor on ${floor.question} names no zone`);
  }
  return problems;
}

/** The zones either side of a zone, within 1-10. */
export function neighbourZones(zone: ZoneNumber): ZoneNumber[] {
  return [zone - 1, zone + 1].filter(isZoneNumber);
}

/** The address of a questionnaire result: the answers, the account type and any chosen zone. */
export function questionnairePath(answers: Answers, account: string, chosen?: ZoneNumber): string {
  const params = new URLSearchParams({ ...answers, account });
  if (chosen !== undefined) params.set("chosen", String(chosen));
  return `/zone-navigator/questionnaire?${params}`;
}
