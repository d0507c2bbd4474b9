// The figures of a model's fact sheet: the six measures as tiles, and its performance as a
// table; drawn tighter (`Density`) when the sheet needs the room to stay on one page.
import { modelPage } from "~/content/models-page";
import type { ModelFacts } from "~/.server/products/model-facts";
import { contentWidth, drawParagraphs, fonts, palette, type Doc } from "./pdf-document";

/** The size of the small print (notes, disclosures) and the padding of rows and tiles. */
export type Density = { print: number; pad: number };

/** The six measures as a grid of tiles, three to a row: label, figure, period and as-of date. */
export function drawTiles(doc: Doc, facts: ModelFacts, y: number, pad: number): number {
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
      40 +
      pad +
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
export function drawPerformance(doc: Doc, performance: NonNullable<ModelFacts["performance"]>, y: number, { print, pad }: Density): number {
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
      doc.text(cell, left + index * columnWidth + 4, cursor + pad / 2, {
        width: columnWidth - 8,
        align: index === 0 ? "left" : "right",
        lineBreak: false,
      });
    });
    cursor += 10 + pad;
    doc
      .moveTo(left, cursor)
      .lineTo(left + width, cursor)
      .lineWidth(0.5)
      .strokeColor(palette.border)
      .stroke();
  };
  row(columns, true);
  for (const line of performance.rows) row([line.period, line.net, line.gross, line.benchmark], false);
  return drawParagraphs(doc, [`${performance.asOf} ${performance.feeNote}`], cursor + 4, print);
}
