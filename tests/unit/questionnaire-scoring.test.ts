import { describe, expect, it } from "vitest";
import { explainScore, questionnaireCopy, questionnaireRules } from "~/content/questionnaire";
import {
  maxPoints,
  neighbourZones,
  readAnswers,
  rulesProblems,
  scoreAnswers,
  zoneForPoints,
  type Answers,
  type ScoringRules,
} from "~/lib/questionnaire-scoring";

/** Every combination of answers to the questionnaire (a few thousand). */
function allAnswerSets(rules: ScoringRules): Answers[] {
  return rules.questions.reduce<Answers[]>(
    (sets, question) => sets.flatMap((set) => question.options.map((option) => ({ ...set, [question.id]: option.value }))),
    [{}],
  );
}

const everySet = allAnswerSets(questionnaireRules);
const scored = everySet.map((answers) => ({ answers, score: scoreAnswers(questionnaireRules, answers) }));

// The zone of each total, as the method text states it: the contract with compliance.
const zoneOfTotal: Record<number, number> = {
  0: 1, 1: 1, 2: 1,
  3: 2, 4: 2, 5: 2,
  6: 3, 7: 3, 8: 3,
  9: 4, 10: 4, 11: 4,
  12: 5, 13: 5, 14: 5,
  15: 6, 16: 6, 17: 6,
  18: 7, 19: 7,
  20: 8, 21: 8,
  22: 9, 23: 9,
  24: 10, 25: 10, 26: 10,
};

describe("questionnaire rules", () => {
  it("are sound: six questions, bands for zones 1-10 from 0 points, caps on real answers", () => {
    expect(rulesProblems(questionnaireRules)).toEqual([]);
    expect(questionnaireRules.questions.map((question) => question.id)).toEqual(["horizon", "income", "fall", "experience", "savings", "goal"]);
    expect(maxPoints(questionnaireRules)).toBe(26);
  });

  it("finds broken rules", () => {
    const broken: ScoringRules = {
      questions: [{ id: "a", options: [{ value: "x", points: 1 }, { value: "x", points: -1 }] }],
      bands: [{ zone: 1, minPoints: 2 }, { zone: 2, minPoints: 2 }],
      caps: [{ question: "b", answers: ["x"], maxZone: 3 }],
    };
    expect(rulesProblems(broken)).toEqual([
      "a repeats an answer",
      "a gives points that are not whole and non-negative",
      "bands must name zones 1 to 10 once each, in order",
      "the first band must start at 0 points",
      "band of zone 2 does not start above the one before",
      "zone 2 needs more points than the questions give",
      "a cap names the unknown question b",
    ]);
  });
});

