// The proposal read back as text: every figure of every view, the disclosures in full, the data
// version, the page numbers, and who it was prepared by and for when that is known.
import { describe, expect, it } from "vitest";
import { contentBottom, createDocument, finish } from "~/.server/pdf/pdf-document";
import { renderProposalPdf, type ProposalView } from "~/.server/pdf/proposal-pdf";
import { drawSuitability } from "~/.server/pdf/suitability-section";
import { builtInView, zoneDisclosure } from "~/content/zones";
import { documentCopy } from "~/content/documents";
import { proposalCopy } from "~/content/proposal";
import { answeredQuestions, suitabilityCopy } from "~/content/suitability";
import { mailingAddress, site } from "~/content/site";
import type { ZoneSelection } from "~/lib/zones";
import { overlappingWords, pdfBoxes } from "../support/pdf-boxes";
import { flatten, pdfinfo, pdfPageSize, pdfText } from "../support/pdf-text";

const date = new Date("2026-11-23T15:00:00Z");
const view = (selection: ZoneSelection, dataVersion = "0123456789ab"): ProposalView => ({ ...builtInView(selection), dataVersion });
const threeViews = [
  view({ zone: 3, account: "qualified" }),
  view({ zone: 5, account: "non-qualified" }),
  view({ zone: 8, account: "qualified" }),
];

