import { privacyPolicy } from "../../app/content/legal/privacy";
import { termsOfUse } from "../../app/content/legal/terms";
import { externalLinks, footerDisclaimers, site } from "../../app/content/site";
import { formatDate } from "../../app/lib/format-date";
import { FOLLOWING_PATH } from "../../app/content/signals-sign-up";
import { expect, open } from "./support/fixtures";
import { readingTest as test } from "./support/reading-page";

test("solutions explains case design and sends requests to the external form", async ({ page }) => {
  await open(page, "/solutions");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveAccessibleName("Our Solutions");
  await expect(main.getByText("Case Design Support").first()).toBeVisible();
  for (const heading of ["What Case Design Is", "How to Request Case Design", "What You Get"]) {
    await expect(main.getByRole("heading", { name: heading })).toBeVisible();
  }
  const requests = main.getByRole("link", { name: /Request Case Design/ });
  expect(await requests.count()).toBeGreaterThan(0);
  for (const link of await requests.all()) {
    await expect(link).toHaveAttribute("href", externalLinks.caseDesignForm);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
});

test("signals says what they are, how often they come and subscribes through the account's following section", async ({ page }) => {
  await open(page, "/signals");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveAccessibleName("Investment Signals");
  for (const heading of ["What Our Signals Are", "How Often They Come", "How to Subscribe"]) {
    await expect(main.getByRole("heading", { name: heading })).toBeVisible();
  }
  await expect(main).toContainText("rebalanced monthly");
  const subscribe = main.getByRole("link", { name: /Sign Up for Signals & Commentary/ }).first();
  await expect(subscribe).toHaveAttribute("href", FOLLOWING_PATH);
  await expect(subscribe).not.toHaveAttribute("target", "_blank");
});

test("media shows press releases, coverage and the press contact", async ({ page }) => {
  await open(page, "/media");
  const main = page.getByRole("main");
  for (const heading of ["Press Releases", "News Coverage", "Media Resources", "Press contact", "Brand assets"]) {
    await expect(main.getByRole("heading", { name: heading, exact: true })).toBeVisible();
  }
  await expect(main.getByRole("link", { name: site.pressEmail })).toHaveAttribute("href", `mailto:${site.pressEmail}`);
  expect(await main.getByText("Sample", { exact: true }).count()).toBeGreaterThan(0);
});

for (const [path, document] of [
  ["/privacy", privacyPolicy],
  ["/terms", termsOfUse],
] as const) {
  test(`${path} shows its date of last update and every section, reachable from its contents`, async ({ page }) => {
    await open(page, path);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(document.title);
    await expect(main).toContainText(`Last updated: ${formatDate(document.lastUpdated)}`);
    const contents = main.getByRole("navigation", { name: "On this page" });
    for (const section of document.sections) {
      await expect(main.getByRole("heading", { name: section.heading })).toBeVisible();
      await expect(contents.getByRole("link", { name: section.heading })).toHaveAttribute("href", `#${section.id}`);
    }
    await expect(main).not.toContainText(/lorem ipsum/i);
  });
}

test("the privacy policy covers the contact form and the terms carry the footer's disclaimers", async ({ page }) => {
  await open(page, "/privacy");
  for (const field of ["name and email address", "firm name and phone number", "financial advisor"]) {
    await expect(page.getByRole("main")).toContainText(field);
  }
  await open(page, "/terms");
  for (const text of footerDisclaimers) await expect(page.getByRole("main")).toContainText(text);
});
