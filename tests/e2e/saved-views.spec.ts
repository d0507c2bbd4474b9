// Saved views in the browser: a visitor is offered to sign in instead of the save form; an
// advisor saves a comparison for a client, finds it by label, renames and deletes it; another
// advisor gets a 404 for it; and the new screens pass axe at phone and desktop widths.
import type { Page } from "@playwright/test";
import { deleteSavedViewCopy, savedViewCopy, savedViewsCopy } from "../../app/content/saved-views";
import { saveForClientCopy, savedViewFieldCopy } from "../../app/content/save-for-client";
import { advisorDashboardCopy } from "../../app/content/advisor-dashboard";
import { desktop, expectAccessibleAt, phone } from "./support/accessibility";
import { expect, open, test } from "./support/fixtures";
import { balancedQuery } from "./support/questionnaire";
import { signedInOn } from "./support/signed-in";

const comparison = "/zone-navigator/compare?views=3-qualified,5-qualified";
const questionnaire = `/zone-navigator/questionnaire?${balancedQuery}&account=non-qualified&chosen=5`;

async function signedInAdvisor(page: Page, name: string, path?: string) {
  return signedInOn(page, name, path);
}

async function saveHere(page: Page, label: string, note = "") {
  const panel = page.locator("[data-slot=save-for-client]");
  await panel.getByRole("textbox", { name: savedViewFieldCopy.label, exact: true }).fill(label);
  await panel.getByRole("textbox", { name: savedViewFieldCopy.note, exact: true }).fill(note);
  await panel.getByRole("button", { name: saveForClientCopy.submit }).click();
  await page.waitForURL(/\/advisor\/saved-views\/[0-9a-f-]{36}\?saved$/);
  return new URL(page.url()).pathname;
}

/** Where a sign-in link sends the advisor back to, with its query decoded (a comma may come encoded). */
function backTo(href: string | null): string {
  return decodeURIComponent(new URL(href ?? "", "http://site.invalid").searchParams.get("redirectTo") ?? "");
}