describe("the proposal PDF", () => {
  it("carries each view's figures and allocation, the firm, the date and every disclosure", async () => {
    const pdf = await renderProposalPdf({ views: threeViews, date });
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    const { flat, layout } = await pdfText(pdf);
    for (const text of [site.brand, mailingAddress, "November 23, 2026", proposalCopy.documentTitle(false)]) expect(flat).toContain(text);
    for (const { zone, allocation } of threeViews) {
      for (const value of [`Zone ${zone.zone}`, zone.risklevel, zone.timehorizon, zone.expectedreturn, zone.maxdrawdown])
        expect(flat).toContain(value);
      for (const item of allocation) expect(layout).toMatch(new RegExp(`${item.instrument}\\s+${item.percentage}%`));
    }
    for (const text of ["Qualified (Tax-Deferred)", "Non-Qualified (Taxable)", "Capital Preservation", "Balanced Growth", "Growth Focus"]) {
      expect(flat).toContain(text);
    }
    for (const paragraph of [zoneDisclosure.short, zoneDisclosure.sectionTitle, ...proposalCopy.clientDisclosures("visitor", true)])
      expect(flat).toContain(flatten(paragraph));
    // Written for the reader it is handed to, not for advisors.
    expect(flat).not.toContain("intended for financial advisors");
    // The data version is in every page's footer, not in the body.
    const { pages } = await pdfText(pdf);
    for (const page of pages)
      expect(flatten(page)).toContain("Zone data: Built-in example data, version 0123456789ab, as of September 30, 2026 Page");
    expect(flat.match(/0123456789ab/g)).toHaveLength(pages.length);
  });

  it("is US Letter", async () => {
    const { width, height } = await pdfPageSize(await renderProposalPdf({ views: threeViews, date }));
    expect({ width, height }).toEqual({ width: 612, height: 792 });
  });

  it("numbers its pages and keeps to one or two", async () => {
    const { pages } = await pdfText(await renderProposalPdf({ views: threeViews, date }));
    expect(pages.length).toBeGreaterThanOrEqual(1);
    expect(pages.length).toBeLessThanOrEqual(2);
    pages.forEach((page, index) => expect(page).toContain(`Page ${index + 1} of ${pages.length}`));
  });

  it("carries long allocations of four views onto further pages, numbered, with every instrument", async () => {
    const allocation = Array.from({ length: 12 }, (_, index) => ({
      instrument: `Sheet Fund ${index + 1} with a long descriptive name`,
      percentage: index < 4 ? 16 : 4.5,
      color: `chart-${(index % 8) + 1}`,
    }));
    const four = [1, 5, 7, 10].map((zone) => ({ ...view({ zone: zone as 1 | 5 | 7 | 10, account: "non-qualified" }), allocation }));
    const { pages, flat } = await pdfText(await renderProposalPdf({ views: four, date }));
    // Four views of twelve instruments, with their models, take three US Letter pages.
    expect(pages).toHaveLength(3);
    pages.forEach((page, index) => expect(page).toContain(`Page ${index + 1} of 3`));
    expect(flat.match(/Sheet Fund 12 with/g)).toHaveLength(4);
    expect(flat.match(/4\.5%/g)).toHaveLength(32);
  });

  it("lists each view's allocation lines with the firm's product for each, or says the firm offers none; a sheet's lines claim none", async () => {
    const sheetView: ProposalView = {
      ...view({ zone: 4, account: "qualified" }),
      source: "sheet",
      allocation: [
        { instrument: "Core Equity", percentage: 70, color: "chart-1" },
        { instrument: "Core Bonds", percentage: 30, color: "chart-2" },
      ],
    };
    const views = [view({ zone: 9, account: "non-qualified" }), view({ zone: 3, account: "qualified" }), sheetView];
    const { flat } = await pdfText(await renderProposalPdf({ views, date }));
    expect(flat).toContain(
      "By allocation line: Aggressive Growth ETFs 45%: No firm product; International ETFs 20%: No firm product; Growth Index Funds 15%: No firm product; Emerging Market ETFs 15%: No firm product; Sector ETFs 5%: No firm product.",
    );
    expect(flat).toContain(
      "By allocation line: Bonds 60%: AAA Adaptive Income or YFYA: Yield Focus Adaptive ETF; Large Cap Equity 30%: RS S&P 500 Balanced or RSMV: RS Managed Volatility ETF; International 10%: No firm product.",
    );
    // The sheet's lines stand in its allocation, with no product claimed for them.
    expect(flat).toMatch(/Core Equity\s+70%/);
    expect(flat.match(/By allocation line/g)).toHaveLength(2);
  });

  it("names each view's models and ETFs with why they fit; only the advisor's copy links them to their pages on the site", async () => {
    const siteUrl = "https://advisors.firm.test";
    const advisorCopy = (await pdfText(await renderProposalPdf({ views: threeViews, date, siteUrl, copy: "advisor" }))).flat;
    const clientPdf = await renderProposalPdf({ views: threeViews, date, siteUrl });
    const clientCopy = (await pdfText(clientPdf)).flat;
    for (const flat of [advisorCopy, clientCopy]) {
      expect(flat).toContain(proposalCopy.productsTitle(threeViews.length));
      for (const { selection, products = [] } of threeViews) {
        expect(products.length).toBeGreaterThan(0);
        for (const product of products) {
          expect(flat).toContain(`${product.name} (${product.kind === "model" ? "Model" : "ETF"})`);
          expect(flat).toContain(flatten(product.why));
        }
        expect(flat).toContain(
          `Zone ${selection.zone}, ${selection.account === "qualified" ? "Qualified (Tax-Deferred)" : "Non-Qualified (Taxable)"}`,
        );
      }
      expect(flat).toContain("RS S&P 500 Balanced (Model)");
      // Zones 3 and 8 share a product described in the same words: once, under zone 3.
      const shared = threeViews[0]!.products!.find((product) =>
        threeViews[2]!.products!.some((other) => other.name === product.name && other.why === product.why),
      )!;
      expect(flat.split(flatten(shared.why)).length - 1).toBe(1);
    }
    for (const { products = [] } of threeViews)
      for (const product of products) expect(advisorCopy).toContain(`Page: ${siteUrl}${product.href}`);
    // The client's copy sends its reader nowhere on the site, which is for advisors: no address, no link.
    expect(clientCopy).not.toContain(siteUrl);
    expect(clientPdf.toString("latin1")).not.toContain("advisors.firm.test");
  });

  it("leaves the hypothetical targets and the suitability record out of the client's copy, and marks the advisor's copy that has them", async () => {
    const advisor = { firstName: "Avery", lastName: "Quinlan", firmName: "Harbor Light Planning" };
    const suitability = {
      answers: { horizon: "5-to-7-years", goal: "growth" },
      account: "qualified" as const,
      suggested: 6 as const,
      chosen: 4 as const,
      reason: { code: "other" as const, text: "Has a pension" },
      recordedAt: "2026-11-20T10:00:00.000Z",
    };
    const input = { views: [view({ zone: 4, account: "qualified" })], date, advisor, clientLabel: "Retirement rollover A", suitability };
    const { zone } = input.views[0]!;
    const client = (await pdfText(await renderProposalPdf(input))).flat;
    // Hypothetical figures are for financial professionals: none in what is handed to a client.
    for (const absent of [zone.expectedreturn, zone.maxdrawdown, proposalCopy.rows.expectedReturn, proposalCopy.rows.maxDrawdown])
      expect(client).not.toContain(absent);
    expect(client).not.toContain(flatten(zoneDisclosure.short));
    expect(client).toContain(flatten(proposalCopy.intro("assessed", false)));
    for (const paragraph of proposalCopy.clientDisclosures("assessed", false)) expect(client).toContain(flatten(paragraph));
    expect(client).not.toContain("hypothetical targets");
    expect(client).not.toContain(suitabilityCopy.title);
    expect(client).not.toContain("Has a pension");
    // The client reads their own answers and the zone they suggest, not the advisor's record
    // (found in an advisor's review: a proposal from the questionnaire said nothing of it).
    expect(client).toContain(proposalCopy.questionnaire.title);
    expect(client).toContain(`${proposalCopy.questionnaire.suggested} Zone 6 ${proposalCopy.questionnaire.chosen} Zone 4`);
    expect(client).toContain("In 5 to 7 years");
    expect(client).not.toContain(documentCopy.advisorCopyTitle());
    // One zone is "this zone".
    expect(client).toContain(proposalCopy.productsTitle(1));
    expect(client).not.toContain(proposalCopy.productsTitle(2));
    const advisorPdf = await renderProposalPdf({ ...input, copy: "advisor" });
    const advisorCopy = (await pdfText(advisorPdf)).flat;
    for (const present of [zone.expectedreturn, zone.maxdrawdown, suitabilityCopy.title, "Has a pension"])
      expect(advisorCopy).toContain(present);
    expect(advisorCopy).not.toContain(proposalCopy.questionnaire.title);
    for (const paragraph of proposalCopy.targetDisclosures) expect(advisorCopy).toContain(flatten(paragraph));
    expect(advisorCopy).toContain(documentCopy.advisorCopyTitle());
    expect(advisorCopy).toContain(flatten(documentCopy.advisorCopyNote));
    // Found in a launch review: the advisor's copy said "prepared by your financial advisor" as
    // if to its reader; it says whose words those are. The client's copy does not.
    // Found in an advisor's review: that lead was followed by the targets' paragraphs, which the
    // client's copy leaves out. It is followed by the client's copy's disclosures, word for word.
    expect(advisorCopy).toContain(
      flatten([documentCopy.advisorCopyDisclosuresLead, ...proposalCopy.clientDisclosures("assessed", false)].join(" ")),
    );
    expect(client).not.toContain(documentCopy.advisorCopyDisclosuresLead);
    // Found in a compliance review: a second page of the advisor's copy did not say whose it was.
    const { pages } = await pdfText(advisorPdf);
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(flatten(page)).toContain(documentCopy.advisorCopyFooter);
    for (const page of (await pdfText(await renderProposalPdf(input))).pages)
      expect(flatten(page)).not.toContain(documentCopy.advisorCopyFooter);
    expect(await pdfinfo(advisorPdf)).toMatch(/^Title:\s+Zone proposal \(advisor copy\)$/m);
  });

  it("tells the client, before the figures, of a zone chosen above what their answers suggest, and what each zone's category can lose", async () => {
    // Found in a compliance review: a client's copy of a zone 10 chosen above the answers' limit said neither.
    const advisor = { firstName: "Avery", lastName: "Quinlan", firmName: "Harbor Light Planning" };
    const suitability = {
      answers: { horizon: "within-2-years", fall: "sell-all", goal: "preserve" },
      account: "qualified" as const,
      suggested: 1 as const,
      chosen: 10 as const,
      aboveLimit: { allows: 3 as const, text: "Zone 10 is above zone 3, the highest these answers allow." },
      reason: { code: "other" as const, text: "Inherited a pension and holds this for heirs" },
      recordedAt: "2026-11-20T10:00:00.000Z",
    };
    const input = { views: [view({ zone: 10, account: "qualified" })], date, advisor, clientLabel: "Client D", suitability };
    const client = (await pdfText(await renderProposalPdf(input))).flat;
    const notice = flatten(proposalCopy.aboveLimit(10, 3));
    expect(client).toContain(notice);
    expect(client.indexOf(notice)).toBeLessThan(client.indexOf(proposalCopy.figuresTitle));
    expect(client).toContain("Growth Focus (Zones 7-10): Seek long-term growth, accepting larger declines.");
    const zoneOne = (
      await pdfText(await renderProposalPdf({ ...input, views: [view({ zone: 1, account: "qualified" })], suitability: undefined }))
    ).flat;
    expect(zoneOne).toContain("Capital Preservation (Zones 1-3): Seek to limit declines; still holds some equity and can lose value.");
    expect(zoneOne).not.toContain(flatten(proposalCopy.aboveLimit(10, 3)).slice(0, 40));
  });

  it("prints every question of the advisor's suitability record on its own lines, none over another", async () => {
    const answers = { horizon: "5-to-7-years", income: "some", fall: "hold", experience: "good", savings: "quarter", goal: "growth" };
    const record = {
      answers,
      account: "qualified" as const,
      suggested: 6 as const,
      chosen: 6 as const,
      recordedAt: "2026-11-20T10:00:00.000Z",
    };
    expect(answeredQuestions(answers)).toHaveLength(6);
    // The section alone, at the top of a page: each question's bold words wrap onto more lines than the same words in regular.
    const doc = await createDocument({ title: "Suitability", subject: "Suitability", date });
    drawSuitability(doc, record, doc.page.margins.top);
    const [page, ...more] = await pdfBoxes(await finish(doc));
    expect(more).toEqual([]);
    expect(overlappingWords(page!)).toEqual([]);

    // Begun near a page's foot, the record moves whole to the next page: split, its answers stood
    // under no heading (found in an advisor's review).
    const low = await createDocument({ title: "Suitability", subject: "Suitability", date });
    drawSuitability(low, record, contentBottom(low) - 120);
    const pages = (await pdfText(await finish(low))).pages.map(flatten);
    const withTitle = pages.find((text) => text.includes(suitabilityCopy.title));
    expect(withTitle).toContain("What is the main goal");
    expect(withTitle).toContain("Long-term growth");
    expect(pages.filter((text) => text.includes("main goal"))).toHaveLength(1);
  });

  it("says whom an advisor's proposal was prepared for and by, with the advisor's firm beside the firm's name; a visitor's is a general illustration, titled so", async () => {
    const advisor = { firstName: "Avery", lastName: "Quinlan", firmName: "Harbor Light Planning" };
    const questionnaire = { answers: {}, suggested: 5, chosen: 5 };
    const signed = flatten(
      (
        await pdfText(
          await renderProposalPdf({ views: threeViews.slice(0, 1), date, advisor, clientLabel: "Retirement rollover A", questionnaire }),
        )
      ).flat,
    );
    expect(signed).toMatch(new RegExp(`^${site.brand} (\\| )?(Zone proposal )?Harbor Light Planning`));
    expect(signed).toContain("Prepared by: Avery Quinlan, Harbor Light Planning");
    // The advisor's firm on the letterhead, beside the firm's name, is not the firm's.
    expect(signed).toContain(proposalCopy.independentFirm("Harbor Light Planning", site.legalEntity));
    // The client label is the advisor's shorthand, not the client's name: the client's copy has a
    // line to write it on, the advisor's copy names the label (found in two advisors' reviews).
    expect(signed).toContain(`Prepared for: ${proposalCopy.preparedForBlank}`);
    expect(signed).not.toContain("Retirement rollover A");
    const advisorCopy = flatten(
      (
        await pdfText(
          await renderProposalPdf({
            views: threeViews.slice(0, 1),
            date,
            advisor,
            clientLabel: "Retirement rollover A",
            copy: "advisor",
            questionnaire,
          }),
        )
      ).flat,
    );
    expect(advisorCopy).toContain("Prepared for: Retirement rollover A");
    expect(signed).toContain(flatten(proposalCopy.clientDisclosures("assessed", false).at(-1)!));
    expect(signed).not.toContain(proposalCopy.generalIllustration.slice(0, 30));
    expect(signed).toContain(proposalCopy.documentTitle(true));
    expect(signed).toContain(flatten(proposalCopy.intro("assessed", false)));
    // With no questionnaire or record behind it, an advisor's document is an illustration prepared
    // for no one, for a discussion about no one's account (found in two compliance reviews).
    const unassessed = flatten((await pdfText(await renderProposalPdf({ views: threeViews.slice(0, 1), date, advisor }))).flat);
    expect(unassessed).toContain(proposalCopy.documentTitle(false));
    expect(unassessed).toContain(flatten(proposalCopy.intro("unassessed", false)));
    expect(unassessed).toContain("Prepared by: Avery Quinlan, Harbor Light Planning");
    expect(unassessed).not.toContain("Prepared for");
    for (const paragraph of proposalCopy.clientDisclosures("unassessed", false)) expect(unassessed).toContain(flatten(paragraph));
    expect(unassessed).not.toContain("your situation");
    expect(proposalCopy.file("2026-11-28", "unassessed")).toBe("zone-illustration-2026-11-28.pdf");
    // Its advisor's copy is the illustration's too (found when a compliance review checked the fixes).
    const unassessedCopy = flatten(
      (await pdfText(await renderProposalPdf({ views: threeViews.slice(0, 1), date, advisor, copy: "advisor" }))).flat,
    );
    expect(unassessedCopy).toContain(documentCopy.advisorCopyTitle(false));
    expect(unassessedCopy).not.toContain(documentCopy.advisorCopyTitle(true));
    expect(proposalCopy.advisorFile("2026-11-28", "unassessed")).toBe("zone-illustration-2026-11-28-advisor-copy.pdf");
    const anonymous = (await pdfText(await renderProposalPdf({ views: threeViews.slice(0, 1), date }))).flat;
    expect(anonymous).not.toContain("Prepared by");
    expect(anonymous).not.toContain("Prepared for");
    expect(anonymous).toContain(flatten(proposalCopy.generalIllustration));
    // Prepared by no one for no one: an illustration, not a proposal of "the zones discussed".
    expect(anonymous).toContain(proposalCopy.documentTitle(false));
    expect(anonymous).toContain(flatten(proposalCopy.intro("visitor", true)));
    expect(anonymous).not.toContain(proposalCopy.documentTitle(true));
    expect(anonymous).not.toContain("discussed");
  });

  it("says at the top when its figures are the built-in examples, and not when they are the firm's sheet", async () => {
    const flatOf = async (views: ProposalView[]) => (await pdfText(await renderProposalPdf({ views, date }))).flat;
    const examples = await flatOf(threeViews);
    expect(examples).toContain(flatten(proposalCopy.exampleData));
    expect(examples.indexOf(flatten(proposalCopy.exampleData))).toBeLessThan(examples.indexOf(proposalCopy.figuresTitle));
    const fromSheet = threeViews.map((view) => ({ ...view, source: "sheet" as const, notices: [] }));
    expect(await flatOf(fromSheet)).not.toContain(flatten(proposalCopy.exampleData));
  });

  it("cites each data version when the views come from different datasets", async () => {
    const mixed = [view({ zone: 2, account: "qualified" }, "aaaaaaaaaaaa"), view({ zone: 4, account: "qualified" }, "bbbbbbbbbbbb")];
    const { flat } = await pdfText(await renderProposalPdf({ views: mixed, date }));
    expect(flat).toContain("aaaaaaaaaaaa");
    expect(flat).toContain("bbbbbbbbbbbb");
  });

  it("leaves out the hypothetical targets, and the words that explain them, when they are withheld", async () => {
    const withheld = threeViews.map(({ zone: { expectedreturn: _r, maxdrawdown: _d, ...zone }, ...rest }) => ({ ...rest, zone }));
    for (const input of [{ views: threeViews, projections: "hidden" as const }, { views: withheld }]) {
      const { flat } = await pdfText(await renderProposalPdf({ ...input, date }));
      for (const { zone } of threeViews) {
        expect(flat).toContain(zone.risklevel);
        expect(flat).not.toContain(zone.expectedreturn);
      }
      for (const label of [proposalCopy.rows.expectedReturn, proposalCopy.rows.maxDrawdown]) expect(flat).not.toContain(label);
      // No "ask your advisor for them": nothing invites passing the figures to the reader.
      expect(flat).not.toMatch(/ask your advisor/i);
      expect(flat).toContain(flatten(proposalCopy.intro("visitor", false)));
      for (const paragraph of proposalCopy.clientDisclosures("visitor", false)) expect(flat).toContain(flatten(paragraph));
      for (const paragraph of zoneDisclosure.paragraphs.slice(0, 4)) expect(flat).not.toContain(flatten(paragraph));
    }
  });

  it("refuses an empty list or more than four views", async () => {
    await expect(renderProposalPdf({ views: [], date })).rejects.toThrow(RangeError);
    await expect(renderProposalPdf({ views: [...threeViews, ...threeViews], date })).rejects.toThrow(RangeError);
  });
});
