// What every PDF a client can be handed must be, read back with poppler-utils: the symbols print
// (the embedded font draws `≤`, `→`, curly quotes), no word is drawn over another, the file is
// tagged for screen readers (title shown, language, structure), and it carries the firm's
// disclosures (SEC registration, Form ADV Part 2A and Form CRS) and the funds' prospectus
// statement with the distributor.
import { beforeAll, describe, expect, it } from "vitest";
import { renderModelFactSheet } from "~/.server/pdf/model-fact-sheet";
import { createDocument, finish, fonts } from "~/.server/pdf/pdf-document";
import { conflictStatement } from "~/content/conflict-disclosure";
import { renderProposalPdf, type ProposalView } from "~/.server/pdf/proposal-pdf";
import { firmDisclosures } from "~/content/disclosures";
import { fundDisclosures, prospectusStatement } from "~/content/fund-disclosures";
import { investmentModels } from "~/content/models";
import { builtInView } from "~/content/zones";
import type { ZoneSelection } from "~/lib/zones";
import { overlappingWords, pdfBoxes } from "../support/pdf-boxes";
import { flatten, pdfinfo, pdfText } from "../support/pdf-text";

const date = new Date("2026-11-23T15:00:00Z");
const advisor = { firstName: "Avery", lastName: "Quinlan", firmName: "Harbor Light Planning" };
const view = (selection: ZoneSelection, dataVersion = "0123456789ab", source: ProposalView["source"] = "built-in"): ProposalView => ({
  ...builtInView(selection),
  dataVersion,
  source,
});

let rendered: [string, Buffer][] = [];
const documents = async () => rendered;

/** The documents a client can be handed, each named for a readable failure. */
async function render(): Promise<[string, Buffer][]> {
  const three = [
    view({ zone: 3, account: "qualified" }),
    view({ zone: 5, account: "non-qualified" }),
    view({ zone: 8, account: "qualified" }),
  ];
  // Four views from as many datasets: the longest footer a proposal prints.
  const four = [1, 4, 7, 10].map((zone, index) =>
    view({ zone: zone as 1 | 4 | 7 | 10, account: "qualified" }, `${index}`.repeat(12), index % 2 ? "sheet" : "built-in"),
  );
  // What a live sheet and an advisor's account may hold: long names and labels everywhere.
  const long = [2, 6, 9, 10].map((zone, index) => {
    const base = view({ zone: zone as 2 | 6 | 9 | 10, account: index % 2 ? "qualified" : "non-qualified" }, "abcdef012345", "sheet");
    return {
      ...base,
      zone: { ...base.zone, risklevel: "Moderately Conservative with Income Emphasis", timehorizon: "Three to Five Years or Longer" },
      allocation: base.allocation.map((item, position) => ({
        ...item,
        instrument: `${item.instrument} Index Fund Institutional Class ${position + 1}`,
      })),
    };
  });
  const longAdvisor = {
    firstName: "Maximiliana",
    lastName: "Featherstonehaugh-Worthington",
    firmName: "Harbor Light Planning & Wealth Management Partners of Greater Long Island",
  };
  return [
    [
      "a proposal with long names",
      await renderProposalPdf({
        views: long,
        date,
        advisor: longAdvisor,
        clientLabel: "Retirement rollover for the family trust, second account",
      }),
    ],
    ["a visitor's proposal", await renderProposalPdf({ views: three, date })],
    ["an advisor's proposal", await renderProposalPdf({ views: three.slice(0, 1), date, advisor, clientLabel: "Retirement rollover A" })],
    ["a proposal of four views from four datasets", await renderProposalPdf({ views: four, date, advisor })],
    ...(await Promise.all(
      investmentModels.map(async (model): Promise<[string, Buffer]> => [
        `${model.name}'s fact sheet`,
        await renderModelFactSheet({ model, date, projections: "shown" }),
      ]),
    )),
  ];
}