describe("points to zone", () => {
  it("maps every total from 0 to 26 to its zone, at and either side of each threshold", () => {
    for (let total = 0; total <= 26; total++) {
      expect(zoneForPoints(questionnaireRules.bands, total), `${total} points`).toBe(zoneOfTotal[total]);
    }
  });

  it("scores real answers to the same zone at every total when no cap applies", () => {
    for (let total = 0; total <= 26; total++) {
      const uncapped = scored.filter(({ score }) => score.total === total && score.limitedBy.length === 0);
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
    { question: "horizon", answer: "within-2-years", maxZone: 3 },
    { question: "horizon", answer: "2-to-4-years", maxZone: 6 },
    { question: "fall", answer: "sell-all", maxZone: 4 },
    { question: "income", answer: "essential", maxZone: 5 },
  ];

  for (const { question, answer, maxZone } of caps) {
    it(`${question} "${answer}" keeps the zone at ${maxZone} or below, and only when the points go higher`, () => {
      const withAnswer = scored.filter(({ answers }) => answers[question] === answer);
      for (const { score } of withAnswer) expect(score.zone).toBeLessThanOrEqual(maxZone);
      // Among answers that meet no other cap: at the cap's own zone the cap changes nothing;
      // one band above it, it holds the zone down.
      const others = caps.filter((cap) => cap.answer !== answer || cap.question !== question);
      const onlyThis = withAnswer.filter(({ answers }) => others.every((cap) => answers[cap.question] !== cap.answer));
      const atCap = onlyThis.filter(({ score }) => score.bandZone === maxZone);
      expect(atCap.length).toBeGreaterThan(0);
      for (const { score } of atCap) expect(score).toMatchObject({ zone: maxZone, limitedBy: [] });
      const above = onlyThis.filter(({ score }) => score.bandZone === maxZone + 1);
      expect(above.length).toBeGreaterThan(0);
      for (const { score } of above) {
        expect(score.zone).toBe(maxZone);
        expect(score.limitedBy[0]).toMatchObject({ question, maxZone });
      }
    });
  }

  it("applies the strictest of several caps", () => {
    const answers = { horizon: "2-to-4-years", income: "none", fall: "sell-all", experience: "extensive", savings: "small", goal: "maximum-growth" };
    const score = scoreAnswers(questionnaireRules, answers);
    expect(score.total).toBe(17);
    expect(score.bandZone).toBe(6);
    expect(score.limitedBy.map((cap) => cap.maxZone)).toEqual([4]);
    expect(score.zone).toBe(4);
    const both = scoreAnswers(questionnaireRules, { ...answers, horizon: "8-years-or-more", income: "essential", fall: "sell-all" });
    expect(both.bandZone).toBe(6);
    expect(both.limitedBy.map((cap) => cap.maxZone)).toEqual([4, 5]);
    expect(both.zone).toBe(4);
  });
});

describe("rules are an argument, not a module", () => {
  it("scores with the rules it is given", () => {
    const rules: ScoringRules = {
      questions: [{ id: "q", options: [{ value: "low", points: 0 }, { value: "high", points: 9 }] }],
      bands: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((zone) => ({ zone: zone as 1, minPoints: zone - 1 })),
      caps: [{ question: "q", answers: ["high"], maxZone: 7 }],
    };
    expect(scoreAnswers(rules, { q: "low" }).zone).toBe(1);
    const high = scoreAnswers(rules, { q: "high" });
    expect([high.bandZone, high.zone]).toEqual([10, 7]);
  });
});

describe("reading answers", () => {
  it("keeps known answers and names the questions left without one", () => {
    const params = new URLSearchParams("horizon=5-to-7-years&income=lots&fall=hold&goal=&extra=1");
    expect(readAnswers(questionnaireRules, params)).toEqual({
      answers: { horizon: "5-to-7-years", fall: "hold" },
      missing: ["income", "experience", "savings", "goal"],
    });
  });

  it("refuses to score incomplete answers", () => {
    expect(() => scoreAnswers(questionnaireRules, { horizon: "5-to-7-years" })).toThrow(/income/);
  });
});

describe("explaining a result", () => {
  it("names every answer with its points, the range and the cap that applied", () => {
    const answers = { horizon: "within-2-years", income: "none", fall: "buy-more", experience: "extensive", savings: "small", goal: "maximum-growth" };
    const text = explainScore(scoreAnswers(questionnaireRules, answers));
    expect(text).toContain("The answers give 20 of 26 points");
    expect(text).toContain("time horizon “Within 2 years” (0 points)");
    expect(text).toContain("reaction to a 20% fall “Invest more at the lower prices” (5 points)");
    expect(text).toContain("Totals of 20 to 21 points point to zone 8.");
    expect(text).toContain("A time horizon of under two years keeps the suggestion at zone 3 or below. So the suggestion is zone 3.");
  });

  it("states the bands and caps in the method text as the rules have them", () => {
    const method = questionnaireCopy.method.join(" ");
    expect(method).toContain("0 to 26 points");
    expect(method).toContain("0-2 points zone 1, 3-5 points zone 2");
    expect(method).toContain("18-19 points zone 7");
    expect(method).toContain("24-26 points zone 10");
    for (const cap of questionnaireRules.caps) expect(method).toContain(cap.reason);
  });

  it("offers the zones either side, within 1-10", () => {
    expect([neighbourZones(1), neighbourZones(6), neighbourZones(10)]).toEqual([[2], [5, 7], [9]]);
  });
});
