// The firm's disclosures that every document carries, whatever it is about: the SEC-registration
// wording, the Form ADV Part 2A and Form CRS with their addresses (linked, and printed for a paper
// copy), the firm's conflict in placing its own products, and, when the document names an ETF,
// the prospectus statement with the distributor.
import { documentCopy as copy } from "~/content/documents";
import { contentWidth, drawHeading, drawParagraphs, ensureSpace, fonts, palette, tagged, type Doc } from "./pdf-document";

/** Every document is about the firm's products: the conflict in placing them goes in each. */
export function firmDisclosureParagraphs(namesEtf: boolean): string[] {
  return [copy.registration, copy.conflict, ...(namesEtf ? [copy.prospectus] : [])];
}

/** The filings' lines as printed (their introduction, then each with its address), one text. */
export const filingsText = (): string => [copy.filingsIntro, ...copy.filings.map((filing) => `${filing.label}: ${filing.href}`)].join("\n");

/** The section across the page (or a column); returns the y under it. */
export function drawFirmDisclosures(
  doc: Doc,
  y: number,
  {
    namesEtf,
    size = 8.5,
    width = contentWidth(doc),
    left = doc.page.margins.left,
    heading = true,
  }: {
    namesEtf: boolean;
    size?: number;
    width?: number;
    left?: number;
    heading?: boolean;
  },
): number {
  let cursor = heading ? drawHeading(doc, copy.disclosuresTitle, y, width, left) : y;
  cursor = drawParagraphs(doc, firmDisclosureParagraphs(namesEtf), cursor, size, width, left);
  doc.font(fonts.regular).fontSize(size);
  const height = doc.heightOfString(filingsText(), { width });
  cursor = ensureSpace(doc, cursor, height);
  tagged(doc, "P", () => {
    doc.font(fonts.regular).fontSize(size).fillColor(palette.foreground).text(copy.filingsIntro, left, cursor, { width });
    for (const filing of copy.filings) {
      doc
        .font(fonts.regular)
        .fontSize(size)
        .fillColor(palette.foreground)
        .text(`${filing.label}: `, left, doc.y, { width, continued: true });
      doc.fillColor(palette.primary).text(filing.href, { link: filing.href, underline: true });
    }
  });
  return doc.y + 5;
}
