// /etfs and each fund's own page: its name, objective, gross and net expense ratios (with the
// prospectus date), inception date and exchange, principal risks, the zones and models that use
// it, its page at the issuer (in a new tab), the prospectus statement with the distributor, and
// the firm's disclosures in the footer.
import { firmDisclosures } from "../../app/content/disclosures";
import { fundDisclosures, prospectusStatement } from "../../app/content/fund-disclosures";
import { etfPageMeta, etfs, etfsPage } from "../../app/content/etfs";
import { externalLinks } from "../../app/content/site";
import { phone } from "./support/accessibility";
import { expect, open, test } from "./support/fixtures";
import { readingTest } from "./support/reading-page";

test("ETFs: each fund's facts, zones and models, and its issuer page in a new tab", async ({ page, context }) => {
  // The issuer's site is not reachable from the test machine: answer for it.
  await context.route("https://etf-issuer.example/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Issuer fund page</title>" }),
  );
  await open(page, "/etfs");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Exchange-Traded Funds");
  for (const fund of etfs) {
    const card = main.getByRole("article", { name: fund.name });
    await expect(card).toContainText(fund.objective);
    await expect(card).toContainText(`Ticker${fund.ticker}`);
    await expect(card).toContainText(`Gross expense ratio${fund.grossExpenseRatio}`);
    await expect(card).toContainText(`Net expense ratio${fund.netExpenseRatio}`);
    await expect(card).toContainText("per the prospectus dated March 1, 2026");
    await expect(card).toContainText("Inception date");
    await expect(card.getByRole("link", { name: fund.name })).toHaveAttribute("href", `/etfs/${fund.ticker.toLowerCase()}`);
    expect(await card.getByRole("link", { name: /^Zone \d+, / }).count()).toBeGreaterThan(0);
    const issuer = card.getByRole("link", { name: new RegExp(`^${fund.ticker} at the issuer`) });
    await expect(issuer).toHaveAttribute("href", fund.url);
    await expect(issuer).toHaveAttribute("target", "_blank");
    await expect(issuer).toHaveAttribute("rel", "noopener noreferrer");
    const [popup] = await Promise.all([context.waitForEvent("page"), issuer.click()]);
    await expect(popup).toHaveURL(fund.url);
    await popup.close();
  }
  expect(etfs.map((fund) => fund.url)).toEqual([externalLinks.etfYfya, externalLinks.etfRsmv]);
  await expect(
    main.getByRole("article", { name: "Yield Focus Adaptive ETF" }).getByRole("link", { name: "AAA Adaptive Income" }),
  ).toHaveAttribute("href", "/models/2");
  await expect(page).toHaveURL("/etfs");
});

readingTest("ETFs: the fund legend stands near the funds", async ({ page }) => {
  await open(page, "/etfs");
  const legend = page.getByRole("complementary", { name: etfsPage.legendTitle });
  for (const text of etfsPage.legend) await expect(legend).toContainText(text);
  await expect(legend).toContainText("objectives, risks, charges and expenses");
  await expect(legend).toContainText(prospectusStatement);
  await expect(legend).toContainText(`Distributed by ${fundDisclosures.distributor}`);
  await expect(legend).toContainText("Past performance does not guarantee future results");
  await expect(legend).toContainText("fluctuate");
  await expect(page.getByRole("main").getByRole("link", { name: "Connect with Our Team" })).toHaveAttribute("href", "/contact");
});

for (const fund of etfs) {
  readingTest(`/etfs/${fund.ticker.toLowerCase()} is ${fund.ticker}'s own page, with its title, facts and legend`, async ({ page }) => {
    const response = await open(page, `/etfs/${fund.ticker.toLowerCase()}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(etfPageMeta(fund).title);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(fund.name);
    await expect(main).toContainText(fund.objective);
    await expect(main).toContainText(`Gross expense ratio${fund.grossExpenseRatio}`);
    await expect(main).toContainText(`Net expense ratio${fund.netExpenseRatio}`);
    for (const risk of fund.principalRisks) await expect(main.getByTestId("principal-risks")).toContainText(`${risk.name}: ${risk.text}`);
    // The firm publishes no performance for it here: none is made up.
    await expect(main.getByTestId("fund-performance-none")).toHaveText(etfsPage.performanceNone);
    await expect(main.getByRole("complementary", { name: etfsPage.legendTitle })).toContainText(etfsPage.legend[0]);
    await expect(main.getByRole("link", { name: new RegExp(`^${fund.ticker} at the issuer`) })).toHaveAttribute("href", fund.url);
  });
}

for (const viewport of [phone, { width: 1280, height: 900 }]) {
  readingTest(
    `at ${viewport.width} px a fund's page shows its expense ratios, principal risks and prospectus statement, and the footer the firm's disclosures`,
    async ({ page }) => {
      await page.setViewportSize(viewport);
      const fund = etfs[1]!;
      await open(page, `/etfs/${fund.ticker.toLowerCase()}`);
      const main = page.getByRole("main");
      for (const label of [etfsPage.facts.grossExpenseRatio, etfsPage.facts.netExpenseRatio])
        await expect(main.getByText(label, { exact: true })).toBeVisible();
      await expect(main.getByRole("heading", { name: etfsPage.risksTitle })).toBeVisible();
      await expect(main.getByText(fund.principalRisks[0]!.text)).toBeVisible();
      await expect(main.getByText(prospectusStatement)).toBeVisible();
      const footer = page.getByRole("contentinfo");
      await expect(footer.getByText(firmDisclosures.registration)).toBeVisible();
      for (const document of [firmDisclosures.formAdvPart2A, firmDisclosures.formCrs]) {
        const link = footer.getByRole("link", { name: document.label });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute("href", document.href);
        await expect(link).toHaveAttribute("target", "_blank");
      }
    },
  );
}

readingTest("every page that names one of the firm's ETFs carries the prospectus statement with the distributor", async ({ page }) => {
  for (const path of ["/models/3", "/zone-navigator?zone=5&account=qualified", "/zone-navigator/compare?views=2-qualified,5-qualified"]) {
    await open(page, path);
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: /^(RSMV|YFYA): / }).first(), path).toBeVisible();
    await expect(main.getByTestId("prospectus-statement"), path).toHaveText(prospectusStatement);
  }
  // A page naming no ETF goes without it.
  await open(page, "/zone-navigator?zone=10&account=qualified");
  await expect(page.getByTestId("zone-products")).toBeVisible();
  await expect(page.getByTestId("prospectus-statement")).toHaveCount(0);
});

readingTest("an unknown fund answers the not-found screen", async ({ page, browserErrors }) => {
  browserErrors.expect(/^console: Failed to load resource: the server responded with a status of 404/);
  browserErrors.expect(/^console: 404 Error: User attempted to access non-existent route: \/etfs\/zzzz$/);
  const response = await page.goto("/etfs/zzzz");
  expect(response?.status()).toBe(404);
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
  await expect.poll(() => browserErrors.seen().some((line) => line.includes("non-existent route: /etfs/zzzz"))).toBe(true);
});

readingTest("a ticker typed as it is quoted reaches the fund's page", async ({ page }) => {
  const response = await page.goto("/etfs/RSMV");
  expect(response?.request().redirectedFrom()?.url()).toMatch(/\/etfs\/RSMV$/);
  await expect(page).toHaveURL("/etfs/rsmv");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("RS Managed Volatility ETF");
});
