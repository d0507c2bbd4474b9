// One US Letter page per model (two when its published performance does not fit one) for an
// advisor's files, with the facts of the model's own page (app/.server/products/model-facts.ts):
// what the model is, its key facts, the same six measures as every model with their periods and
// as-of dates, its performance or the sentence that says none is published, where it fits in the
// zones and why, and the notes and disclosures (the firm's own and, when it names an ETF, the
// funds' prospectus statement). It is dated by its figures' as-of date, never by the day it is
// downloaded.
import { documentCopy } from "~/content/documents";
import { factSheetCopy as copy } from "~/content/downloads";
import { modelPage } from "~/content/models-page";
import type { InvestmentModel } from "~/content/models";
import { site } from "~/content/site";
import { modelFacts, type FactsContent, type ModelFacts } from "~/.server/products/model-facts";
import { contentVersionsLine } from "~/.server/published/document-stamps";
import { exampleContent } from "~/.server/published/example-content";
import type { PublishedContent } from "~/lib/content-desk/contract";
import type { Projections } from "~/lib/zone-projections";
import { formatDate } from "~/lib/format-date";
import { drawFirmDisclosures, filingsText, firmDisclosureParagraphs } from "./disclosures-section";
import {
  contentBottom,
  headedHeight,
  ensureSpace,
  contentWidth,
  createDocument,
  drawFooters,
  drawHeading,
  drawLetterhead,
  drawParagraphs,
  finish,
  fonts,
  palette,
  tagged,
  type Doc,
} from "./pdf-document";
import { drawPerformance, drawTiles, type Density } from "./fact-sheet-figures";

const GAP = 18;

/** The latest as-of day (ISO) of the model's published figures, or undefined when none is dated. */
export function figuresAsOf(model: InvestmentModel): string | undefined {
  const days = [model.statsDates?.to, model.targetsStated, model.performance?.asOf].filter((day): day is string => !!day);
  return days.length > 0 ? days.sort().at(-1) : undefined;
}

/**
 * The sheet for a reader: `projections` is the one decision (app/lib/hypothetical.ts), so a
 * reader who is not shown the targets gets the sheet without them. `date` is when the sheet was
 * made (the file's metadata); the sheet itself is dated by its figures. `content` is what is
 * published (the example content by default): the sheet names the versions of the model's
 * figures and its funds' facts it drew on, after its notes.
 */
export async function renderModelFactSheet({
  model,
  date,
  projections,
  content = exampleContent(),
}: {
  model: InvestmentModel;
  date: Date;
  projections: Projections;
  content?: FactsContent & Pick<PublishedContent, "stamps">;
}): Promise<Buffer> {
  const facts = modelFacts(model, projections, new Date(), content);
  const versions = contentVersionsLine(content, { models: [model.id], funds: facts.etfs.map((fund) => fund.ticker) });
  const asOf = figuresAsOf(model);
  const dateLine = asOf ? documentCopy.figuresAsOf(formatDate(asOf)) : documentCopy.figuresUndated;
  const info = { title: `${model.name}: ${copy.title}`, subject: copy.subject(model.name), date };
  // Laid out to measure, tighter while it does not fit one page, then again with the room left
  // spread between the sections, so the sheet fills its one page. A model whose published
  // performance does not fit one page even in the smallest print gets two pages in the largest:
  // its notes and disclosures, side by side, start the second.
  let density: Density = DENSITIES[0]!;
  let spare = 0;
  let twoPages = true;
  for (const candidate of DENSITIES) {
    const measuring = await createDocument(info);
    const bottom = drawSheet(measuring, facts, dateLine, 0, candidate, versions, false);
    // Left unended: ending would embed the fonts of a document that is thrown away.
    if (measuring.bufferedPageRange().count === 1) {
      [density, spare, twoPages] = [candidate, contentBottom(measuring) - bottom, false];
      break;
    }
  }
  const doc = await createDocument(info);
  drawSheet(doc, facts, dateLine, Math.max(0, Math.min(MAX_EXTRA_GAP, spare / SECTION_GAPS)), density, versions, twoPages);
  drawFooters(doc, `${site.brand} · ${model.name}`, copy.pageFooter);
  return finish(doc);
}

const SECTION_GAPS = 4;
const MAX_EXTRA_GAP = 24;
/** Tried in turn until the sheet fits its page. */
const DENSITIES: readonly Density[] = [
  { print: 8, pad: 8 },
  { print: 7.5, pad: 6 },
  { print: 7, pad: 4 },
  { print: 6.5, pad: 2 },
  { print: 6.5, pad: 0 },
  { print: 6, pad: 0 },
];

