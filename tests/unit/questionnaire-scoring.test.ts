import { describe, expect, it } from "vitest";
import { conflictNote, explainScore, questionnaireRules } from "~/content/questionnaire";
import { builtInZones } from "~/content/zones";
import { maxPoints, rulesProblems, scoreAnswers, zoneForPoints, type Answers, type ScoringRules } from "~/lib/questionnaire-scoring";

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
  0: 1,
  1: 1,
  2: 1,
  3: 2,
  4: 2,
  5: 2,
  6: 3,
  7: 3,
  8: 3,
  9: 4,
  10: 4,
  11: 4,
  12: 5,
  13: 5,
  14: 5,
  15: 6,
  16: 6,
  17: 6,
  18: 7,
  19: 7,
  20: 8,
  21: 8,
  22: 9,
  23: 9,
  24: 10,
  25: 10,
  26: 10,
};

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
      caps: [{ question: "b", answers: ["x"], maxZone: 3 }],
      floors: [{ question: "a", answers: ["y"], minZone: 2 }],
    };
    expect(rulesProblems(broken)).toEqual([
      "a repeats an answer",
      "a gives points that are not whole and non-negative",
      "bands must name zones 1 to 10 once each, in order",
      "the first band must start at 0 points",
      "band of zone 2 does not start above the one before",
      "zone 2 needs more points than the questions give",
      "a cap names the unknown question b",
      "a floor on a names an unknown answer",
    ]);
  });
});

