// The audit log's page in Chromium, on a phone and a desktop: an admin filters by their own
// address and an action, pages to older entries and back, and is told plainly when a day is out
// of range; the page stays accessible and never scrolls sideways.
import { contactSubjects } from "../../app/content/contact";
import { desktop, expectAccessible, phone } from "./support/accessibility";
import { fillContactForm, newClientAddress, uniqueEmail } from "./support/contact";
import { expect, open, test } from "./support/fixtures";
import { staffSignedInOn } from "./support/staff";

test("an admin filters the audit log and pages through it at 390 and 1280 px", async ({ page, browser, browserErrors }) => {
  // The out-of-range day at the end is answered 400, which the browser reports.
  browserErrors.expect(/Failed to load resource: the server responded with a status of 400/);
  test.setTimeout(90_000);
  const visitor = await browser.newPage();
  await visitor.setExtraHTTPHeaders({ "X-Forwarded-For": newClientAddress() });
  const email = uniqueEmail("audited");
  await open(visitor, "/contact");
  await fillContactForm(visitor, {
    name: "Audra Paging",
    email,
    firmName: "Paging Partners",
    subject: contactSubjects.find((subject) => subject.value === "general-inquiry")!.label,
    message: "Please send the model fact sheets.",
  });
  await visitor.getByRole("button", { name: "Send Message" }).click();
  await expect(visitor.locator("[data-sonner-toast]").first()).toBeVisible();
  await visitor.close();

  const admin = await staffSignedInOn(page, "admin", "admin", `/staff/leads?q=${encodeURIComponent(email)}`);
  const leadPath = await page.getByRole("link", { name: "Audra Paging" }).getAttribute("href");
  // 52 readings of the lead's record: more than one page of the log.
  for (let reading = 0; reading < 52; reading++) expect((await page.request.get(leadPath!)).status()).toBe(200);

  for (const viewport of [phone, desktop]) {
    await page.setViewportSize(viewport);
    await open(page, "/staff/audit");
    const filter = page.getByRole("search", { name: "Filter the audit log" });
    await filter.getByLabel("Who (address)").fill(admin);
    await filter.getByLabel("Action").selectOption("lead opened");
    await filter.getByRole("button", { name: "Apply Filter" }).click();
    await expect(page).toHaveURL(/action=lead\+opened/);
    const entries = page.getByRole("listitem").filter({ hasText: `${admin} · lead opened` });
    await expect(entries).toHaveCount(50);
    await expect(page.getByText("50 entries, older ones on the next page")).toBeVisible();
    await expectAccessible(page, `at ${viewport.width} px: `);

    const pages = page.getByRole("navigation", { name: "Pages of the audit log" });
    await pages.getByRole("link", { name: "Older entries" }).click();
    await expect(page).toHaveURL(/before=\d+/);
    await expect(entries).toHaveCount(2);
    await expect(pages.getByRole("link", { name: "Older entries" })).toHaveCount(0);
    await expect(page.getByRole("search", { name: "Filter the audit log" }).getByLabel("Who (address)")).toHaveValue(admin);
    await pages.getByRole("link", { name: "Newest entries" }).click();
    await expect(entries).toHaveCount(50);
  }

  const refused = await page.goto("/staff/audit?from=1999-12-31");
  expect(refused?.status()).toBe(400);
  await expect(page.getByRole("alert")).toContainText("Choose dates between 2000-01-01 and 2099-12-31");
});
