// A model's fact sheet read back: one US Letter page filled with the facts of the model's own
// page (the same six measures with their periods and as-of dates, "Not published" where the firm
// gives no figure, no made-up performance), where it fits and why, and the disclosures.
import { describe, expect, it } from "vitest";
import { figuresAsOf, renderModelFactSheet } from "~/.server/pdf/model-fact-sheet";
import { documentCopy } from "~/content/documents";
import { modelFacts } from "~/.server/products/model-facts";
import { factSheetCopy } from "~/content/downloads";
import { modelWithFigures } from "~/lib/content-desk/merge";
import { categoryLabels, findModel, investmentModels } from "~/content/models";
import { modelPage } from "~/content/models-page";
import {
  beingUpdatedNote,
  figureDatesCopy,
  notPublishedNote,
  performanceNote,
  rebalancingNote,
  statInfo,
  targetNote,
} from "~/content/model-stats";
import { site } from "~/content/site";
import { pdfBoxes } from "../support/pdf-boxes";
import { flatten, pdfText } from "../support/pdf-text";
import { samplePerformance } from "../support/model-performance";

const date = new Date("2026-11-23T15:00:00Z");

async function sheetOf(id: number) {
  const model = findModel(id)!;
  const pdf = await renderModelFactSheet({ model, date, projections: "shown" });
  // In drawing order: the sheet sets some facts in two columns side by side.
  const { flat, pages } = await pdfText(pdf, { raw: true });
  return { model, pdf, flat, pages };
}

describe("a model fact sheet", () => {
  for (const model of investmentModels) {
    it(`fills one US Letter page for ${model.name}, with the same facts as its page`, async () => {
      const { pdf, flat, pages } = await sheetOf(model.id);
      expect(pages).toHaveLength(1);
      expect(pages[0]).toContain("Page 1 of 1");
      const [page] = await pdfBoxes(pdf);
      expect([page!.width, page!.height]).toEqual([612, 792]);
      // Filled: the words reach the lower part of the page, above the footer.
      const lowest = Math.max(...page!.words.filter((word) => !/^(Page|1|of)$/.test(word.text)).map((word) => word.yMax));
      expect(lowest).toBeGreaterThan(792 * 0.7);
      expect(lowest).toBeLessThan(792 - 48);

      const facts = modelFacts(model, "shown");
      for (const text of [site.brand, site.email, model.name, model.description, categoryLabels[model.category]])
        expect(flat).toContain(flatten(text));
      // Dated by its figures, never by the day it was made.
      expect(flat).not.toContain("November 23, 2026");
      expect(flat).toContain(figuresAsOf(model) ? "Figures as of" : documentCopy.figuresUndated);
      for (const fact of facts.facts) expect(flat).toContain(flatten(fact.value));
      for (const measure of facts.measures) {
        expect(flat).toContain(measure.label.toUpperCase());
        expect(flat).toContain(measure.value);
      }
      for (const placement of facts.placements) {
        expect(flat).toContain(placement.where);
        expect(flat).toContain(flatten(placement.why));
      }
      expect(flat).toContain(flatten(modelPage.performanceNone));
      for (const note of [rebalancingNote, ...factSheetCopy.disclaimers]) expect(flat).toContain(flatten(note));
    });
  }

  it("is dated by the latest as-of date of its figures, not by the day it is downloaded", async () => {
    const model = { ...findModel(3)!, statsDates: { from: "2021-09-30", to: "2026-09-30" }, targetsStated: "2026-06-30" };
    expect(figuresAsOf(model)).toBe("2026-09-30");
    const { flat } = await pdfText(await renderModelFactSheet({ model, date, projections: "shown" }), { raw: true });
    expect(flat).toContain(documentCopy.figuresAsOf("September 30, 2026"));
    expect(flat).not.toContain("November 23, 2026");
    expect(figuresAsOf(findModel(6)!)).toBeUndefined();
  });

  it("shows a statistic without its period, as-of date and benchmark as being updated, never its figure", async () => {
    const { model, flat } = await sheetOf(3);
    expect(flat).toContain("SHARPE RATIO Being updated");
    expect(flat).not.toContain("1.26");
    expect(flat).toContain(figureDatesCopy.undated);
    for (const stat of model.stats) expect(flat).not.toContain(flatten(statInfo[stat.key].definition));
    expect(flat).toContain(flatten(beingUpdatedNote));
    expect(flat).not.toContain(flatten(performanceNote));
    expect(flat).not.toContain(flatten(targetNote));
    expect(flat).toContain(flatten(notPublishedNote));
  });

  it("carries a target model's targets with their qualifier and the target note", async () => {
    const { flat } = await sheetOf(2);
    expect(flat).toContain("6-8%");
    expect(flat).toContain("Hypothetical, net of fees · Target, not a result");
    expect(flat).toContain(flatten(targetNote));
    expect(flat).not.toContain(flatten(performanceNote));
    expect(flat).toContain("YFYA (Yield Focus Adaptive ETF)");
  });

  it("gives published performance a second page whose notes and disclosures start side by side, its notes kept under its table", async () => {
    const model = modelWithFigures(findModel(4)!, {
      stats: [
        { key: "sharpeRatio", value: "1.12" },
        { key: "upCapture", value: "92%" },
        { key: "downCapture", value: "71%" },
        { key: "maxDrawdown", value: "-14.2%" },
      ],
      statsDates: { from: "2021-01-01", to: "2025-12-31" },
      statsBenchmark: "S&P 500 Total Return Index",
      targets: [],
      performance: samplePerformance,
    });
    const { pages } = await pdfText(await renderModelFactSheet({ model, date, projections: "shown" }), { raw: true });
    expect(pages).toHaveLength(2);
    const [first, second] = pages.map(flatten) as [string, string];
    expect(first).toContain("Since inception +8.7% +9.7% +10.1%");
    for (const note of modelPage.performanceNotes) expect(first).toContain(flatten(note));
    // Both columns begin the second page: neither starts on the first and runs over.
    expect(first).not.toContain(factSheetCopy.notesTitle);
    expect(first).not.toContain(factSheetCopy.disclosuresTitle);
    expect(second.indexOf(factSheetCopy.notesTitle)).toBe(0);
    expect(second).toContain(factSheetCopy.disclosuresTitle);
    expect(second).toContain(flatten(factSheetCopy.disclaimers[0]));
  });

  it("says what is not published, and prints a model's risk warning", async () => {
    const unpublished = await sheetOf(6);
    expect(unpublished.flat).toContain("Risk level Not published");
    expect(unpublished.flat.match(/Not published/g)!.length).toBeGreaterThanOrEqual(7);
    expect(unpublished.flat).not.toContain("N/A");
    const { model, flat } = await sheetOf(7);
    expect(flat).toContain(flatten(model.riskNote!));
  });
});