describe("every PDF a client can be handed", () => {
  beforeAll(async () => {
    rendered = await render();
  }, 60_000);

  it(
    "is tagged for screen readers: PDF 1.7, its title shown, in English, with headings, paragraphs and tables",
    { timeout: 20_000 },
    async () => {
      for (const [name, pdf] of await documents()) {
        const info = await pdfinfo(pdf);
        expect(info, name).toMatch(/^Tagged:\s+yes$/m);
        expect(info, name).toMatch(/^PDF version:\s+1\.7$/m);
        expect(info, name).toMatch(/^Title:\s+\S/m);
        const catalog = pdf.toString("latin1");
        expect(catalog, name).toContain("/Lang (en-US)");
        expect(catalog, name).toContain("/DisplayDocTitle true");
        const structure = await pdfinfo(pdf, ["-struct"]);
        expect(structure.split("\n")[0], name).toBe("Document");
        for (const element of ["H1", "H2", "P", "Table"]) expect(structure, `${name}: ${element}`).toContain(`  ${element} (block)`);
        // The title is read first.
        expect(structure.split("\n")[1], name).toBe("  H1 (block)");
      }
    },
  );

  it("finds words drawn over each other (the check itself)", async () => {
    const doc = await createDocument({ title: "Overlap", subject: "A check of the check", date });
    doc.font(fonts.regular).fontSize(10).text("Expected return", 100, 100, { lineBreak: false });
    doc.text("Max drawdown", 130, 102, { lineBreak: false });
    doc.text("Apart", 300, 300, { lineBreak: false });
    const [page] = await pdfBoxes(await finish(doc));
    const found = overlappingWords(page!);
    expect(found).toEqual(expect.arrayContaining(["Expected / Max", "return / Max", "return / drawdown"]));
    expect(found.join(" ")).not.toContain("Apart");
  });

  it("draws no word over another", { timeout: 20_000 }, async () => {
    for (const [name, pdf] of await documents()) {
      const pages = await pdfBoxes(pdf);
      pages.forEach((page, index) => expect(overlappingWords(page), `${name}, page ${index + 1}`).toEqual([]));
    }
  });

  it(
    "carries the SEC-registration wording, the firm's conflict in placing its own products, the Form ADV Part 2A and Form CRS addresses, and the prospectus statement with the distributor",
    { timeout: 20_000 },
    async () => {
      for (const [name, pdf] of await documents()) {
        const { flat } = await pdfText(pdf, { raw: true });
        expect(flat, name).toContain(flatten(firmDisclosures.registration));
        expect(flat, name).toContain(flatten(conflictStatement));
        for (const { label, href } of [firmDisclosures.formAdvPart2A, firmDisclosures.formCrs]) {
          expect(flat, name).toContain(label);
          expect(flat.replace(/\s/g, ""), name).toContain(href);
        }
        const namesEtf = /\bETF\b/.test(flat.replace(flatten(prospectusStatement), ""));
        if (namesEtf) {
          expect(flat, name).toContain(flatten(prospectusStatement));
          expect(flat, name).toContain(fundDisclosures.distributor);
        }
      }
    },
  );

  it("prints the symbols of the sheet's figures and names (≤, →, curly quotes), and a character the font lacks as a question mark", async () => {
    const base = view({ zone: 5, account: "qualified" });
    const odd: ProposalView = {
      ...base,
      zone: { ...base.zone, maxdrawdown: "≤ 15%", expectedreturn: "≥ 8%" },
      allocation: [{ instrument: "Fonds → Asia 日本", percentage: 100, color: "chart-1" }],
    };
    const pdf = await renderProposalPdf({ views: [odd], date, advisor, clientLabel: "Müller — 401(k) “core”", copy: "advisor" });
    const { flat } = await pdfText(pdf);
    expect(flat).toContain("≤ 15%");
    expect(flat).toContain("≥ 8%");
    expect(flat).toContain("Fonds → Asia ?? 100%");
    expect(flat).toContain("Prepared for: Müller — 401(k) “core”");
    // The font is embedded, so a machine without it shows the same glyphs.
    const fonts = await new Promise<string>((resolve, reject) => {
      import("node:child_process").then(({ execFile }) => {
        const child = execFile("pdffonts", ["-"], (error, out) => (error ? reject(error) : resolve(out)));
        child.stdin!.end(pdf);
      }, reject);
    });
    const rows = fonts.split("\n").slice(2).filter(Boolean);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toMatch(/\byes\s+yes\s+yes\b/);
  });
});
