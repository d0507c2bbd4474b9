import { articleDisclaimer } from "../../app/content/commentary";
import { footerDisclaimers } from "../../app/content/site";
import { articlePath } from "../../app/lib/articles";
import { formatDate } from "../../app/lib/format-date";
import { expect, open } from "./support/fixtures";
import { readingTest as test } from "./support/reading-page";
import { articles } from "./support/routes";

test("the commentary page lists the articles newest first with date, author and summary", async ({ page }) => {
  await open(page, "/commentary");
  const items = page.getByRole("main").getByRole("article");
  const dates = articles.map((article) => article.date);
  expect(dates).toEqual([...dates].sort().reverse());
  // The example articles in their order, whatever the publishing desk's tests published beside them.
  const titles = await items.getByRole("heading", { level: 2 }).allTextContents();
  expect(titles.filter((title) => articles.some((article) => article.title === title))).toEqual(articles.map((article) => article.title));
  for (const article of articles) {
    const item = items.filter({ has: page.getByRole("heading", { level: 2, name: article.title, exact: true }) });
    await expect(item).toContainText(formatDate(article.date));
    await expect(item).toContainText(`By ${article.author}`);
    await expect(item).toContainText(article.summary);
    if (article.sample) await expect(item.getByText("Sample", { exact: true })).toBeVisible();
  }
});

test("an article opens from the list, is marked as a sample and carries the standard disclaimer", async ({ page }) => {
  const [newest] = articles;
  await open(page, "/commentary");
  await page.getByRole("link", { name: newest!.title, exact: true }).click();
  await expect(page).toHaveURL(articlePath(newest!.slug));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(newest!.title);
  await expect(page.getByRole("main").getByText(/This sample shows how market commentary appears/)).toBeVisible();
  const disclaimer = page.getByRole("complementary", { name: articleDisclaimer.title });
  for (const text of footerDisclaimers) await expect(disclaimer).toContainText(text);
  await page.getByRole("link", { name: "All market commentary" }).click();
  await expect(page).toHaveURL("/commentary");
});

test("an unknown article answers 404 with the not-found screen", async ({ page, browserErrors }) => {
  browserErrors.expect(/^console: Failed to load resource: the server responded with a status of 404/);
  const logLine = /^console: 404 Error: User attempted to access non-existent route: \/commentary\/no-such-article$/;
  browserErrors.expect(logLine);
  const response = await page.goto("/commentary/no-such-article");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  // The screen logs the path once the page has hydrated.
  await expect.poll(() => browserErrors.seen().some((line) => logLine.test(line))).toBe(true);
});

test("sitemap.xml lists every page and article on the request's origin; robots.txt points to it", async ({ request, baseURL }) => {
  const origin = new URL(baseURL!).origin;
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(sitemap.headers()["content-type"]).toContain("application/xml");
  const xml = await sitemap.text();
  for (const path of ["/", "/about", "/commentary", "/privacy", "/terms", "/solutions", "/models/3", "/etfs/rsmv"]) {
    expect(xml).toContain(`<loc>${origin}${path === "/" ? "/" : path}</loc>`);
  }
  for (const article of articles) {
    expect(xml).toContain(`<loc>${origin}${articlePath(article.slug)}</loc><lastmod>${article.date}</lastmod>`);
  }

  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(robots.headers()["content-type"]).toContain("text/plain");
  expect(await robots.text()).toContain(`Sitemap: ${origin}/sitemap.xml`);
});
