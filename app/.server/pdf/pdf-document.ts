// The firm's printed documents (proposals, fact sheets), drawn with PDFKit on the server only:
// the library never reaches the browser. An embedded font (fonts.ts) that draws every symbol the
// words use; tagged (PDF 1.7, language, title shown, structure: tagging.ts) for screen readers.
// PDFKit (about 30 MiB once loaded) is loaded with the first document, not at start.
import { mailingAddress, site } from "~/content/site";
import { formatDate } from "~/lib/format-date";
import { firmDay } from "~/.server/firm-day";
import { drawable, fontFiles, fonts, learnCoverage } from "./fonts";
import { listenToWords } from "./document-words";
import { artifact, openStructure, tagged } from "./tagging";

export { fonts } from "./fonts";
export { tagged } from "./tagging";

/** The site's colour tokens (app/app.css) that the documents use; a test keeps them in step. */
export const palette = {
  primary: "#12305a",
  primaryForeground: "#ffffff",
  foreground: "#0f1b2d",
  mutedForeground: "#4a5568",
  muted: "#f3f5f8",
  border: "#d9dee7",
  destructive: "#b42318",
  notice: "#7a4f06",
  noticeSoft: "#fdf6e3",
  noticeBorder: "#d4a53c",
  chart: ["#12305a", "#2f6fb3", "#5aa1c8", "#9a6b12", "#d4a53c", "#4f7d5c", "#7a5c99", "#8c96a6"],
} as const;

export const MARGIN = 48;
/** Room kept under the content for the page footer. */
const FOOTER_HEIGHT = 28;

export type Doc = PDFKit.PDFDocument;

/** `keywords`: what the file keeps for the firm's records without printing it. */
export type DocumentInfo = { title: string; subject: string; date: Date; keywords?: string };

/** The language the documents are written in, for screen readers' voices. */
export const DOCUMENT_LANGUAGE = "en-US";

/**
 * A US Letter document with the firm as author, pages kept so the footers can be numbered at the
 * end; tagged, in English, its title shown in the reader's title bar, the font embedded.
 */
export async function createDocument({ title, subject, date, keywords }: DocumentInfo): Promise<Doc> {
  const [{ default: PDFDocument }, files] = await Promise.all([import("pdfkit"), fontFiles()]);
  const doc = new PDFDocument({
    size: "LETTER",
    margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_HEIGHT },
    bufferPages: true,
    pdfVersion: "1.7",
    tagged: true,
    lang: DOCUMENT_LANGUAGE,
    displayTitle: true,
    info: {
      Title: title,
      Subject: subject,
      Author: site.brand,
      Creator: site.brand,
      CreationDate: date,
      ModDate: date,
      ...(keywords ? { Keywords: keywords } : {}),
    },
  });
  for (const [name, bytes] of Object.entries(files)) doc.registerFont(name, bytes);
  learnCoverage(doc);
  listenToWords(doc);
  openStructure(doc);
  return doc;
}

export function contentWidth(doc: Doc): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

/** The lowest y the content may reach on this page. */
export function contentBottom(doc: Doc): number {
  return doc.page.height - doc.page.margins.bottom;
}

/** Start a new page when `height` points do not fit under `y`; returns where to draw. */
export function ensureSpace(doc: Doc, y: number, height: number): number {
  if (y + height <= contentBottom(doc)) return y;
  doc.addPage();
  return doc.page.margins.top;
}

/**
 * The firm's name and address at the top left (with, beside the firm's name, the advisor's firm
 * that hands the document over), the document's title and date (or `dateLine`) at the right.
 */
export function drawLetterhead(
  doc: Doc,
  { title, date, partner, dateLine }: { title: string; date: Date; partner?: string; dateLine?: string },
): number {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const top = doc.page.margins.top;
  const column = width * 0.62;
  // The title first, as a reader hears it; then who hands the document over.
  doc.font(fonts.bold).fontSize(13);
  tagged(doc, "H1", () => doc.fillColor(palette.foreground).text(title, left, top + 2, { width, align: "right" }));
  const titleBottom = doc.y;
  tagged(doc, "P", () => doc.font(fonts.bold).fontSize(16).fillColor(palette.primary).text(site.brand, left, top, { width: column }));
  if (partner !== undefined) {
    // Beside the firm's name when it fits left of the title, else just under it.
    const brandWidth = doc.font(fonts.bold).fontSize(16).widthOfString(site.brand);
    const room = width - doc.font(fonts.bold).fontSize(13).widthOfString(title) - 16;
    const text = `|  ${printable(partner)}`;
    const fits = brandWidth + 10 + doc.font(fonts.bold).fontSize(12).widthOfString(text) <= room;
    const under = doc.y;
    tagged(doc, "P", () =>
      doc
        .font(fonts.bold)
        .fontSize(12)
        .fillColor(palette.foreground)
        .text(fits ? text : printable(partner), fits ? left + brandWidth + 10 : left, fits ? top + 3 : under, {
          width: fits ? room - brandWidth - 10 : column,
          lineBreak: !fits,
        }),
    );
    doc.x = left;
    if (fits) doc.y = under;
  }
  tagged(doc, "P", () => {
    doc.font(fonts.regular).fontSize(8.5).fillColor(palette.mutedForeground);
    doc.text(site.legalEntity, left, doc.y, { width: column });
    doc.text(mailingAddress, { width: column });
    doc.text(site.email, { width: column });
  });
  const leftBottom = doc.y;
  tagged(doc, "P", () =>
    doc
      .font(fonts.regular)
      .fontSize(9)
      .fillColor(palette.mutedForeground)
      // The firm's calendar day: a document made on an evening in New York is dated that day.
      .text(dateLine ?? formatDate(firmDay(date)), left, titleBottom, { width, align: "right" }),
  );
  const rule = Math.max(leftBottom, doc.y) + 8;
  doc
    .moveTo(left, rule)
    .lineTo(left + width, rule)
    .lineWidth(1.5)
    .strokeColor(palette.primary)
    .stroke();
  return rule + 12;
}

