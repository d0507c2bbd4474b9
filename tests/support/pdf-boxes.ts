// Where a PDF's words sit on its pages, read back with pdftotext -bbox (poppler-utils): the page
// size in points and each word's box, for tests that check a layout (paper size, filled page,
// no word drawn over another).
import { pdftotext } from "./pdf-text";

export type PdfWord = { text: string; xMin: number; yMin: number; xMax: number; yMax: number };
export type PdfPage = { width: number; height: number; words: PdfWord[] };

export async function pdfBoxes(pdf: Buffer): Promise<PdfPage[]> {
  const html = await pdftotext(pdf, ["-bbox"]);
  return [...html.matchAll(/<page width="([\d.]+)" height="([\d.]+)">([\s\S]*?)<\/page>/g)].map(([, width, height, body]) => ({
    width: Number(width),
    height: Number(height),
    words: [...body!.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)].map(
      ([, xMin, yMin, xMax, yMax, text]) => ({
        text: text!,
        xMin: Number(xMin),
        yMin: Number(yMin),
        xMax: Number(xMax),
        yMax: Number(yMax),
      }),
    ),
  }));
}

/**
 * The pairs of words on a page whose boxes overlap by more than `tolerance` points both across
 * and down (lines set close together may touch), as "word1 / word2" for a readable failure.
 */
export function overlappingWords(page: PdfPage, tolerance = 1): string[] {
  const found: string[] = [];
  const words = [...page.words].sort((a, b) => a.yMin - b.yMin);
  for (let i = 0; i < words.length; i += 1) {
    const a = words[i]!;
    for (let j = i + 1; j < words.length && words[j]!.yMin < a.yMax - tolerance; j += 1) {
      const b = words[j]!;
      const across = Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin);
      const down = Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin);
      if (across > tolerance && down > tolerance) found.push(`${a.text} / ${b.text}`);
    }
  }
  return found;
}
