// Where a PDF's words sit on its pages, read back with pdftotext -bbox (poppler-utils): the page
// size in points and each word's box, for tests that check a layout (paper size, filled page).
import { pdftotext } from "./pdf-text";

export type PdfPage = { width: number; height: number; words: { text: string; yMin: number; yMax: number }[] };

export async function pdfBoxes(pdf: Buffer): Promise<PdfPage[]> {
  const html = await pdftotext(pdf, ["-bbox"]);
  return [...html.matchAll(/<page width="([\d.]+)" height="([\d.]+)">([\s\S]*?)<\/page>/g)].map(([, width, height, body]) => ({
    width: Number(width),
    height: Number(height),
    words: [...body!.matchAll(/<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)<\/word>/g)].map(
      ([, yMin, yMax, text]) => ({ text: text!, yMin: Number(yMin), yMax: Number(yMax) }),
    ),
  }));
}
