// Screenshots of pages at phone, tablet and desktop widths, for looking at what we build.
// Usage: node scripts/screenshots.js http://localhost:3000 /about /models ...  (writes to screenshots/)
import fs from "node:fs";
import { chromium } from "@playwright/test";
import { chromiumPath } from "./chromium-path.js";

const [base = "http://localhost:3000", ...paths] = process.argv.slice(2);
const widths = [390, 768, 1280];
fs.mkdirSync("screenshots", { recursive: true });
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--no-first-run", "--disable-quic"],
});
for (const path of paths.length ? paths : ["/"]) {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(base + path, { waitUntil: "networkidle" });
    const name = `screenshots/${path.replace(/[^a-z0-9]+/gi, "_") || "home"}-${width}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
    await page.close();
  }
}
await browser.close();
