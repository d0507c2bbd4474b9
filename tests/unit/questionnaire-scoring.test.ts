import { describe, expect, it } from "vitest";
import { explainScore, questionnaireRules } from "~/content/questionnaire";
import { instrumentRoles } from "~/content/instrument-roles";
import { builtInAllocations } from "~/content/zones";
import { maxPoints, rulesProblems, scoreAnswers, zoneForPoints, type ScoringRules } from "~/lib/questionnaire-scoring";
import { scored, zoneOfTotal } from "./support/questionnaire-answer-sets";

describe("questionnaire rules", () => {
  it("are sound: six questions, bands for zones 1-10 from 0 points, caps on real answers", () => {
    expect(rulesProblems(questionnaireRules)).toEqual([]);
    expect(questionnaireRules.questions.map((question) => question.id)).toEqual([
      "horizon",
      "income",
      "fall",
      "experience",
      "savings",
      "goal",
    ]);
    expect(maxPoints(questionnaireRules)).toBe(26);
  });

  it("finds broken rules", () => {
    const broken: ScoringRules = {
      questions: [
        {
          id: "a",
          options: [
            { value: "x", points: 1 },
            { value: "x", points: -1 },
          ],
        },
      ],
      bands: [
        { zone: 1, minPoints: 2 },
        { zone: 2, minPoints: 2 },
      ],
      caps: [
        { question: "b", answers: ["x"], maxZone: 3 },
        { question: "a", answers: ["x"], alsoWhen: { question: "a", answers: ["z"] }, maxZone: 2 },
        { question: "a", answers: ["x"], alsoWhen: { question: "c", answers: ["x"] }, maxZone: 2 },
      ],
      horizon: { question: "a", ceilings: [{ answers: ["y"], maxZone: 2, reachedFrom: 3 }] },
    };
    expect(rulesProblems(broken)).toEqual([
      "a repeats an answer",
      "a gives points that are not whole and non-negative",
      "bands must name zones 1 to 10 once each, in order",
      "the first band must start at 0 points",
      "band of zone 2 does not start above the one before",
      "zone 2 needs more points than the questions give",
      "a cap names the unknown question b",
      "a cap on a names an unknown answer",
      "a cap names the unknown question c",
      "a ceiling on a names an unknown answer",
      "each answer to a needs exactly one ceiling",
      "a ceiling on a is reached above its own zone",
    ]);
  });
});

describe("points to zone", () => {
  it("maps every total from 0 to 26 to its zone, at and either side of each threshold", () => {
    for (let total = 0; total <= 26; total++) {
      expect(zoneForPoints(questionnaireRules.bands, total), `${total} points`).toBe(zoneOfTotal[total]);
    }
  });

  it("scores real answers to the same zone at every total when no cap or ceiling applies", () => {
    for (let total = 0; total <= 26; total++) {
      const uncapped = scored.filter(({ score }) => score.total === total && score.limitedBy.length === 0 && !score.limitedByHorizon);
      expect(uncapped.length, `answers worth ${total} points`).toBeGreaterThan(0);
      for (const { score } of uncapped) expect(score.zone, `${total} points`).toBe(zoneOfTotal[total]);
    }
  });

  it("sums the points of each answer", () => {
    const answers = { horizon: "5-to-7-years", income: "some", fall: "hold", experience: "good", savings: "quarter", goal: "growth" };
    const score = scoreAnswers(questionnaireRules, answers);
    expect(score.points.map((item) => item.points)).toEqual([4, 2, 3, 2, 2, 4]);
    expect(score).toMatchObject({ total: 17, maxTotal: 26, bandZone: 6, band: { min: 15, max: 17 }, zone: 6, limitedBy: [] });
  });

  it("gives zone 1 for the most cautious answers and zone 10 for the boldest", () => {
    const cautious = scored.find(({ score }) => score.total === 0)!.score;
    const boldest = scored.find(({ score }) => score.total === 26)!.score;
    expect([cautious.zone, boldest.zone]).toEqual([1, 10]);
    expect(boldest.band).toEqual({ min: 24, max: 26 });
  });
});

