// Printing the Zone Navigator, a questionnaire result or a comparison from the browser: the
// content and every disclosure, without the site navigation, buttons, forms or footer link lists.
import { expect, open } from "./support/fixtures";
import { readingTest as test } from "./support/reading-page";
import { balancedQuery } from "./support/questionnaire";

const pages = [
  { path: "/zone-navigator?zone=7&account=non-qualified", content: "Growth Index Funds" },
  {
    path: `/zone-navigator/questionnaire?${balancedQuery}&account=qualified&chosen=5`,
    content: "Suggested zone 6; chosen zone 5",
  },
  { path: "/zone-navigator/compare?views=3-qualified,5-qualified,7-non-qualified", content: "Conservative Plus" },
];

for (const { path, content } of pages) {
  test(`printing ${path} keeps the content and disclosures, and drops navigation and controls`, async ({ page }) => {
    await open(page, path);
    await expect(page.getByRole("button").first()).toBeVisible();
    await page.emulateMedia({ media: "print" });

    await expect(page.getByText(content).first()).toBeVisible();
    await expect(page.getByText(/Hypothetical targets, not guarantees or predictions/).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Assumptions and limitations" })).toBeVisible();
    await expect(page.getByText(/is not investment advice and is not a recommendation/).first()).toBeVisible();
    await expect(page.getByText("Mailing address")).toBeVisible();

    await expect(page.getByRole("banner")).toBeHidden();
    const footerLinkLists = page.locator("footer nav");
    await expect(footerLinkLists).toHaveCount(3);
    for (const nav of await footerLinkLists.all()) await expect(nav).toBeHidden();
    const visibleControls = await page.evaluate(() =>
      Array.from(document.querySelectorAll("button, input:not([type=hidden]), select"))
        .filter((element) => (element as HTMLElement).offsetParent !== null || element.getClientRects().length > 0)
        .map((element) => element.outerHTML.slice(0, 80)),
    );
    expect(visibleControls).toEqual([]);
    for (const name of [/^Compare/, /^Remove/, /^Open .* in the Zone Navigator/, /^Choose zone/, /^Find your zone/]) {
      for (const link of await page.getByRole("link", { name }).all()) await expect(link).toBeHidden();
    }
  });
}
