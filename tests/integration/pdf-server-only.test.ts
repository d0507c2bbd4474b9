// The PDF library draws on the server only: nothing of it may reach the scripts browsers load.
import fs from "node:fs";
import path from "node:path";
import { expect, it } from "vitest";

function scripts(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return scripts(file);
    return entry.name.endsWith(".js") ? [file] : [];
  });
}

it("leaves no trace of PDFKit in the client build", () => {
  const files = scripts("build/client");
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) expect(fs.readFileSync(file, "utf8"), file).not.toMatch(/pdfkit|PDFDocument|fontkit/i);
});
