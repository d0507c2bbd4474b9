// The first response holds everything a page needs to paint: the rules it uses are in the HTML
// (the whole stylesheet loads without holding the paint: tests/e2e/critical-css.spec.ts),
// and the scripts are asked for only by the bootstrap at the end of the body.
import type { Page } from "@playwright/test";
import { expect, open, test, waitForReady } from "./support/fixtures";

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
    // The only stylesheet asked for is the whole one, by the starter once the page has painted
    // (when, the test below checks).
    const whole = await page.locator("link[data-full-stylesheet]").getAttribute("data-full-stylesheet");
    for (const url of asked.filter((asked) => asked.endsWith(".css"))) expect(new URL(url).pathname).toBe(whole);
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });
}

test("the head asks for no script: the page's modules load from its bootstrap after the content", async ({ request }) => {
  for (const path of ["/login", "/contact", "/zone-navigator"]) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head, path).not.toMatch(/<link[^>]*rel="(modulepreload|preload)"[^>]*\.js"/);
    expect(head, path).not.toMatch(/<script/);
    // Every page holds its bootstrap as text until it has painted (app/.server/html/bootstrap-after-paint.ts).
    expect(html.slice(html.indexOf("</main>")), path).toMatch(
      /<script type="text\/plain" id="bootstrap-after-paint"(?: nonce="[^"]+")?>;?\s*import \* as route0 from "\/assets\//,
    );
  }
});

for (const path of ["/login", "/contact", "/zone-navigator"]) {
  test(`${path} asks for its first module only after its first contentful paint, then works`, async ({ page }) => {
    // A stylesheet held for a while holds the first paint, so a module asked for before it shows.
    await page.route(path, async (route) => {
      const response = await route.fetch();
      const html = (await response.text()).replace("</head>", '<link rel="stylesheet" href="/held.css"></head>');
      await route.fulfill({ response, body: html });
    });
    await page.route("/held.css", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.fulfill({ contentType: "text/css", body: "" });
    });
    await open(page, path);
    // The whole stylesheet too is asked for after the paint.
    await expect
      .poll(() =>
        page.evaluate(() => performance.getEntriesByType("resource").some((entry) => /\/assets\/app-[\w-]+\.css$/.test(entry.name))),
      )
      .toBe(true);
    const { paint, firstScript, stylesheet } = await page.evaluate(() => ({
      paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
      firstScript: Math.min(
        ...performance
          .getEntriesByType("resource")
          .filter((entry) => entry.name.endsWith(".js"))
          .map((entry) => entry.startTime),
      ),
      stylesheet: performance.getEntriesByType("resource").find((entry) => /\/assets\/app-[\w-]+\.css$/.test(entry.name))?.startTime,
    }));
    expect(paint).toBeGreaterThan(500);
    expect(firstScript).toBeGreaterThanOrEqual(paint!);
    expect(stylesheet).toBeGreaterThanOrEqual(paint!);
    // The module script made from the held text is the one React Router wrote: the page is hydrated.
    await expect(page.locator("#bootstrap-after-paint")).toHaveCount(0);
    expect(
      await page.evaluate(() => Object.keys((window as { __reactRouterRouteModules?: object }).__reactRouterRouteModules ?? {})),
    ).toContain("root");
  });
}

test("a page that needs no script asks for none: the whole stylesheet after its paint, and its header works", async ({ page }) => {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  const html = await (await page.goto("/"))!.text();
  expect(html).not.toContain("__reactRouter");
  expect(html).not.toMatch(/<script[^>]*\bsrc=/);
  await page.waitForFunction(() => document.documentElement.dataset.ready === "true");
  await expect
    .poll(() =>
      page.evaluate(() => performance.getEntriesByType("resource").some((entry) => /\/assets\/app-[\w-]+\.css$/.test(entry.name))),
    )
    .toBe(true);
  const { paint, stylesheet } = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
    stylesheet: performance.getEntriesByType("resource").find((entry) => /\/assets\/app-[\w-]+\.css$/.test(entry.name))?.startTime,
  }));
  expect(stylesheet).toBeGreaterThanOrEqual(paint!);
  // A link is a plain link: the next page is a new document.
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page).toHaveURL("/privacy");
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBeUndefined();
  expect(scripts).toEqual([]);
});

test("the page stays styled through client-side navigation", async ({ page }) => {
  await open(page, "/contact");
  await page.evaluate(() => ((window as unknown as { samePage: boolean }).samePage = true));
  await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
  await expect(page).toHaveURL("/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About Us");
  // Still the same document: React Router navigated, the browser did not load a page.
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
  await waitForReady(page);
  expect(await headerStyle(page)).toEqual({ position: "sticky", borderBottomStyle: "solid" });
});
