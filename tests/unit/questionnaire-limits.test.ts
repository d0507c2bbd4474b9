// A zone chosen above the highest one a client's answers allow: the result and the record say so,
// naming each limit it passes, and the save form refuses it without the advisor's own words.
import { describe, expect, it } from "vitest";
import { questionnaireCaps, questionnaireHorizon, questionnaireRules } from "~/content/questionnaire";
import { aboveLimitNote, suitabilityRules } from "~/content/questionnaire-limits";
import { overrideReasonLabel } from "~/content/override-reasons";
import { suitabilityCopy } from "~/content/suitability";
import { scoreAnswers } from "~/lib/questionnaire-scoring";
import { saveViewSchemaFor } from "~/lib/schemas/saved-view";
import { suitabilityErrors } from "~/lib/schemas/suitability";

/** A long horizon and growth-minded answers, but everything sold after a fall and essential income. */
const cautious = {
  horizon: "8-years-or-more",
  income: "essential",
  fall: "sell-all",
  experience: "extensive",
  savings: "small",
  goal: "growth",
};
const [sellAll, essential] = ["fall", "income"].map((question) => questionnaireCaps.find((cap) => cap.question === question)!.reason);

describe("the highest zone the answers allow", () => {
  it("is the lowest limit the answers meet, and a zone above it is named with each limit it passes", () => {
    const score = scoreAnswers(questionnaireRules, cautious);
    expect(score).toMatchObject({ answersAllow: 2, zone: 2 });
    expect(aboveLimitNote(score, 2)).toBeUndefined();
    expect(aboveLimitNote(score, 5)).toBe(`Zone 5 is above zone 2, the highest these answers allow. ${sellAll}`);
    expect(aboveLimitNote(score, 10)).toBe(`Zone 10 is above zone 2, the highest these answers allow. ${sellAll} ${essential}`);
  });

  it("counts the time horizon's ceiling as a limit too", () => {
    const score = scoreAnswers(questionnaireRules, { ...cautious, income: "none", fall: "buy-more", horizon: "within-2-years" });
    const ceiling = questionnaireHorizon.ceilings.find((candidate) => candidate.answers.includes("within-2-years"))!;
    expect(score.answersAllow).toBe(3);
    expect(aboveLimitNote(score, 6)).toBe(`Zone 6 is above zone 3, the highest these answers allow. ${ceiling.reason}`);
  });

  it("is not met by a lower suggestion the points alone give", () => {
    const score = scoreAnswers(questionnaireRules, {
      ...cautious,
      income: "none",
      fall: "hold",
      goal: "income",
      experience: "some",
      savings: "half",
    });
    expect(score.zone).toBeLessThan(score.answersAllow);
    expect(aboveLimitNote(score, score.answersAllow)).toBeUndefined();
  });
});

describe("saving a zone above the limit for a client", () => {
  const schema = saveViewSchemaFor(suitabilityRules);
  const form = (chosen: number, reasonText: string) => ({
    label: "Client T",
    note: "",
    views: `${chosen}-qualified`,
    versions: "0123456789ab",
    questionnaire: new URLSearchParams({ ...cautious, account: "qualified", chosen: String(chosen) }).toString(),
    reason: "client-preference",
    reasonText,
  });

  it("needs the advisor's own words, a sentence and not a word, whatever reason is chosen from the list", () => {
    for (const words of ["", "ok", "client wants it", "aaaaaaaaaaaaaaaaaaaaaaaaa", "yes yes yes yes yes yes yes"]) {
      const refused = schema.safeParse(form(10, words));
      expect(refused.success, words).toBe(false);
      expect(refused.error?.issues).toEqual([expect.objectContaining({ path: ["reasonText"], message: suitabilityErrors.aboveLimitText })]);
    }
    expect(schema.safeParse(form(10, "Holds a pension that covers the essentials")).success).toBe(true);
  });

  it("keeps the limit and its words in the suitability record", () => {
    const saved = schema.parse(form(10, "Holds a pension that covers the essentials"));
    expect(saved.suitability).toMatchObject({
      suggested: 2,
      chosen: 10,
      reason: { code: "client-preference", text: "Holds a pension that covers the essentials" },
      aboveLimit: { allows: 2, text: aboveLimitNote(scoreAnswers(questionnaireRules, cautious), 10) },
    });
  });

  it("says which way the client's preference goes, in the form's list and on the record", () => {
    expect(overrideReasonLabel("client-preference", true)).toBe("The client prefers more risk than the suggested zone");
    expect(suitabilityCopy.reasonOf("client-preference", "Sleeps badly", false)).toBe(
      "The client prefers less risk than the suggested zone: Sleeps badly",
    );
    expect(suitabilityCopy.reasonOf("other-assets", "", true)).toBe("Other assets or income change the picture");
  });

  it("asks no words of a choice within the limit, and records no limit", () => {
    const saved = schema.parse(form(1, ""));
    expect(saved.suitability).toMatchObject({ suggested: 2, chosen: 1 });
    expect(saved.suitability).not.toHaveProperty("aboveLimit");
  });
});