describe("points to zone", () => {
  it("maps every total from 0 to 26 to its zone, at and either side of each threshold", () => {
    for (let total = 0; total <= 26; total++) {
      expect(zoneForPoints(questionnaireRules.bands, total), `${total} points`).toBe(zoneOfTotal[total]);
    }
  });

  it("scores real answers to the same zone at every total when no cap or floor applies", () => {
    for (let total = 0; total <= 26; total++) {
      const uncapped = scored.filter(({ score }) => score.total === total && score.limitedBy.length === 0 && score.raisedBy.length === 0);
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
    it(`${question} "${answer}" keeps the zone at ${maxZone} or below unless a floor decides, and only when the points go higher`, () => {
      const withAnswer = scored.filter(({ answers }) => answers[question] === answer);
      // Unless the time horizon needs a higher zone: then the floor decides, and says so.
      for (const { score } of withAnswer.filter(({ score }) => score.raisedBy.length === 0))
        expect(score.zone).toBeLessThanOrEqual(maxZone);
      for (const { score } of withAnswer.filter(({ score }) => score.raisedBy.length > 0)) {
        expect(score.overridden).toContainEqual(expect.objectContaining({ question, maxZone }));
      }
      // Among answers that meet no stricter cap and no floor: at the cap's own zone the cap
      // changes nothing; one band above it, it holds the zone down.
      const stricter = caps.filter((cap) => cap.maxZone <= maxZone && (cap.answer !== answer || cap.question !== question));
      const onlyThis = withAnswer.filter(
        ({ answers, score }) => score.raisedBy.length === 0 && stricter.every((cap) => answers[cap.question] !== cap.answer),
      );
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
    const answers = {
      horizon: "2-to-4-years",
      income: "none",
      fall: "sell-all",
      experience: "extensive",
      savings: "small",
      goal: "maximum-growth",
    };
    const score = scoreAnswers(questionnaireRules, answers);
    expect(score.total).toBe(17);
    expect(score.bandZone).toBe(6);
    expect(score.limitedBy.map((cap) => cap.maxZone)).toEqual([4]);
    expect(score.zone).toBe(4);
    const both = scoreAnswers(questionnaireRules, {
      ...answers,
      income: "essential",
      experience: "extensive",
      savings: "most",
      goal: "growth",
    });
    expect(both.bandZone).toBe(4);
    expect(both.limitedBy).toEqual([]);
    const lower = scoreAnswers(questionnaireRules, { ...answers, income: "essential" });
    expect(lower.bandZone).toBe(5);
    expect(lower.limitedBy.map((cap) => cap.maxZone)).toEqual([4]);
    expect(lower.zone).toBe(4);
  });
});

describe("floors: the time horizon and the zone table agree", () => {
  // The years each answer to the horizon question means, and the years of a zone's horizon.
  const answerYears: Record<string, { from: number; to: number }> = {
    "within-2-years": { from: 0, to: 2 },
    "2-to-4-years": { from: 2, to: 4 },
    "5-to-7-years": { from: 5, to: 7 },
    "8-years-or-more": { from: 8, to: Number.POSITIVE_INFINITY },
  };
  const zoneYears = (zone: number) => {
    const text = builtInZones[zone as keyof typeof builtInZones].timehorizon;
    const match = /^(\d+)(?:-(\d+)|\+) Years$/.exec(text);
    if (!match) throw new Error(`Unreadable time horizon ${text}`);
    return { from: Number(match[1]), to: match[2] ? Number(match[2]) : Number.POSITIVE_INFINITY };
  };

  it("knows the years of every answer to the horizon question", () => {
    const horizon = questionnaireRules.questions.find((question) => question.id === "horizon")!;
    expect(horizon.options.map((option) => option.value).sort()).toEqual(Object.keys(answerYears).sort());
  });

  it("never suggests a zone whose time horizon ends before the client's begins, or starts after it ends", () => {
    for (const { answers, score } of scored) {
      const client = answerYears[answers.horizon!]!;
      const zone = zoneYears(score.zone);
      const context = `${answers.horizon} -> zone ${score.zone} (${builtInZones[score.zone].timehorizon})`;
      expect(zone.to, context).toBeGreaterThanOrEqual(client.from);
      expect(zone.from, context).toBeLessThanOrEqual(client.to);
    }
  });

  it("keeps a client who answers 'in 5 to 7 years' at zone 6 or above, and one of '8 years or more' at zone 9 or above", () => {
    const zonesOf = (horizon: string) =>
      new Set(scored.filter(({ answers }) => answers.horizon === horizon).map(({ score }) => score.zone));
    expect([...zonesOf("5-to-7-years")].sort((a, b) => a - b)).toEqual([6, 7, 8, 9, 10]);
    expect([...zonesOf("8-years-or-more")].sort((a, b) => a - b)).toEqual([9, 10]);
    expect(Math.min(...zonesOf("within-2-years"))).toBe(1);
    expect(Math.max(...zonesOf("2-to-4-years"))).toBe(6);
  });

  it("lets the floor decide where it and a cap disagree, and says so", () => {
    const answers = {
      horizon: "8-years-or-more",
      income: "essential",
      fall: "sell-all",
      experience: "extensive",
      savings: "small",
      goal: "maximum-growth",
    };
    const score = scoreAnswers(questionnaireRules, answers);
    expect(score.bandZone).toBe(6);
    expect(score.limitedBy.map((cap) => cap.maxZone)).toEqual([4, 5]);
    expect(score.raisedBy.map((floor) => floor.minZone)).toEqual([9]);
    expect(score.overridden.map((cap) => cap.maxZone)).toEqual([4, 5]);
    expect(score.zone).toBe(9);
    const text = explainScore(score);
    expect(text).toContain("A client who would sell everything after a 20% fall is kept at zone 4 or below.");
    expect(text).toContain("A time horizon of 8 years or more keeps the suggestion at zone 9 or above");
    expect(text).toContain("So the suggestion is zone 9.");
    expect(conflictNote(score)).toMatch(
      /pull apart: the time horizon asks for zone 9 or above, while another answer would keep the client at zone 4 or below/,
    );

    // A cap the points never reach is still in conflict once the floor lifts the zone past it.
    const low = scoreAnswers(questionnaireRules, {
      horizon: "5-to-7-years",
      income: "some",
      fall: "sell-all",
      experience: "none",
      savings: "most",
      goal: "preserve",
    });
    expect([low.bandZone, low.zone]).toEqual([3, 6]);
    expect(low.limitedBy).toEqual([]);
    expect(low.overridden.map((cap) => cap.maxZone)).toEqual([4]);
    expect(conflictNote(low)).toBeDefined();
    // Without a cap to override, a floor only raises: no conflict to report.
    const calm = scoreAnswers(questionnaireRules, {
      ...low.points.reduce((set, item) => ({ ...set, [item.question]: item.answer }), {}),
      fall: "hold",
    });
    expect([calm.zone, calm.overridden, conflictNote(calm)]).toEqual([6, [], undefined]);
    expect(explainScore(calm)).toContain("So the suggestion is zone 6.");
  });
});
