// The fonts the documents embed: DejaVu Sans Condensed, close to Helvetica's widths (the
// dejavu-fonts-ttf package; a free licence, see its LICENSE), which draws every character the
// firm's words and the sheet's figures use (`≤`, `≥`, `→`, curly quotes, accented names) where the
// standard Helvetica lacks most of them. PDFKit embeds only the glyphs a document uses. Read from
// node_modules with the first document, then kept: about 1.3 MiB for the two faces.
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";

export const fonts = { regular: "DejaVuSansCondensed", bold: "DejaVuSansCondensed-Bold" } as const;

const files = {
  [fonts.regular]: "dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf",
  [fonts.bold]: "dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf",
};

let loaded: Promise<Record<string, Buffer>> | undefined;

/** The two faces' bytes, read once per process. */
export function fontFiles(): Promise<Record<string, Buffer>> {
  const require = createRequire(import.meta.url);
  loaded ??= Promise.all(Object.entries(files).map(async ([name, file]) => [name, await readFile(require.resolve(file))] as const)).then(
    (entries) => Object.fromEntries(entries),
  );
  // A failed read (a broken install) is not kept: the next document tries again.
  loaded.catch(() => (loaded = undefined));
  return loaded;
}

type Coverage = (codePoint: number) => boolean;
let covers: Coverage | undefined;

/** Remember which characters the regular face draws (read from the font PDFKit opened). */
export function learnCoverage(doc: PDFKit.PDFDocument): void {
  if (covers) return;
  doc.font(fonts.regular);
  const font = (doc as unknown as { _font?: { font?: { hasGlyphForCodePoint?: Coverage } } })._font?.font;
  if (font?.hasGlyphForCodePoint) covers = (codePoint) => font.hasGlyphForCodePoint!(codePoint);
}

/** Whether the documents' font draws this character (Latin-1 only until a document was made). */
export function drawable(codePoint: number): boolean {
  return covers ? covers(codePoint) : codePoint <= 0xff;
}
