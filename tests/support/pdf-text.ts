// Read a PDF back as text with Debian's pdftotext (poppler-utils), the way a reader would copy
// it: `-layout` keeps the columns; `flat` joins the lines so wrapped sentences can be matched.
// `{ raw: true }` reads in drawing order instead, so text set in side-by-side columns stays whole.
import { spawn } from "node:child_process";

const missingPdftotext = "pdftotext not found: install it with  sudo apt-get install -y poppler-utils";

export async function pdfText(pdf: Buffer, { raw = false } = {}): Promise<{ layout: string; flat: string; pages: string[] }> {
  const layout = await pdftotext(pdf, [raw ? "-raw" : "-layout"]);
  return { layout, flat: flatten(layout), pages: layout.split("\f").filter((page) => page.trim() !== "") };
}

/** pdftotext's output for `pdf` with the given options, in UTF-8. */
export function pdftotext(pdf: Buffer, options: string[]): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const child = spawn("pdftotext", [...options, "-enc", "UTF-8", "-", "-"], { stdio: ["pipe", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (out += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (err += chunk));
    child.on("error", (error: NodeJS.ErrnoException) => reject(error.code === "ENOENT" ? new Error(missingPdftotext) : error));
    child.on("close", (code) => (code === 0 ? resolve(out) : reject(new Error(`pdftotext exited with ${code}: ${err}`))));
    child.stdin.end(pdf);
  });
}

/** Whitespace collapsed, and a line broken after a hyphen joined again. */
export function flatten(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .replace(/- (?=\S)/g, "-")
    .trim();
}
