// Read a PDF back as text with Debian's pdftotext (poppler-utils), the way a reader would copy
// it: `-layout` keeps the columns; `flat` joins the lines so wrapped sentences can be matched.
// `{ raw: true }` reads in drawing order instead, so text set in side-by-side columns stays whole.
import { spawn } from "node:child_process";

const missingPdftotext = "pdftotext or pdfinfo not found: install them with  sudo apt-get install -y poppler-utils";

export async function pdfText(pdf: Buffer, { raw = false } = {}): Promise<{ layout: string; flat: string; pages: string[] }> {
  const layout = await pdftotext(pdf, [raw ? "-raw" : "-layout"]);
  return { layout, flat: flatten(layout), pages: layout.split("\f").filter((page) => page.trim() !== "") };
}

/** pdftotext's output for `pdf` with the given options, in UTF-8. */
export function pdftotext(pdf: Buffer, options: string[]): Promise<string> {
  return run("pdftotext", [...options, "-enc", "UTF-8", "-", "-"], pdf);
}

/** The first page's size in points, as Debian's pdfinfo (poppler-utils) reads it. */
export async function pdfPageSize(pdf: Buffer): Promise<{ width: number; height: number; name: string }> {
  const info = await run("pdfinfo", ["-"], pdf);
  const [, width, height, name = ""] = /Page size:\s+([\d.]+) x ([\d.]+) pts(?: \((\w+)\))?/.exec(info) ?? [];
  if (!width || !height) throw new Error(`pdfinfo did not give a page size: ${info}`);
  return { width: Number(width), height: Number(height), name };
}

/** pdfinfo's answer for `pdf` with the given options (`-struct` lists the tagged structure). */
export function pdfinfo(pdf: Buffer, options: string[] = []): Promise<string> {
  return run("pdfinfo", [...options, "-"], pdf);
}

function run(command: string, args: string[], input: Buffer): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["pipe", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (out += chunk));
    child.stderr.setEncoding("utf8").on("data", (chunk: string) => (err += chunk));
    child.on("error", (error: NodeJS.ErrnoException) => reject(error.code === "ENOENT" ? new Error(missingPdftotext) : error));
    child.on("close", (code) => (code === 0 ? resolve(out) : reject(new Error(`${command} exited with ${code}: ${err}`))));
    child.stdin.end(input);
  });
}

/** Whitespace collapsed, and a line broken after a hyphen joined again. */
export function flatten(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .replace(/- (?=\S)/g, "-")
    .trim();
}
