import { advisorOutcomesTitle } from "../../app/content/hero";
import { expect, open } from "./support/fixtures";
import { readingTest as test } from "./support/reading-page";

test("advisor support: outcomes title, four services, four steps and the calls to action", async ({ page }) => {
  await open(page, "/advisor-support");
  const main = page.getByRole("main");
  const h1 = main.getByRole("heading", { level: 1 });
  await expect(h1.locator("span")).toHaveText(["Empowering Advisors", "to Serve Their Clients Well"]);
  await expect(h1).toHaveText(new RegExp(advisorOutcomesTitle.replace("Advisors ", "Advisors\\s*")));
  await expect(main).toContainText("How We Support Advisors");

  const services = page.getByRole("region", { name: "Our Services" });
  await expect(services.getByRole("heading", { level: 3 })).toHaveText([
    "Model Signals & Portfolios",
    "Case Design Support",
    "Sales Material Customization",
    "Commentary & Education",
  ]);

  const steps = page.getByRole("region", { name: "Our Support Process" }).locator("ol > li");
  await expect(steps).toHaveCount(4);
  await expect(steps.getByRole("heading", { level: 3 })).toHaveText([
    /Initial Consultation$/,
    /Customized Solution Design$/,
    /Implementation Support$/,
    /Ongoing Partnership$/,
  ]);
  await expect(steps.first()).toContainText("1");

  await expect(main.getByRole("link", { name: "Schedule a Consultation" })).toHaveAttribute("href", "/contact");
  await expect(main.getByRole("link", { name: "View Our Models" })).toHaveAttribute("href", "/models");
  await main.getByRole("link", { name: "View Our Models" }).click();
  await expect(page).toHaveURL("/models");
});