/** The size of a section's heading (drawHeading), which headedHeight measures alike. */
const HEADING_SIZE = 11.5;

/** A section heading, across the page or in a column (`width` from `x`); returns the y under it. */
export function drawHeading(doc: Doc, text: string, y: number, width = contentWidth(doc), x = doc.page.margins.left): number {
  const start = ensureSpace(doc, y, 40);
  tagged(doc, "H2", () => doc.font(fonts.bold).fontSize(HEADING_SIZE).fillColor(palette.primary).text(text, x, start, { width }));
  return doc.y + 4;
}

/** How tall a heading and its paragraphs are, as drawHeading and drawParagraphs lay them out. */
export function headedHeight(doc: Doc, heading: string, paragraphs: readonly string[], size: number, width: number): number {
  doc.font(fonts.bold).fontSize(HEADING_SIZE);
  const top = doc.heightOfString(heading, { width }) + 4;
  doc.font(fonts.regular).fontSize(size);
  return paragraphs.reduce((sum, paragraph) => sum + doc.heightOfString(paragraph, { width, lineGap: 1.5 }) + 5, top);
}

/** Paragraphs across the page (or a column), each kept whole on one page; returns the y under the last. */
/** A boxed notice across the page, in bold: what the reader must know before anything else. */
export function drawNotice(doc: Doc, text: string, y: number): number {
  const left = doc.page.margins.left;
  const width = contentWidth(doc);
  const pad = 6;
  doc.font(fonts.bold).fontSize(9.5);
  const height = doc.heightOfString(text, { width: width - 2 * pad, lineGap: 1.5 }) + 2 * pad;
  const top = ensureSpace(doc, y, height);
  doc.rect(left, top, width, height).lineWidth(1).fillAndStroke(palette.noticeSoft, palette.noticeBorder);
  tagged(doc, "P", () =>
    doc
      .font(fonts.bold)
      .fontSize(9.5)
      .fillColor(palette.notice)
      .text(text, left + pad, top + pad, { width: width - 2 * pad, lineGap: 1.5 }),
  );
  return top + height + 8;
}

export function drawParagraphs(
  doc: Doc,
  paragraphs: readonly string[],
  y: number,
  size = 8.5,
  width = contentWidth(doc),
  left = doc.page.margins.left,
): number {
  let cursor = y;
  doc.font(fonts.regular).fontSize(size);
  for (const paragraph of paragraphs) {
    const height = doc.heightOfString(paragraph, { width, lineGap: 1.5 });
    cursor = ensureSpace(doc, cursor, height);
    tagged(doc, "P", () =>
      doc.font(fonts.regular).fontSize(size).fillColor(palette.foreground).text(paragraph, left, cursor, { width, lineGap: 1.5 }),
    );
    cursor = doc.y + 5;
  }
  return cursor;
}

/** "Page 1 of 2" and a note (the brand, the data version) at the foot of every page. */
export function drawFooters(doc: Doc, note: string, pageLabel: (page: number, total: number) => string): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const left = doc.page.margins.left;
    const width = contentWidth(doc);
    const y = doc.page.height - MARGIN - 10;
    // Writing under the bottom margin would start a new page: lift it while the footer is drawn.
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const label = pageLabel(index - range.start + 1, range.count);
    doc.font(fonts.regular).fontSize(7.5);
    // The note keeps to the room the page number leaves it (wrapping when it must), so the two
    // never overlap.
    const noteWidth = width - doc.widthOfString(label) - 12;
    artifact(doc, () => {
      doc
        .moveTo(left, y - 6)
        .lineTo(left + width, y - 6)
        .lineWidth(0.5)
        .strokeColor(palette.border)
        .stroke();
      doc.font(fonts.regular).fontSize(7.5).fillColor(palette.mutedForeground);
      doc.text(note, left, y, { width: noteWidth, lineGap: 0.5 });
      doc.text(label, left, y, { width, align: "right", lineBreak: false });
    });
    doc.page.margins.bottom = bottom;
  }
}

/**
 * Text from outside the code (the sheet, an advisor's name, a client label) as the embedded font
 * can draw it: a character it lacks becomes "?" rather than an empty box, and control characters
 * are dropped.
 */
export function printable(text: string): string {
  let out = "";
  for (const char of text.normalize("NFC")) {
    const code = char.codePointAt(0)!;
    if (code < 0x20 || (code >= 0x7f && code < 0xa0)) continue;
    out += drawable(code) ? char : "?";
  }
  return out;
}

/** End the document and collect its bytes. */
export function finish(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.end();
  });
}
