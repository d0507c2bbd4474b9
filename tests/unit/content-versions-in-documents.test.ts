// Each printed document names the published versions of the content it drew on (the model's
// figures, the funds' facts), so a copy in an advisor's files can be traced to the archive.
import { describe, expect, it } from "vitest";
import { renderModelFactSheet } from "~/.server/pdf/model-fact-sheet";
import { renderProposalPdf } from "~/.server/pdf/proposal-pdf";
import { contentVersionsLine, productsUsed } from "~/.server/published/document-stamps";
import { exampleContent } from "~/.server/published/example-content";
import { findPublishedModel } from "~/.server/published/published";
import { builtInView } from "~/content/zones";
import type { PublishedContent } from "~/lib/content-desk/contract";
import { flatten, pdfinfo, pdfText } from "../support/pdf-text";

const example = exampleContent();
const date = new Date("2026-11-23T15:00:00Z");
const hash = "9c1d5e7a".padEnd(64, "0");
/** The example content with model 3's figures and YFYA's facts at their second versions. */
const published: PublishedContent = {
  ...example,
  stamps: {
    ...example.stamps,
    "model-figures:3": { versionId: "v-m3", number: 2, contentHash: hash, publishedAt: "2026-11-20T09:30:00.000Z" },
    "fund-facts:YFYA": { versionId: "v-yfya", number: 4, contentHash: "ab12cd34".padEnd(64, "1"), publishedAt: "2026-11-18T12:00:00.000Z" },
  },
};

describe("content versions in documents", () => {
  it("name each model's figures and fund's facts with their number, day and short hash", () => {
    expect(contentVersionsLine(published, { models: [3, 3], funds: ["YFYA"] })).toBe(
      "Published versions drawn on: Model 3 figures v2 of 2026-11-20 (9c1d5e7a); YFYA facts v4 of 2026-11-18 (ab12cd34)",
    );
    expect(contentVersionsLine(published, { models: [], funds: [] })).toBeUndefined();
    expect(
      productsUsed([
        { kind: "model", id: "3" },
        { kind: "etf", id: "YFYA" },
      ]),
    ).toEqual({ models: [3], funds: ["YFYA"] });
  });

  it("are printed on a model's fact sheet, which still fills one page", async () => {
    const model = findPublishedModel(published, 3)!;
    const { flat, pages } = await pdfText(await renderModelFactSheet({ model, date, projections: "shown", content: published }));
    expect(pages).toHaveLength(1);
    expect(flat).toContain("Model 3 figures v2 of 2026-11-20 (9c1d5e7a)");
    for (const ticker of model.etfs ?? []) expect(flat).toContain(`${ticker} facts v`);
  });

  it("are printed once in a proposal, the zone data version in every page's footer", async () => {
    const contentVersions = contentVersionsLine(published, { models: [3], funds: ["YFYA"] });
    const view = { ...builtInView({ zone: 5, account: "qualified" }), dataVersion: "0123456789ab" };
    const { pages, flat } = await pdfText(await renderProposalPdf({ views: [view], date, contentVersions }));
    for (const page of pages)
      expect(flatten(page)).toContain("Zone data: Built-in example data, version 0123456789ab, as of September 30, 2026");
    expect(flat).toContain(
      "Published versions drawn on: Model 3 figures v2 of 2026-11-20 (9c1d5e7a); YFYA facts v4 of 2026-11-18 (ab12cd34)",
    );
    expect(flat.split("Published versions drawn on: Model 3")).toHaveLength(2);
  });

  it("are kept in the file of a client's copy, not printed in its footer", async () => {
    const contentVersions = contentVersionsLine(published, { models: [3], funds: ["YFYA"] });
    const advisor = { firstName: "Avery", lastName: "Quinlan", firmName: "Harbor Light Planning" };
    const view = { ...builtInView({ zone: 5, account: "qualified" }), dataVersion: "0123456789ab" };
    const input = { views: [view], date, contentVersions, advisor };
    const client = await renderProposalPdf(input);
    expect((await pdfText(client)).flat).not.toContain("Published versions drawn on: Model 3");
    expect(await pdfinfo(client)).toMatch(/^Keywords:\s+Published versions drawn on: Model 3 figures v2 of 2026-11-20 \(9c1d5e7a\)/m);
    expect((await pdfText(await renderProposalPdf({ ...input, copy: "advisor" }))).flat).toContain("Published versions drawn on: Model 3");
  });
});
