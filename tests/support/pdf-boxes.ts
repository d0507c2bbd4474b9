// Where a PDF's words sit on its pages, read back with pdftotext -bbox (poppler-utils): the page
// size in points and each word's box, for tests that check a layout (paper size, filled page).
import { spawn } from "node:child_process";

export type PdfPage = { width: number; height: number; words: { text: string; yMin: number; yMax: number }[] };

export async function pdfBoxes(pdf: Buffer): Promise<PdfPage[]> {
  const html = await new Promise<string>((resolve, reject) => {
    const child = spawn("pdftotext", ["-bbox", "-enc", "UTF-8", "-", "-"], { stdio: ["pipe", "pipe", "pipe"] });
    let out = "";
    child.stdout.setEncoding("utf8").on("data", (chunk: string) => (out += chunk));
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve(out) : reject(new Error(`pdftotext exited with ${code}`))));
    child.stdin.end(pdf);
  });
  return [...html.matchAll(/<page width="([\d.]+)" height="([\d.]+)">([\s\S]*?)<\/page>/g)].map(([, width, height, body]) => ({
    width: Number(width),
    height: Number(height),
    words: [...body!.matchAll(/<word xMin="[\d.]+" yMin="([\d.]+)" xMax="[\d.]+" yMax="([\d.]+)">([^<]*)<\/word>/g)].map(
      ([, yMin, yMax, text]) => ({
        text: text!,
        yMin: Number(yMin),
        yMax: Number(yMax),
      }),
    ),
  }));
}
