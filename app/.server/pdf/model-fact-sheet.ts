// One US Letter page per model for an advisor's files, with the facts of the model's own page
// (app/.server/products/model-facts.ts): what the model is, its key facts, the same six measures
// as every model with their periods and as-of dates, its performance or the sentence that says
// none is published, where it fits in the zones and why, and the notes and disclosures.
import { factSheetCopy as copy } from "~/content/downloads";
import { modelPage } from "~/content/models-page";
import type { InvestmentModel } from "~/content/models";
import { footerDisclaimers, site } from "~/content/site";
import { modelFacts, type ModelFacts } from "~/.server/products/model-facts";
import { etfsPage } from "~/content/etfs";
import {
  contentBottom,
  contentWidth,
  createDocument,
  drawFooters,
  drawHeading,
  drawLetterhead,
  drawParagraphs,
  finish,
  fonts,
  palette,
  type Doc,
} from "./pdf-document";

const GAP = 18;

export async function renderModelFactSheet({ model, date }: { model: InvestmentModel; date: Date }): Promise<Buffer> {
  const facts = modelFacts(model);
  const info = { title: `${model.name}: ${copy.title}`, subject: copy.subject(model.name), date };
  // Laid out once to measure, then again with the room left spread between the sections, so
  // every model's sheet fills its page.
  const measuring = createDocument(info);
  const spare = contentBottom(measuring) - drawSheet(measuring, facts, date, 0);
  measuring.end();
  const doc = createDocument(info);
  drawSheet(doc, facts, date, Math.max(0, Math.min(MAX_EXTRA_GAP, spare / SECTION_GAPS)));
  drawFooters(doc, `${site.brand} · ${model.name}`, copy.pageFooter);
  return finish(doc);
}

const SECTION_GAPS = 4;
const MAX_EXTRA_GAP = 24;

/** The whole sheet, with `extra` points added between its sections; returns the y under it. */
function drawSheet(doc: Doc, facts: ModelFacts, date: Date, extra: number): number {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  let y = drawLetterhead(doc, { title: copy.title, date });
  doc
    .font(fonts.bold)
    .fontSize(9)
    .fillColor(palette.mutedForeground)
    .text(facts.categoryLabel.toUpperCase(), left, y, { width, characterSpacing: 1 });
  doc
    .font(fonts.bold)
    .fontSize(20)
    .fillColor(palette.primary)
    .text(facts.name, left, doc.y + 2, { width });
  y = drawParagraphs(doc, [facts.description], doc.y + 4, 11);

  // Key facts on the left, where the model fits (and why) on the right.
  const column = (width - GAP) / 2;
  const top = y + 4 + extra;
  const leftY = drawPairs(
    doc,
    facts.facts.map((fact) => [fact.label, fact.value]),
    drawHeading(doc, copy.keyFacts, top, column),
    left,
    column,
  );
  const rightY = drawPlacements(
    doc,
    facts,
    drawHeading(doc, modelPage.zonesTitle, top, column, left + column + GAP),
    left + column + GAP,
    column,
  );
  y = Math.max(leftY, rightY);
  if (facts.riskNote) {
    doc
      .font(fonts.bold)
      .fontSize(9.5)
      .fillColor(palette.destructive)
      .text(facts.riskNote, left, y + 4, { width });
    y = doc.y + 4;
  }

  y = drawHeading(doc, modelPage.statsTitle, y + 6 + extra);
  y = drawTiles(doc, facts, y);

  y = drawHeading(doc, modelPage.performanceTitle, y + 4 + extra);
  y = facts.performance ? drawPerformance(doc, facts.performance, y) : drawParagraphs(doc, [modelPage.performanceNone], y, 9.5);

  // The notes on the figures beside the disclosures, in two columns of small print.
  const bottomTop = y + 6 + extra;
  const notesY = drawParagraphs(doc, facts.notes, drawHeading(doc, copy.notesTitle, bottomTop, column), 8, column);
  const disclosures = [...footerDisclaimers, ...(facts.etfs.length > 0 ? [etfsPage.legend[0]] : [])];
  const disclosuresY = drawParagraphs(
    doc,
    disclosures,
    drawHeading(doc, copy.disclosuresTitle, bottomTop, column, left + column + GAP),
    8,
    column,
    left + column + GAP,
  );
  return Math.max(notesY, disclosuresY);
}

