// The advisor area as the place a client meeting starts from: the two ways in, the newest saved
// views, what changed since the last sign-in, the downloads once; signing in to save comes back
// to the save form; signing out says so on the page it lands on.
import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { advisorUsers, advisorVisits } from "~/.server/db/schema";
import { firmDay } from "~/.server/firm-day";
import { createSavedView } from "~/.server/saved-views/store";
import { advisorDashboardCopy as copy } from "../../app/content/advisor-dashboard";
import { downloadsCopy } from "../../app/content/downloads";
import { investmentModels } from "../../app/content/models";
import { saveForClientCopy, savedViewFieldCopy } from "../../app/content/save-for-client";
import { signOutCopy } from "../../app/content/sign-out";
import { e2eDatabase } from "./support/database";
import { expect, open, test } from "./support/fixtures";
import { balancedQuery } from "./support/questionnaire";
import { asOwnClient } from "./support/sign-in";
import { newAdvisor, signedInAs, signInDirectly, type Advisor } from "./support/signed-in";

const baseURL = `http://localhost:${process.env.E2E_PORT ?? 4173}`;

async function advisorId(email: string): Promise<string> {
  const { db } = await e2eDatabase();
  const [row] = await db.select({ id: advisorUsers.id }).from(advisorUsers).where(eq(advisorUsers.email, email));
  return row!.id;
}

/** The data version the Zone Navigator shows today for a view, as its save form carries it. */
async function versionShown(page: Page, zone: number): Promise<string> {
  await open(page, `/zone-navigator?zone=${zone}&account=qualified`);
  return (await page.locator("[data-slot=save-for-client] input[name=versions]").inputValue()).trim();
}

/** The header's bottom edge, to check that a scroll target is not under it. */
const headerBottom = (page: Page) => page.locator("body > header").evaluate((header) => header.getBoundingClientRect().bottom);

test.describe("the advisor dashboard", () => {
  test("starts a meeting, lists the five newest saved views and what changed, and the fact sheets once", async ({ page }) => {
    const advisor = await newAdvisor("dashboard");
    const id = await advisorId(advisor.email);
    const { db } = await e2eDatabase();
    // Two sign-ins (the earlier one is put back below to a day before every article).
    await asOwnClient(page);
    await signInDirectly(page.context(), baseURL, advisor);
    const current = await versionShown(page, 3);
    // Six saves a day apart; the oldest cites a version of the zone data that is no longer served.
    for (let day = 1; day <= 6; day += 1) {
      await createSavedView(
        db,
        id,
        {
          label: `Client ${day}`,
          note: "",
          views: [{ zone: 3, account: "qualified" }],
          dataVersions: [day === 1 ? "000000000000" : current],
        },
        new Date(Date.UTC(2026, 9, day, 15)),
      );
    }
    await signedInAs(page, advisor);
    await db
      .update(advisorVisits)
      .set({ previousSignInAt: new Date("2020-01-02T10:00:00Z") })
      .where(eq(advisorVisits.advisorId, id));
    await open(page, "/advisor");

    await expect(page.getByRole("link", { name: copy.startProposal.label })).toHaveAttribute("href", copy.startProposal.href);
    await expect(page.getByRole("link", { name: copy.openNavigator.label })).toHaveAttribute("href", copy.openNavigator.href);

    const recent = page.locator("[data-slot=recent-saved-view]");
    await expect(recent).toHaveCount(5);
    await expect(recent.first()).toContainText("Client 6");
    await expect(recent.first()).toContainText("Zone 3");
    await expect(recent.first()).toContainText("Saved October 6, 2026");
    await expect(recent.last()).toContainText("Client 2");
    await expect(page.getByRole("link", { name: copy.allSavedViews.label })).toHaveAttribute("href", "/advisor/saved-views");

    const changes = page.locator("[data-slot=changes-since]");
    await expect(changes).toContainText(copy.changesSince("2020-01-02"));
    await expect(changes.getByRole("link", { name: copy.zoneData("Client 1") })).toBeVisible();
    await expect(changes).toContainText(copy.zoneDataDetail("000000000000", current));
    await expect(changes.getByRole("link", { name: copy.zoneData("Client 2") })).toHaveCount(0);
    await expect(changes.getByRole("link", { name: /^New commentary: / }).first()).toBeVisible();

    // Each model's fact sheet is offered once, under Downloads, and no second list of the models.
    await expect(page.locator('main a[href^="/models/"]')).toHaveCount(0);
    for (const model of investmentModels) {
      await expect(page.locator(`main a[href="${downloadsCopy.factSheetHref(model.id)}"]`)).toHaveCount(1);
      await expect(
        page
          .getByRole("region", { name: downloadsCopy.title })
          .getByRole("link", { name: downloadsCopy.factSheetLabel(model.name), exact: true }),
      ).toBeVisible();
    }
  });

  test("counts a first visit's changes from the registration, and shows an empty list", async ({ page }) => {
    const advisor = await newAdvisor("first-visit");
    await signedInAs(page, advisor);
    const changes = page.locator("[data-slot=changes-since]");
    await expect(changes.getByRole("heading")).toHaveText(copy.changesTitleFirstVisit);
    await expect(changes).toContainText(copy.changesSinceRegistration(firmDay()));
    await expect(page.locator("[data-slot=recent-saved-views]")).toContainText(copy.recentEmpty);
  });

  test("sign in to save comes back to the save form of the page, below the header", async ({ page }) => {
    const advisor: Advisor = await newAdvisor("back-to-form");
    const questionnaire = `/zone-navigator/questionnaire?${balancedQuery}&account=qualified`;
    await asOwnClient(page);
    await open(page, questionnaire);
    await page.getByRole("link", { name: saveForClientCopy.signIn }).click();
    await page.getByLabel("Email").fill(advisor.email);
    await page.getByLabel(/^Password/).fill(advisor.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL((url) => url.pathname === "/zone-navigator/questionnaire" && url.hash === "#save-for-client");
    const heading = page.getByRole("heading", { name: saveForClientCopy.title });
    await expect(heading).toBeInViewport();
    const label = page.locator("[data-slot=save-for-client]").getByRole("textbox", { name: savedViewFieldCopy.label, exact: true });
    await expect(label).toBeVisible();
    const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(await headerBottom(page));
  });

  test("signing out lands on a page that says so; opening that page signed in signs no one out", async ({ page }) => {
    const advisor = await newAdvisor("sign-out");
    await signedInAs(page, advisor);
    await open(page, "/logout");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(signOutCopy.stillTitle);
    await open(page, "/advisor");
    await expect(page).toHaveURL("/advisor");
    await page.getByRole("banner").locator("[data-slot=account-signed-in]").first().getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL("/logout");
    await expect(page.getByRole("status").getByRole("heading", { level: 1 })).toHaveText(signOutCopy.doneTitle);
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    await page.goto("/advisor");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadvisor$/);
  });
});
