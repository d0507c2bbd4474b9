import { homePage } from "../../app/content/home";
import { externalLinks } from "../../app/content/site";
import { expect, open } from "./support/fixtures";
import { readingTest as test } from "./support/reading-page";

test("home: hero headline and its three calls to action", async ({ page }) => {
  await open(page, "/");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1 })).toHaveText(homePage.hero.title);
  await expect(main).not.toContainText("Peace of Mind");
  await expect(main.getByRole("link", { name: "Access our Models" })).toHaveAttribute("href", "/models");
  for (const [name, href] of [
    ["Book a Meeting", externalLinks.scheduling],
    ["Request Case Design", externalLinks.caseDesignForm],
  ] as const) {
    const link = main.getByRole("link", { name: new RegExp(`^${name}`) });
    await expect(link).toHaveAttribute("href", href);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
});

test("home: three solution cards lead to advisor support", async ({ page }) => {
  await open(page, "/");
  const section = page.getByRole("region", { name: "Solutions for Financial Advisors" });
  await expect(section.getByRole("heading", { level: 2 })).toHaveText("Solutions for Financial Advisors");
  for (const name of ["Investment Signals", "Case Design Support", "Marketing Support"]) {
    await expect(section.getByRole("heading", { level: 3, name })).toBeVisible();
    await expect(section.getByRole("link", { name })).toHaveAttribute("href", "/advisor-support");
  }
  await section.getByRole("link", { name: "Marketing Support" }).click();
  await expect(page).toHaveURL("/advisor-support");
});

test("home: three model summaries, labelled and linked to their model, and the links to all models", async ({ page }) => {
  await open(page, "/");
  const section = page.getByRole("region", { name: "Our Investment Models" });
  const expected = [
    { name: "RS S&P 500 Balanced", label: "Growth Model", href: "/models/3" },
    { name: "Money Market Plus Strategy A", label: "Income Model", href: "/models/1" },
    { name: "AAA Adaptive Income", label: "Income Model", href: "/models/2" },
  ];
  const cards = section.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) });
  await expect(cards).toHaveCount(3);
  for (const [index, model] of expected.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("heading", { level: 3 })).toHaveText(model.name);
    await expect(card).toContainText(model.label);
    await expect(card.getByRole("link", { name: model.name })).toHaveAttribute("href", model.href);
  }
  await expect(section.getByRole("link", { name: "View All Models" })).toHaveAttribute("href", "/models");
  await expect(section.getByRole("link", { name: "Explore Our Expanded Model Suite" })).toHaveAttribute("href", "/models");
});

test("home: the closing banner offers Sign Up Now and Book a Consultation", async ({ page }) => {
  await open(page, "/");
  const banner = page.getByRole("main").locator("section").last();
  await expect(banner.getByRole("heading", { level: 2 })).toHaveText(homePage.closing.title);
  await expect(banner.getByRole("link", { name: "Sign Up Now" })).toHaveAttribute("href", "/signup");
  const consult = banner.getByRole("link", { name: /^Book a Consultation/ });
  await expect(consult).toHaveAttribute("href", externalLinks.scheduling);
  await expect(consult).toHaveAttribute("target", "_blank");
});

test("home: a model card opens that model's own page, under the same name", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, "/");
  await page.getByRole("link", { name: "Money Market Plus Strategy A" }).click();
  await expect(page).toHaveURL("/models/1");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Money Market Plus Strategy A");
  await expect(page).toHaveTitle(/^Money Market Plus Strategy A \| Investment Models/);
});
