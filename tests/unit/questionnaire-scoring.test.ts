import { describe, expect, it } from "vitest";
import { conflictNote, explainScore, questionnaireRules } from "~/content/questionnaire";
import { instrumentRoles } from "~/content/instrument-roles";
import { builtInAllocations, builtInZones } from "~/content/zones";
import { maxPoints, rulesProblems, scoreAnswers, zoneForPoints, type Answers, type ScoringRules } from "~/lib/questionnaire-scoring";

/** Every combination of answers to the questionnaire (a few thousand). */
function allAnswerSets(rules: ScoringRules): Answers[] {
  return rules.questions.reduce<Answers[]>(
    (sets, question) => sets.flatMap((set) => question.options.map((option) => ({ ...set, [question.id]: option.value }))),
    [{}],
  );
}

const everySet = allAnswerSets(questionnaireRules);
/** The caps `answers` meet, read from the rules here, apart from the scoring's own reading. */
const capsOf = (answers: Answers) =>
  questionnaireRules.caps.filter(
    (cap) =>
      cap.answers.includes(answers[cap.question]!) && (!cap.alsoWhen || cap.alsoWhen.answers.includes(answers[cap.alsoWhen.question]!)),
  );
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

  it("holds a client who would sell after a 20% fall to zones as heavy in cash and bonds as the caps' words say, in both account types", () => {
    // The share of a built-in zone's allocation in cash and bonds, the least of its two account types.
    const defensive = (zone: number) =>
      Math.min(
        ...(["qualified", "non-qualified"] as const).map((account) =>
          builtInAllocations[account][zone as keyof (typeof builtInAllocations)["qualified"]]
            .filter((item) => instrumentRoles[item.instrument] === "defensive")
            .reduce((sum, item) => sum + item.percentage, 0),
        ),
      );
    const highest = (fall: string) => Math.max(...scored.filter(({ answers }) => answers.fall === fall).map(({ score }) => score.zone));
    // "Mostly cash and bonds": more than half, up to zone 2 and no further.
    expect(highest("sell-all")).toBe(2);
    for (const zone of [1, 2]) expect(defensive(zone), `zone ${zone}`).toBeGreaterThan(50);
    expect(defensive(3)).toBeLessThanOrEqual(50);
    // "Two fifths or more": up to zone 4 and no further.
    expect(highest("sell-some")).toBe(4);
    for (const zone of [1, 2, 3, 4]) expect(defensive(zone), `zone ${zone}`).toBeGreaterThanOrEqual(40);
    expect(defensive(5)).toBeLessThan(40);
  });

  it("holds an account that must preserve capital to zone 2 when it is drawn on within two years or pays for essentials", () => {
    // The launch review's case: the most cautious answers but experience and a small share of savings.
    const review = {
      horizon: "within-2-years",
      income: "essential",
      fall: "hold",
      experience: "extensive",
      savings: "small",
      goal: "preserve",
    };
    expect(scoreAnswers(questionnaireRules, review).zone).toBe(2);
    for (const changed of [{ income: "none" }, { horizon: "2-to-4-years" }]) {
      const score = scoreAnswers(questionnaireRules, { ...review, ...changed });
      expect(score.zone, JSON.stringify(changed)).toBe(2);
      expect(explainScore(score)).toContain(score.limitedBy[0]!.reason);
    }
    // Neither: the Capital Preservation zones, up to zone 3.
    const calm = scoreAnswers(questionnaireRules, { ...review, income: "none", horizon: "2-to-4-years" });
    expect([calm.zone, calm.limitedBy.map((cap) => cap.maxZone)]).toEqual([3, [3]]);
    for (const { answers, score } of scored)
      if (answers.goal === "preserve" && (answers.horizon === "within-2-years" || answers.income === "essential"))
        expect(score.zone, JSON.stringify(answers)).toBeLessThanOrEqual(2);
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

describe("the time horizon only lowers the suggestion", () => {
  // The years each answer to the horizon question means, and the years of a zone's horizon. "Within
  // 2 years" begins at the zone table's shortest horizon, one year.
  const answerYears: Record<string, { from: number; to: number }> = {
    "within-2-years": { from: 1, to: 2 },
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
  const zones = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
  const ceilingOf = (horizon: string) => questionnaireRules.horizon.ceilings.find((ceiling) => ceiling.answers.includes(horizon))!;

  it("knows the years of every answer to the horizon question", () => {
    const horizon = questionnaireRules.questions.find((question) => question.id === "horizon")!;
    expect(horizon.options.map((option) => option.value).sort()).toEqual(Object.keys(answerYears).sort());
  });

  it("sets each answer's ceiling at the highest zone whose horizon (the least time to hold it) begins by the client's", () => {
    for (const [answer, client] of Object.entries(answerYears)) {
      const allowed = zones.filter((zone) => zoneYears(zone).from <= client.from);
      const reaching = zones.filter((zone) => zoneYears(zone).to >= client.from);
      expect(ceilingOf(answer), answer).toMatchObject({ maxZone: Math.max(...allowed), reachedFrom: Math.min(...reaching) });
    }
    expect(questionnaireRules.horizon.ceilings.map((ceiling) => ceiling.maxZone)).toEqual([3, 5, 8, 10]);
  });

  it("never suggests, for any of the answer sets, a zone above the points, any cap the answers meet or the horizon's ceiling", () => {
    expect(scored).toHaveLength(4 * 3 * 4 * 4 * 4 * 5);
    for (const { answers, score } of scored) {
      const context = JSON.stringify(answers);
      const caps = capsOf(answers);
      const ceiling = ceilingOf(answers.horizon!);
      expect(score.zone, context).toBeLessThanOrEqual(zoneOfTotal[score.total]!);
      for (const cap of caps) expect(score.zone, `${context} ${cap.question}`).toBeLessThanOrEqual(cap.maxZone);
      expect(score.zone, context).toBeLessThanOrEqual(ceiling.maxZone);
      expect(zoneYears(score.zone).from, context).toBeLessThanOrEqual(answerYears[answers.horizon!]!.from);
      // and is the lowest of them: nothing lowers it further either.
      expect(score.zone, context).toBe(Math.min(zoneOfTotal[score.total]!, ceiling.maxZone, ...caps.map((cap) => cap.maxZone)));
      expect(score.horizonAllows, context).toBe(ceiling.maxZone);
    }
  });

  it("never raises: a longer horizon with the same other answers never gives a zone above what the other answers allow", () => {
    for (const { answers, score } of scored) {
      const caps = capsOf(answers);
      const withoutHorizon = Math.min(...caps.map((cap) => cap.maxZone), 10);
      expect(score.zone, JSON.stringify(answers)).toBeLessThanOrEqual(withoutHorizon);
    }
  });

  it("reports the answers as pulling apart exactly when the suggestion's horizon ends before the client's begins", () => {
    const conflicts = scored.filter(({ score }) => score.conflict);
    expect(conflicts.length).toBeGreaterThan(0);
    for (const { answers, score } of scored) {
      const ends = zoneYears(score.zone).to < answerYears[answers.horizon!]!.from;
      expect(Boolean(score.conflict), JSON.stringify(answers)).toBe(ends);
      expect(Boolean(conflictNote(score))).toBe(ends);
    }
    expect(new Set(conflicts.map(({ answers }) => answers.horizon))).toEqual(new Set(["5-to-7-years", "8-years-or-more"]));
  });

  it("suggests zone 2, not 9, to a cautious client with a long horizon, and says why in words", () => {
    // No experience, most savings in the account, preserve capital, would sell everything after a
    // 20% fall, some income needed, 8 years or more: the launch review's case.
    const answers = {
      horizon: "8-years-or-more",
      income: "some",
      fall: "sell-all",
      experience: "none",
      savings: "most",
      goal: "preserve",
    };
    const score = scoreAnswers(questionnaireRules, answers);
    expect(score).toMatchObject({ total: 8, bandZone: 3, zone: 2, horizonAllows: 10, limitedByHorizon: false });
    expect(score.capsMet.map((cap) => cap.maxZone)).toEqual([2, 3]);
    expect(score.limitedBy.map((cap) => cap.question)).toEqual(["fall"]);
    expect(score.conflict).toMatchObject({ horizonAllows: 10, zone: 2, lowAnswers: [] });
    expect(explainScore(score)).toContain(
      "Totals of 6 to 8 points point to zone 3. A client who would sell everything after a 20% fall is kept at zone 2 or below, whose allocations hold mostly cash and bonds. So the suggestion is zone 2.",
    );
    expect(conflictNote(score)).toBe(
      "These answers pull apart: the time horizon alone would allow zone 10; the answer on reaction to a 20% fall limits the suggestion to zone 2. Discuss the difference with the client before choosing a zone.",
    );
  });

  it("keeps a client whose goal is to preserve capital in the Capital Preservation zones, however calm the other answers", () => {
    // Found in a compliance review: these answers gave zone 8, and the note said the goal "limits" it there.
    const score = scoreAnswers(questionnaireRules, {
      horizon: "8-years-or-more",
      income: "none",
      fall: "buy-more",
      experience: "extensive",
      savings: "small",
      goal: "preserve",
    });
    expect([score.bandZone, score.zone]).toEqual([8, 3]);
    expect(score.limitedBy.map((cap) => cap.question)).toEqual(["goal"]);
    expect(explainScore(score)).toContain("An account whose main goal is to preserve capital is kept at zone 3 or below");
    expect(conflictNote(score)).toContain("the answer on goal limits the suggestion to zone 3.");
  });

  it("names the cap when a cap holds a long-horizon client down, and the horizon when it does the limiting", () => {
    const capped = scoreAnswers(questionnaireRules, {
      horizon: "8-years-or-more",
      income: "none",
      fall: "sell-all",
      experience: "extensive",
      savings: "small",
      goal: "maximum-growth",
    });
    expect([capped.bandZone, capped.zone]).toEqual([8, 2]);
    expect(explainScore(capped)).toContain(
      "A client who would sell everything after a 20% fall is kept at zone 2 or below, whose allocations hold mostly cash and bonds. So the suggestion is zone 2.",
    );
    expect(conflictNote(capped)).toContain(
      "the time horizon alone would allow zone 10; the answer on reaction to a 20% fall limits the suggestion to zone 2.",
    );

    const short = scoreAnswers(questionnaireRules, {
      horizon: "2-to-4-years",
      income: "none",
      fall: "buy-more",
      experience: "extensive",
      savings: "small",
      goal: "maximum-growth",
    });
    expect(short).toMatchObject({ bandZone: 9, zone: 5, limitedBy: [], limitedByHorizon: true, conflict: undefined });
    expect(explainScore(short)).toContain(
      "A time horizon of 2 to 4 years keeps the suggestion at zone 5 or below, the highest zone whose time horizon (2-4 Years) begins by two years. So the suggestion is zone 5.",
    );
    expect(conflictNote(short)).toBeUndefined();

    // Calm answers with a horizon of 5 to 7 years: no pull apart, whatever zone the points give up to 8.
    const calm = scoreAnswers(questionnaireRules, {
      horizon: "5-to-7-years",
      income: "some",
      fall: "hold",
      experience: "good",
      savings: "quarter",
      goal: "growth",
    });
    expect([calm.zone, calm.conflict, conflictNote(calm)]).toEqual([6, undefined, undefined]);
  });

  it("names both answers of a cap that needs two, when it holds a long-horizon client down", () => {
    // Found in review: the note named the goal alone, and the record keeps the note.
    const score = scoreAnswers(questionnaireRules, {
      horizon: "8-years-or-more",
      income: "essential",
      fall: "buy-more",
      experience: "extensive",
      savings: "small",
      goal: "preserve",
    });
    expect(score.zone).toBe(2);
    expect(conflictNote(score)).toContain("the answers on goal and income from the account limit the suggestion to zone 2.");
  });

  it("names the answers of few points when the points, not a cap, hold a long-horizon client down", () => {
    const score = scoreAnswers(questionnaireRules, {
      horizon: "8-years-or-more",
      income: "some",
      fall: "hold",
      experience: "none",
      savings: "most",
      goal: "income",
    });
    expect(score).toMatchObject({ total: 12, zone: 5, capsMet: [] });
    expect(conflictNote(score)).toBe(
      "These answers pull apart: the time horizon alone would allow zone 10; the few points of the answers on experience, share of savings and goal hold the suggestion at zone 5. Discuss the difference with the client before choosing a zone.",
    );
  });

  it("says 'the points of the other answers' when no single answer is low", () => {
    const middling = scoreAnswers(questionnaireRules, {
      horizon: "8-years-or-more",
      income: "some",
      fall: "hold",
      experience: "good",
      savings: "quarter",
      goal: "growth",
    });
    expect([middling.total, middling.zone]).toEqual([19, 7]);
    expect(middling.conflict?.lowAnswers).toEqual([]);
    expect(conflictNote(middling)).toContain("zone 10; the points of the other answers hold the suggestion at zone 7.");
  });
});
