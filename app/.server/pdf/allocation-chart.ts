// A view's allocation as a small table with aligned bars: instrument, a bar drawn with vector
// paths in the item's chart colour, and the percentage in text, so colour is never the only cue.
import { chartColorIndex, type AllocationItem } from "~/lib/zones";
import { fonts, palette, printable, type Doc } from "./pdf-document";

const HEADING_HEIGHT = 16;
const ROW_HEIGHT = 14;
const FONT_SIZE = 8.5;

/** The instrument column: half the block, so long names wrap rather than run into the bar. */
const nameWidthOf = (width: number) => width * 0.5;

function rowHeight(doc: Doc, instrument: string, width: number): number {
  doc.font(fonts.regular).fontSize(FONT_SIZE);
  return Math.max(ROW_HEIGHT, doc.heightOfString(printable(instrument), { width: nameWidthOf(width) - 11 }) + 4);
}

export function allocationBlockHeight(doc: Doc, items: readonly AllocationItem[], width: number): number {
  return HEADING_HEIGHT + ROW_HEIGHT + items.reduce((sum, item) => sum + rowHeight(doc, item.instrument, width), 0) + 6;
}

/** "40%", "12.5%": at most one decimal. */
export function percentText(percentage: number): string {
  return `${Math.round(percentage * 10) / 10}%`;
}

type Block = {
  heading: string;
  items: readonly AllocationItem[];
  x: number;
  y: number;
  width: number;
  columns: { instrument: string; share: string };
};

/** One view's allocation at (x, y), `width` wide; returns the y under it. */
export function drawAllocationBlock(doc: Doc, { heading, items, x, y, width, columns }: Block): number {
  doc.font(fonts.bold).fontSize(9.5).fillColor(palette.foreground).text(heading, x, y, { width, lineBreak: false, ellipsis: true });
  let rowY = y + HEADING_HEIGHT;
  const nameWidth = nameWidthOf(width);
  const shareWidth = 34;
  const barX = x + nameWidth + 6;
  const barWidth = width - nameWidth - shareWidth - 12;

  doc.font(fonts.bold).fontSize(7.5).fillColor(palette.mutedForeground);
  doc.text(columns.instrument, x, rowY, { width: nameWidth, lineBreak: false });
  doc.text(columns.share, x + width - shareWidth, rowY, { width: shareWidth, align: "right", lineBreak: false });
  rowY += ROW_HEIGHT;

  items.forEach((item, position) => {
    const colour = palette.chart[chartColorIndex(item.color, position)] ?? palette.primary;
    const share = Math.max(0, Math.min(100, item.percentage));
    doc.rect(x, rowY + 1.5, 7, 7).fill(colour);
    doc.font(fonts.regular).fontSize(FONT_SIZE).fillColor(palette.foreground);
    const height = rowHeight(doc, item.instrument, width);
    doc.font(fonts.regular).fontSize(FONT_SIZE).fillColor(palette.foreground);
    doc.text(printable(item.instrument), x + 11, rowY, { width: nameWidth - 11 });
    doc.roundedRect(barX, rowY + 1.5, barWidth, 7, 2).fill(palette.muted);
    if (share > 0) doc.roundedRect(barX, rowY + 1.5, Math.max(1.5, (barWidth * share) / 100), 7, 2).fill(colour);
    doc.font(fonts.bold).fontSize(FONT_SIZE).fillColor(palette.foreground);
    doc.text(percentText(item.percentage), x + width - shareWidth, rowY, { width: shareWidth, align: "right", lineBreak: false });
    rowY += height;
  });
  return rowY + 6;
}
