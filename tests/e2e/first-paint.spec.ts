// The first response holds everything a page needs to paint: its stylesheet is in the HTML,
// and the scripts are asked for only by the bootstrap at the end of the body.
import type { Page } from "@playwright/test";
import { expect, open, test, waitForHydration } from "./support/fixtures";

/** Styles the header gets from the stylesheet (a sticky bar with a bottom border). */
async function headerStyle(page: Page) {
  return page.getByRole("banner").evaluate((header) => {
    const style = getComputedStyle(header);
    return { position: style.position, borderBottomStyle: style.borderBottomStyle };
  });
}

for (const path of ["/", "/contact", "/zone-navigator"]) {
  test(`${path} is styled from its first response alone, before any other file arrives`, async ({ page }) => {
    const asked: string[] = [];
    // Hold every request but the page itself: nothing else may be needed to paint it styled.
    await page.route("**/*", (route) => {
      if (route.request().resourceType() === "document") return route.continue();
      asked.push(route.request().url());
      return new Promise(() => {});
    });
    await page.goto(path, { waitUntil: "domcontentloaded" });
    expect(await headerStyle(page)).toEqual({ position: "sticky", borderBottomStyle: "solid" });
    expect(asked.filter((url) => url.endsWith(".css"))).toEqual([]);
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });
}

test("the head asks for no script: the page's modules load from its bootstrap after the content", async ({ request }) => {
  for (const path of ["/", "/contact", "/zone-navigator"]) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head, path).not.toMatch(/<link[^>]*rel="(modulepreload|preload)"[^>]*\.js"/);
    expect(head, path).not.toMatch(/<script/);
    expect(html.slice(html.indexOf("</main>")), path).toMatch(/<script[^>]*type="module"[^>]*>;?\s*import \* as route0 from "\/assets\//);
  }
});

test("the inlined stylesheet stays through client-side navigation", async ({ page }) => {
  await open(page, "/");
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
  await expect(page).toHaveURL("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
  // Still the same document: React Router navigated, the browser did not load a page.
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  await waitForHydration(page);
  expect(await headerStyle(page)).toEqual({ position: "sticky", borderBottomStyle: "solid" });
});