describe("caps", () => {
  const caps = [
    { question: "fall", answer: "sell-all", maxZone: 2 },
    { question: "fall", answer: "sell-some", maxZone: 4 },
    { question: "income", answer: "essential", maxZone: 5 },
    { question: "experience", answer: "none", maxZone: 4 },
    { question: "savings", answer: "most", maxZone: 5 },
  ];

  for (const { question, answer, maxZone } of caps) {
    it(`${question} "${answer}" keeps the zone at ${maxZone} or below, whatever the horizon, and only when the points go higher`, () => {
      const withAnswer = scored.filter(({ answers }) => answers[question] === answer);
      for (const { answers, score } of withAnswer) expect(score.zone, JSON.stringify(answers)).toBeLessThanOrEqual(maxZone);
      // Among answers that meet no stricter cap and a horizon that allows more: at the cap's own
      // zone the cap changes nothing; one band above it, it holds the zone down.
      const onlyThis = withAnswer.filter(
        ({ score }) => score.capsMet.every((cap) => cap.maxZone > maxZone || cap.question === question) && score.horizonAllows > maxZone,
      );
      const atCap = onlyThis.filter(({ score }) => score.bandZone === maxZone);
      expect(atCap.length).toBeGreaterThan(0);
      for (const { score } of atCap) expect(score).toMatchObject({ zone: maxZone, limitedBy: [], limitedByHorizon: false });
      const above = onlyThis.filter(({ score }) => score.bandZone === maxZone + 1);
      expect(above.length).toBeGreaterThan(0);
      for (const { score } of above) {
        expect(score.zone).toBe(maxZone);
        expect(score.limitedBy[0]).toMatchObject({ question, maxZone });
      }
    });
  }

  it("holds each capped client to zones as heavy in cash and bonds as the caps' words say, in both account types", () => {
    // The share of a built-in zone's allocation in cash and bonds, the least of its two account types.
    const defensive = (zone: number) =>
      Math.min(
        ...(["qualified", "non-qualified"] as const).map((account) =>
          builtInAllocations[account][zone as keyof (typeof builtInAllocations)["qualified"]]
            .filter((item) => instrumentRoles[item.instrument] === "defensive")
            .reduce((sum, item) => sum + item.percentage, 0),
        ),
      );
    const highest = (question: string, answer: string) =>
      Math.max(...scored.filter(({ answers }) => answers[question] === answer).map(({ score }) => score.zone));
    // "Mostly cash and bonds": more than half, up to zone 2 and no further.
    expect([highest("fall", "sell-all"), highest("goal", "preserve")]).toEqual([2, 2]);
    for (const zone of [1, 2]) expect(defensive(zone), `zone ${zone}`).toBeGreaterThan(50);
    expect(defensive(3)).toBeLessThanOrEqual(50);
    // "Two fifths or more": up to zone 4 and no further.
    expect([highest("fall", "sell-some"), highest("experience", "none")]).toEqual([4, 4]);
    for (const zone of [1, 2, 3, 4]) expect(defensive(zone), `zone ${zone}`).toBeGreaterThanOrEqual(40);
    expect(defensive(5)).toBeLessThan(40);
    // "A quarter or more": up to zone 5 and no further.
    expect(highest("savings", "most")).toBe(5);
    for (const zone of [1, 2, 3, 4, 5]) expect(defensive(zone), `zone ${zone}`).toBeGreaterThanOrEqual(25);
    expect(defensive(6)).toBeLessThan(25);
  });

  it("holds an account that must preserve capital to zone 2, and to zone 1 when it is drawn on within two years", () => {
    // The launch review's case: the most cautious answers but experience and a small share of savings.
    const review = {
      horizon: "within-2-years",
      income: "essential",
      fall: "hold",
      experience: "extensive",
      savings: "small",
      goal: "preserve",
    };
    const within = scoreAnswers(questionnaireRules, review);
    expect([within.zone, within.limitedBy.map((cap) => cap.maxZone)]).toEqual([1, [1]]);
    expect(explainScore(within)).toContain(within.limitedBy[0]!.reason);
    // Drawn on later: zone 2, whose allocations hold mostly cash and bonds.
    const later = scoreAnswers(questionnaireRules, { ...review, income: "none", horizon: "2-to-4-years" });
    expect([later.zone, later.limitedBy.map((cap) => cap.maxZone)]).toEqual([2, [2]]);
    for (const { answers, score } of scored)
      if (answers.goal === "preserve")
        expect(score.zone, JSON.stringify(answers)).toBeLessThanOrEqual(answers.horizon === "within-2-years" ? 1 : 2);
  });

  it("applies the strictest of several caps", () => {
    const answers = {
      horizon: "8-years-or-more",
      income: "none",
      fall: "sell-all",
      experience: "extensive",
      savings: "small",
      goal: "maximum-growth",
    };
    const score = scoreAnswers(questionnaireRules, answers);
    expect(score.total).toBe(21);
    expect(score.bandZone).toBe(8);
    expect(score.limitedBy.map((cap) => cap.maxZone)).toEqual([2]);
    expect(score.zone).toBe(2);
    const both = scoreAnswers(questionnaireRules, { ...answers, income: "essential" });
    expect(both.bandZone).toBe(6);
    expect(both.capsMet.map((cap) => cap.maxZone)).toEqual([2, 5]);
    expect(both.limitedBy.map((cap) => cap.maxZone)).toEqual([2]);
    expect(both.zone).toBe(2);
    // Points that lead no higher than the cap: the cap changes nothing.
    const low = scoreAnswers(questionnaireRules, {
      ...answers,
      horizon: "within-2-years",
      income: "essential",
      experience: "none",
      savings: "most",
      goal: "growth",
    });
    expect(low.bandZone).toBe(2);
    expect(low.limitedBy).toEqual([]);
    expect(low.zone).toBe(2);
  });
});