/** Label and value in two columns, a light rule between rows; returns the y under them. */
function drawPairs(doc: Doc, pairs: readonly [string, string][], y: number, x: number, width: number): number {
  const labelWidth = Math.min(120, width * 0.45);
  let cursor = y;
  for (const [label, value] of pairs) {
    doc.font(fonts.bold).fontSize(10);
    const height = Math.max(doc.heightOfString(value, { width: width - labelWidth }), 12) + 8;
    doc
      .font(fonts.regular)
      .fontSize(9)
      .fillColor(palette.mutedForeground)
      .text(label, x, cursor + 4.5, { width: labelWidth - 8, lineBreak: false });
    doc
      .font(fonts.bold)
      .fontSize(10)
      .fillColor(palette.foreground)
      .text(value, x + labelWidth, cursor + 4, { width: width - labelWidth });
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

/** The six measures as a grid of tiles, three to a row: label, figure, period and as-of date. */
function drawTiles(doc: Doc, facts: ModelFacts, y: number): number {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const perRow = 3;
  const gap = 8;
  const tileWidth = (width - gap * (perRow - 1)) / perRow;
  let cursor = y;
  for (let start = 0; start < facts.measures.length; start += perRow) {
    const row = facts.measures.slice(start, start + perRow);
    doc.font(fonts.regular).fontSize(7.5);
    const height =
      48 +
      Math.max(
        ...row.map((measure) =>
          doc.heightOfString([measure.qualifier, measure.dates].filter(Boolean).join(" · "), { width: tileWidth - 16 }),
        ),
      );
    row.forEach((measure, index) => {
      const x = left + index * (tileWidth + gap);
      doc.roundedRect(x, cursor, tileWidth, height, 3).fill(palette.muted);
      doc
        .font(fonts.bold)
        .fontSize(7.5)
        .fillColor(palette.mutedForeground)
        .text(measure.label.toUpperCase(), x + 8, cursor + 7, { width: tileWidth - 16, lineBreak: false });
      doc
        .font(fonts.bold)
        .fontSize(measure.published ? 15 : 11)
        .fillColor(measure.published ? palette.primary : palette.mutedForeground);
      doc.text(measure.value, x + 8, cursor + (measure.published ? 19 : 22), { width: tileWidth - 16, lineBreak: false });
      doc.font(fonts.regular).fontSize(7.5).fillColor(palette.mutedForeground);
      doc.text([measure.qualifier, measure.dates].filter(Boolean).join(" · "), x + 8, cursor + 40, { width: tileWidth - 16 });
    });
    cursor += height + gap;
  }
  return cursor;
}

/** Period, net, gross and benchmark returns as a small table, with its as-of line and fee note. */
function drawPerformance(doc: Doc, performance: NonNullable<ModelFacts["performance"]>, y: number): number {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const columns = [
    modelPage.performanceColumns.period,
    modelPage.performanceColumns.net,
    modelPage.performanceColumns.gross,
    modelPage.performanceColumns.benchmark,
  ];
  const columnWidth = width / columns.length;
  doc.font(fonts.bold).fontSize(9).fillColor(palette.foreground).text(performance.caption, left, y, { width });
  let cursor = doc.y + 4;
  const row = (cells: string[], bold: boolean) => {
    cells.forEach((cell, index) => {
      doc
        .font(bold || index === 0 ? fonts.bold : fonts.regular)
        .fontSize(9)
        .fillColor(palette.foreground);
      doc.text(cell, left + index * columnWidth + 4, cursor + 3, {
        width: columnWidth - 8,
        align: index === 0 ? "left" : "right",
        lineBreak: false,
      });
    });
    cursor += 16;
    doc
      .moveTo(left, cursor)
      .lineTo(left + width, cursor)
      .lineWidth(0.5)
      .strokeColor(palette.border)
      .stroke();
  };
  row(columns, true);
  for (const line of performance.rows) row([line.period, line.net, line.gross, line.benchmark], false);
  return drawParagraphs(doc, [performance.asOf, performance.feeNote, ...modelPage.performanceNotes], cursor + 4, 8);
}