test.describe("saving views for a client", () => {
  test("a visitor is offered a sign-in link back to the page instead of the form", async ({ page }) => {
    for (const path of ["/zone-navigator?zone=7&account=non-qualified", comparison, questionnaire]) {
      await open(page, path);
      const panel = page.locator("[data-slot=save-for-client]");
      const link = panel.getByRole("link", { name: saveForClientCopy.signIn });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute("href", /^\/login\?redirectTo=/);
      expect(backTo(await link.getAttribute("href"))).toBe(`${decodeURIComponent(path)}#save-for-client`);
      await expect(panel.getByRole("textbox", { name: savedViewFieldCopy.label, exact: true })).toHaveCount(0);
    }
  });

  // Found in an advisor's walkthrough: a label typed while the page asked who was signed in was
  // wiped, and the first save sent nothing.
  test("keeps what an advisor typed while the page asks who is signed in", async ({ page }) => {
    await signedInAdvisor(page, "early-typist");
    let answer: () => void = () => undefined;
    const asked = new Promise<void>((resolve) => (answer = resolve));
    await page.route("**/session.json", async (route) => {
      await asked;
      await route.continue();
    });
    await open(page, questionnaire);
    const label = page.locator("[data-slot=save-for-client]").getByRole("textbox", { name: savedViewFieldCopy.label, exact: true });
    await label.fill("Client A, IRA");
    answer();
    await expect(page.locator("[data-slot=sign-in-to-save]")).toHaveCount(0);
    await expect(label).toHaveValue("Client A, IRA");
  });

  test("without JavaScript the page shows the form and the sign-in link, and a visitor's post goes to sign in", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(comparison);
    const panel = page.locator("[data-slot=save-for-client]");
    await expect(panel.getByRole("link", { name: saveForClientCopy.signIn })).toBeVisible();
    await panel.getByRole("textbox", { name: savedViewFieldCopy.label, exact: true }).fill("Client A");
    await panel.getByRole("button", { name: saveForClientCopy.submit }).click();
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    expect(backTo(page.url())).toBe(`${comparison}#save-for-client`);
    await context.close();
  });

  test("an advisor saves a comparison, finds it by label, renames it and deletes it; another advisor gets a 404", async ({
    page,
    browser,
    browserErrors,
  }) => {
    // Two advisors, two saves, a search, a rename and a delete.
    test.setTimeout(90_000);
    // Opening the deleted view at the end is answered 404, which the browser reports.
    browserErrors.expect(/^console: Failed to load resource: the server responded with a status of 404/);
    await signedInAdvisor(page, "saver", comparison);
    const path = await saveHere(page, "Client A, joint account", "Wants income from year five.");
    await expect(page.getByRole("status").filter({ hasText: savedViewCopy.saved.description })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Client A, joint account");
    await expect(page.getByRole("table")).toContainText("Zone 3");
    await expect(page.getByRole("table")).toContainText("Zone 5");
    await expect(page.locator("[data-slot=data-versions] li")).toHaveCount(2);
    await expect(page.getByRole("link", { name: savedViewCopy.proposal })).toHaveAttribute("href", `${path}/proposal.pdf`);
    await expect(page.getByRole("link", { name: savedViewCopy.openComparison })).toHaveAttribute("href", comparison);

    // Another advisor: the same address is a page that does not exist.
    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await signedInAdvisor(other, "other");
    expect((await other.goto(path))?.status()).toBe(404);
    expect((await other.goto(`${path}/delete`))?.status()).toBe(404);
    await open(other, "/advisor/saved-views");
    await expect(other.getByText(savedViewsCopy.empty)).toBeVisible();
    await elsewhere.close();

    // A second one, from the Zone Navigator, so the search has something to leave out.
    await open(page, "/zone-navigator?zone=7&account=non-qualified");
    await saveHere(page, "Client B");

    await open(page, "/advisor");
    await page.getByRole("link", { name: advisorDashboardCopy.allSavedViews.label }).click();
    await expect(page.locator("[data-slot=saved-view]")).toHaveCount(2);
    await expect(page.locator("[data-slot=saved-view] h2").first()).toHaveText("Client B");
    await page.getByLabel(savedViewsCopy.searchLabel).fill("joint");
    await page.getByRole("button", { name: savedViewsCopy.searchSubmit }).click();
    await expect(page).toHaveURL("/advisor/saved-views?q=joint");
    await expect(page.locator("[data-slot=saved-view]")).toHaveCount(1);
    await page.getByRole("link", { name: "Client A, joint account" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Client A, joint account");

    await page.getByRole("textbox", { name: savedViewFieldCopy.label, exact: true }).fill("Client A, IRA");
    await page.getByRole("button", { name: savedViewCopy.renameSubmit }).click();
    // Said once, beside the form, with the focus on it for a keyboard or screen-reader user.
    await expect(page.getByRole("status").filter({ hasText: savedViewCopy.renamed.description })).toBeFocused();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Client A, IRA");

    await page.getByRole("link", { name: savedViewCopy.delete }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(deleteSavedViewCopy.title);
    await page.getByRole("button", { name: deleteSavedViewCopy.confirm }).click();
    await expect(page).toHaveURL("/advisor/saved-views?deleted");
    await expect(page.getByRole("status").filter({ hasText: savedViewsCopy.deleted.description })).toBeVisible();
    await expect(page.locator("[data-slot=saved-view]")).toHaveCount(1);
    // The not-found screen logs the path it was asked for.
    const notFound = /^console: 404 Error: User attempted to access non-existent route: \/advisor\/saved-views\//;
    browserErrors.expect(notFound);
    expect((await page.goto(path))?.status()).toBe(404);
    await expect.poll(() => browserErrors.seen().some((line) => notFound.test(line))).toBe(true);
  });

  test("a label left empty is answered beside the field, and nothing is saved", async ({ page }) => {
    await signedInAdvisor(page, "empty-label", comparison);
    const panel = page.locator("[data-slot=save-for-client]");
    await panel.getByRole("textbox", { name: savedViewFieldCopy.label, exact: true }).fill("   ");
    await panel.getByRole("button", { name: saveForClientCopy.submit }).click();
    await expect(panel.getByText("Please enter a client label.")).toBeVisible();
    await expect(page).toHaveURL(comparison);
    await open(page, "/advisor/saved-views");
    await expect(page.getByText(savedViewsCopy.empty)).toBeVisible();
  });
});

test.describe("saved-view screens", () => {
  // The flow runs at phone width; each screen is checked at desktop width too, resized.
  test.use({ viewport: phone });
  test("have no WCAG 2.1 AA violations and no horizontal scroll at 1280 and 390 px", async ({ page }) => {
    // Nine screens are checked, each after sign-in and two saves.
    test.setTimeout(120_000);
    const check = (label: string) => expectAccessibleAt(page, [desktop, phone], `${label} `);
    await signedInAdvisor(page, "axe", comparison);
    await expect(
      page.locator("[data-slot=save-for-client]").getByRole("textbox", { name: savedViewFieldCopy.label, exact: true }),
    ).toBeVisible();
    await check(comparison);
    const several = await saveHere(page, "Client A");
    await check(several);
    await open(page, "/zone-navigator?zone=2&account=qualified");
    const one = await saveHere(page, "Client B", "One zone only.");
    await check(one);
    for (const path of [
      "/advisor/saved-views",
      "/advisor/saved-views?q=client",
      "/advisor/saved-views?q=nobody",
      `${several}/delete`,
      one,
      "/advisor",
    ]) {
      await open(page, path);
      await check(path);
    }
  });
});