/** The whole sheet, with `extra` points added between its sections; returns the y under it. */
function drawSheet(
  doc: Doc,
  facts: ModelFacts,
  dateLine: string,
  extra: number,
  { print, pad }: Density,
  versions: string | undefined,
  /** Two pages: the performance keeps its notes under its table, where there is room. */
  twoPages: boolean,
): number {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  let y = drawLetterhead(doc, { title: copy.title, date: new Date(0), dateLine });
  const categoryTop = y;
  tagged(doc, "P", () =>
    doc
      .font(fonts.bold)
      .fontSize(9)
      .fillColor(palette.mutedForeground)
      .text(facts.categoryLabel.toUpperCase(), left, categoryTop, { width, characterSpacing: 1 }),
  );
  tagged(doc, "H2", () =>
    doc
      .font(fonts.bold)
      .fontSize(20)
      .fillColor(palette.primary)
      .text(facts.name, left, doc.y + 2, { width }),
  );
  y = drawParagraphs(doc, [facts.description], doc.y + 4, 11);

  // Key facts on the left, where the model fits (and why) on the right.
  const column = (width - GAP) / 2;
  const top = y + 4 + extra;
  const pairsTop = drawHeading(doc, copy.keyFacts, top, column);
  const leftY = tagged(doc, "Table", () =>
    drawPairs(
      doc,
      facts.facts.map((fact) => [fact.label, fact.value]),
      pairsTop,
      left,
      column,
      pad,
    ),
  );
  const placementsTop = drawHeading(doc, modelPage.zonesTitle, top, column, left + column + GAP);
  const rightY = tagged(doc, "P", () => drawPlacements(doc, facts, placementsTop, left + column + GAP, column));
  y = Math.max(leftY, rightY);
  if (facts.riskNote) {
    const note = facts.riskNote;
    const at = y + 4;
    tagged(doc, "P", () => doc.font(fonts.bold).fontSize(9.5).fillColor(palette.destructive).text(note, left, at, { width }));
    y = doc.y + 4;
  }

  y = drawHeading(doc, modelPage.statsTitle, y + 6 + extra);
  const tilesTop = y;
  y = tagged(doc, "Table", () => drawTiles(doc, facts, tilesTop, pad));

  y = drawHeading(doc, modelPage.performanceTitle, y + 4 + extra);
  const performanceTop = y;
  y = facts.performance
    ? tagged(doc, "Table", () => drawPerformance(doc, facts.performance!, performanceTop, { print, pad }))
    : drawParagraphs(doc, [modelPage.performanceNone], y, 9.5);
  const performanceNotes = facts.performance ? modelPage.performanceNotes : [];
  if (twoPages) y = drawParagraphs(doc, performanceNotes, y + 2, print);

  // The notes on performance (when there is some) join the others, to leave the page's width to the figures.
  const notes = [...(twoPages ? [] : performanceNotes), ...facts.notes, ...facts.assumptions, ...(versions ? [versions] : [])];
  // The funds' prospectus statement (with their distributor) comes with the firm's disclosures.
  const disclosures = copy.disclaimers;
  // The notes on the figures beside the disclosures, in two columns of small print that start
  // together: on a sheet of two pages, on the second when the taller does not fit under the figures.
  const tallest = Math.max(
    headedHeight(doc, copy.notesTitle, notes, print, column),
    headedHeight(
      doc,
      copy.disclosuresTitle,
      [...disclosures, ...firmDisclosureParagraphs(facts.etfs.length > 0), filingsText()],
      print,
      column,
    ),
  );
  const bottomTop = twoPages ? ensureSpace(doc, y + 6 + extra, tallest) : y + 6 + extra;
  const notesY = drawParagraphs(doc, notes, drawHeading(doc, copy.notesTitle, bottomTop, column), print, column);
  const disclosuresY = drawFirmDisclosures(
    doc,
    drawParagraphs(
      doc,
      disclosures,
      drawHeading(doc, copy.disclosuresTitle, bottomTop, column, left + column + GAP),
      print,
      column,
      left + column + GAP,
    ),
    { namesEtf: facts.etfs.length > 0, size: print, width: column, left: left + column + GAP, heading: false },
  );
  return Math.max(notesY, disclosuresY);
}

/** Label and value in two columns, a light rule between rows; returns the y under them. */
function drawPairs(doc: Doc, pairs: readonly [string, string][], y: number, x: number, width: number, pad: number): number {
  const labelWidth = Math.min(120, width * 0.45);
  let cursor = y;
  for (const [label, value] of pairs) {
    doc.font(fonts.bold).fontSize(10);
    const height = Math.max(doc.heightOfString(value, { width: width - labelWidth }), 12) + pad;
    doc
      .font(fonts.regular)
      .fontSize(9)
      .fillColor(palette.mutedForeground)
      .text(label, x, cursor + pad / 2 + 0.5, { width: labelWidth - 8, lineBreak: false });
    doc
      .font(fonts.bold)
      .fontSize(10)
      .fillColor(palette.foreground)
      .text(value, x + labelWidth, cursor + pad / 2, { width: width - labelWidth });
    cursor += height;
    doc
      .moveTo(x, cursor)
      .lineTo(x + width, cursor)
      .lineWidth(0.5)
      .strokeColor(palette.border)
      .stroke();
  }
  return cursor + 4;
}

/** Each placement ("Zones 4-6, both account types") with the line that says why. */
function drawPlacements(doc: Doc, facts: ModelFacts, y: number, x: number, width: number): number {
  if (facts.placements.length === 0) {
    doc.font(fonts.regular).fontSize(9).fillColor(palette.mutedForeground).text(modelPage.zonesNone, x, y, { width });
    return doc.y + 4;
  }
  let cursor = y;
  for (const placement of facts.placements) {
    doc.font(fonts.bold).fontSize(10).fillColor(palette.foreground).text(placement.where, x, cursor, { width });
    doc
      .font(fonts.regular)
      .fontSize(9.5)
      .text(placement.why, x, doc.y + 1, { width, lineGap: 1 });
    cursor = doc.y + 6;
  }
  if (facts.etfs.length > 0) {
    doc
      .font(fonts.bold)
      .fontSize(9.5)
      .fillColor(palette.foreground)
      .text(`${modelPage.etfsTitle}: `, x, cursor, { width, continued: true });
    doc.font(fonts.regular).text(facts.etfs.map((fund) => `${fund.ticker} (${fund.name})`).join(", "), { width });
    cursor = doc.y + 4;
  }
  return cursor;
}
