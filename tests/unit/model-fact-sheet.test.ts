// A model's fact sheet read back as text: its figures, what they mean, and the performance
// notes and disclosures the models page prints beside them.
import { describe, expect, it } from "vitest";
import { renderModelFactSheet } from "~/.server/pdf/model-fact-sheet";
import { categoryLabels, findModel, notAvailableNote, performanceNote, rebalancingNote, statInfo, targetNote } from "~/content/models";
import { footerDisclaimers, site } from "~/content/site";
import { flatten, pdfText } from "../support/pdf-text";

const date = new Date("2026-11-23T15:00:00Z");

async function sheetOf(id: number) {
  const model = findModel(id)!;
  const { flat, pages } = await pdfText(await renderModelFactSheet({ model, date }));
  return { model, flat, pages };
}

describe("a model fact sheet", () => {
  it("carries a performance model's figures, their definitions and the performance disclosures on one page", async () => {
    const { model, flat, pages } = await sheetOf(3);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain("Page 1 of 1");
    for (const text of [site.brand, model.name, model.description, categoryLabels[model.category], model.riskLevel, "November 23, 2026"])
      expect(flat).toContain(flatten(text));
    for (const stat of model.stats) {
      expect(flat).toContain(`${statInfo[stat.key].label} ${stat.value}`);
      expect(flat).toContain(flatten(statInfo[stat.key].definition));
    }
    for (const note of [performanceNote, rebalancingNote, ...footerDisclaimers]) expect(flat).toContain(flatten(note));
    expect(flat).not.toContain(flatten(targetNote));
  });

  it("carries a target model's targets with their qualifier and the target note", async () => {
    const { flat } = await sheetOf(2);
    expect(flat).toContain("Targeted Return 6-8% (net of all fees)");
    expect(flat).toContain("Targeted Max Drawdown 10%");
    expect(flat).toContain(flatten(targetNote));
    expect(flat).not.toContain(flatten(performanceNote));
  });

  it("says when figures are not available, and prints a model's risk warning", async () => {
    expect((await sheetOf(6)).flat).toContain(notAvailableNote);
    const { model, flat } = await sheetOf(7);
    expect(flat).toContain(flatten(model.riskNote!));
  });
});
