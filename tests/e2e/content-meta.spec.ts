// What every content screen sends from the server: its own title, description and Open Graph
// twins; a heading outline without gaps; and no horizontal scroll from 360 to 1440 px.
import { etfPageMeta, findEtf } from "../../app/content/etfs";
import { findModel } from "../../app/content/models";
import { modelPageMeta } from "../../app/content/models-page";
import { pages } from "../../app/content/pages";
import { expect, open } from "./support/fixtures";
import { readingTest as test } from "./support/reading-page";

const screens = [
  { path: "/", page: pages["/"] },
  { path: "/about", page: pages["/about"] },
  { path: "/etfs", page: pages["/etfs"] },
  { path: "/advisor-support", page: pages["/advisor-support"] },
  { path: "/models", page: pages["/models"] },
  { path: "/models/3", page: modelPageMeta(findModel(3)!) },
  { path: "/models/5", page: modelPageMeta(findModel(5)!) },
  { path: "/etfs/rsmv", page: etfPageMeta(findEtf("rsmv")!) },
];

const unescape = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

for (const { path, page: info } of screens) {
  test(`${path}: title, description and Open Graph tags are in the server's HTML`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf("</head>"));
    const attr = (selector: RegExp) => unescape(head.match(selector)?.[1] ?? "");
    expect(unescape(head.match(/<title>([^<]*)<\/title>/)?.[1] ?? "")).toBe(info.title);
    expect(attr(/<meta name="description" content="([^"]*)"/)).toBe(info.description);
    expect(attr(/<meta property="og:title" content="([^"]*)"/)).toBe(info.title);
    expect(attr(/<meta property="og:description" content="([^"]*)"/)).toBe(info.description);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
  });

  // One visit: the outline first, then the page is resized, not loaded again, for each width.
  test(`${path}: headings form an outline without skipped levels; no horizontal scroll and images keep their size at 360, 768 and 1440 px`, async ({
    page,
  }) => {
    await open(page, path);
    const levels = await page
      .locator("main")
      .locator("h1, h2, h3, h4, h5, h6")
      .evaluateAll((headings) => headings.map((h) => Number(h.tagName[1])));
    expect(levels[0]).toBe(1);
    for (let i = 1; i < levels.length; i++) expect(levels[i]!, `heading ${i}`).toBeLessThanOrEqual(levels[i - 1]! + 1);
    for (const width of [360, 768, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `at ${width} px`).toBeLessThanOrEqual(0);
      const unsized = await page
        .locator("main img")
        .evaluateAll((images) => images.filter((img) => !img.getAttribute("width") || !img.getAttribute("height")).length);
      expect(unsized, `at ${width} px`).toBe(0);
    }
  });
}
