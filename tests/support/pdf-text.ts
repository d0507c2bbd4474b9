// Read a PDF back as text with Debian's pdftotext (poppler-utils), the way a reader would copy
// it: `-layout` keeps the columns; `flat` joins the lines so wrapped sentences can be matched.
import { spawn } from "node:child_process";

const missingPdftotext = "pdftotext or pdfinfo not found: install them with  sudo apt-get install -y poppler-utils";

/** The first page's size in points, as Debian's pdfinfo (poppler-utils) reads it. */
export async function pdfPageSize(pdf: Buffer): Promise<{ width: number; height: number; name: string }> {
  const info = await run("pdfinfo", ["-"], pdf);
  const [, width, height, name = ""] = /Page size:\s+([\d.]+) x ([\d.]+) pts(?: \((\w+)\))?/.exec(info) ?? [];
  if (!width || !height) throw new Error(`pdfinfo did not give a page size: ${info}`);
  return { width: Number(width), height: Number(height), name };
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

export async function pdfText(pdf: Buffer): Promise<{ layout: string; flat: string; pages: string[] }> {
  const layout = await run("pdftotext", ["-layout", "-enc", "UTF-8", "-", "-"], pdf);
  return { layout, flat: flatten(layout), pages: layout.split("\f").filter((page) => page.trim() !== "") };
}

/** Whitespace collapsed, and a line broken after a hyphen joined again. */
export function flatten(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .replace(/- (?=\S)/g, "-")
    .trim();
}
