// The questionnaire's scoring as a function of its rules, how answers are read from an
// address, and how a result is explained (the rules themselves: questionnaire-scoring.test.ts).
import { describe, expect, it } from "vitest";
import { explainScore, questionnaireMethod, questionnaireRules } from "~/content/questionnaire";
import { neighbourZones, readAnswers, scoreAnswers, type ScoringRules } from "~/lib/questionnaire-scoring";

describe("rules are an argument, not a module", () => {
  it("scores with the rules it is given", () => {
    const rules: ScoringRules = {
      questions: [
        {
          id: "q",
          options: [
            { value: "low", points: 0 },
            { value: "high", points: 9 },
          ],
        },
      ],
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
    const answers = {
      horizon: "within-2-years",
      income: "none",
      fall: "buy-more",
      experience: "extensive",
      savings: "small",
      goal: "maximum-growth",
    };
    const text = explainScore(scoreAnswers(questionnaireRules, answers));
    expect(text).toContain("The answers give 20 of 26 points");
    expect(text).toContain("time horizon “Within 2 years” (0 points)");
    expect(text).toContain("reaction to a 20% fall “Invest more at the lower prices” (5 points)");
    // Both answers that gave the most points, not the first of them.
    expect(text).toContain("The most points came from the answers on reaction to a 20% fall and goal.");
    expect(text).toContain("Totals of 20 to 21 points point to zone 8.");
    expect(text).toContain("A time horizon of under two years keeps the suggestion at zone 3 or below");
    expect(text).toMatch(/So the suggestion is zone 3\.$/);
  });

  it("states the bands and caps in the method text as the rules have them", () => {
    const method = questionnaireMethod().join(" ");
    expect(method).toContain("0 to 26 points");
    expect(method).toContain("0-2 points zone 1, 3-5 points zone 2");
    expect(method).toContain("18-19 points zone 7");
    expect(method).toContain("24-26 points zone 10");
    for (const cap of questionnaireRules.caps) expect(method).toContain(cap.reason);
    for (const ceiling of questionnaireRules.horizon.ceilings) expect(method).toContain(ceiling.reason);
    expect(method).toContain("The time horizon's ceiling can only lower the suggestion, never raise it.");
    expect(method).toContain("the cautious answer wins");
    expect(method).not.toMatch(/time horizon decides|or above/);
  });

  it("offers the zones either side, within 1-10", () => {
    expect([neighbourZones(1), neighbourZones(6), neighbourZones(10)]).toEqual([[2], [5, 7], [9]]);
  });
});
