import { etfsPage } from "../../app/content/etfs";
import { externalLinks } from "../../app/content/site";
import { expect, open, test } from "./support/fixtures";

const funds = [
  { ticker: "YFYA", href: externalLinks.etfYfya },
  { ticker: "RSMV", href: externalLinks.etfRsmv },
];

test("ETFs: YFYA and RSMV open their issuer pages in a new tab", async ({ page, context }) => {
  // The issuer's site is not reachable from the test machine: answer for it.
  await context.route("https://etf-issuer.example/**", (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>Issuer fund page</title>" }),
  );
  await open(page, "/etfs");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText("Exchange-Traded Funds");
  for (const fund of funds) {
    const link = main.getByRole("link", { name: new RegExp(`^${fund.ticker}`) });
    await expect(link).toHaveText(new RegExp(fund.ticker));
    await expect(link).toHaveAttribute("href", fund.href);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
    const [popup] = await Promise.all([context.waitForEvent("page"), link.click()]);
    await expect(popup).toHaveURL(fund.href);
    await popup.close();
  }
  await expect(page).toHaveURL("/etfs");
});

test("ETFs: the fund legend stands near the funds", async ({ page }) => {
  await open(page, "/etfs");
  const legend = page.getByRole("complementary", { name: etfsPage.legendTitle });
  for (const text of etfsPage.legend) await expect(legend).toContainText(text);
  await expect(legend).toContainText("objectives, risks, charges and expenses");
  await expect(legend).toContainText("read the prospectus");
  await expect(legend).toContainText("Past performance does not guarantee future results");
  await expect(legend).toContainText("fluctuate");
  await expect(page.getByRole("main").getByRole("link", { name: "Connect with Our Team" })).toHaveAttribute("href", "/contact");
});
