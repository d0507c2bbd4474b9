// The console's "confirm it's you" step (docs/decisions/0017) in Chromium, at phone and desktop
// widths, with and without JavaScript: it asks for the password, says beside the field when it
// is wrong, and returns to the page the action was on, which says to repeat the action.
import type { Page } from "@playwright/test";
import { sessionEndedCopy, staffConfirmCopy } from "../../app/content/staff-session";
import { desktop, expectAccessibleAt, phone } from "./support/accessibility";
import { expect, open, test } from "./support/fixtures";
import { STAFF_PASSWORD, staffSignedInOn } from "./support/staff";

async function confirmOnce(page: Page, hydrated = true) {
  if (hydrated) await open(page, "/staff/confirm?back=%2Fstaff%2Fmembers");
  else await page.goto("/staff/confirm?back=%2Fstaff%2Fmembers");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(staffConfirmCopy.title);
  await expect(page.getByText(staffConfirmCopy.leadPassword)).toBeVisible();
  const password = page.getByLabel(/^Password/);
  await password.fill("not the password at all");
  await page.getByRole("button", { name: staffConfirmCopy.submit }).click();
  await expect(page.getByText(staffConfirmCopy.wrongPassword)).toBeVisible();
  await expect(password).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/staff\/confirm/);
  return password;
}

test.describe("the confirm step", () => {
  test.use({ viewport: phone });

  test("asks for the password, says when it is wrong, and returns to the page; no WCAG 2.1 AA violations at 390 and 1280 px", async ({
    page,
    browserErrors,
  }) => {
    test.setTimeout(60_000);
    // The wrong password is answered 400, which the browser logs.
    browserErrors.expect(/Failed to load resource: the server responded with a status of 400/);
    await staffSignedInOn(page, "admin", "confirm", "/staff/confirm?back=%2Fstaff%2Fmembers");
    await expectAccessibleAt(page, [desktop, phone], "confirm ");
    const password = await confirmOnce(page);
    await expectAccessibleAt(page, [desktop, phone], "confirm, wrong password ");
    await password.fill(STAFF_PASSWORD);
    await page.getByRole("button", { name: staffConfirmCopy.submit }).click();
    await expect(page).toHaveURL(/\/staff\/members\?confirmed=1$/);
    await expect(page.getByRole("status")).toHaveText(staffConfirmCopy.confirmed);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Staff");
  });

  test("works as a plain form without JavaScript", async ({ page, browser }) => {
    test.setTimeout(60_000);
    await staffSignedInOn(page, "admin", "confirm-nojs");
    const plain = await browser.newContext({ javaScriptEnabled: false, viewport: desktop });
    await plain.addCookies(await page.context().cookies());
    const noScript = await plain.newPage();
    const password = await confirmOnce(noScript, false);
    await password.fill(STAFF_PASSWORD);
    await noScript.getByRole("button", { name: staffConfirmCopy.submit }).click();
    await expect(noScript).toHaveURL(/\/staff\/members\?confirmed=1$/);
    await expect(noScript.getByRole("status")).toHaveText(staffConfirmCopy.confirmed);
    await plain.close();
  });
});

test("the sign-in page says why a staff session ended", async ({ page }) => {
  for (const ended of ["idle", "max-age"] as const) {
    await open(page, `/login?redirectTo=%2Fstaff%2Fleads&ended=${ended}`);
    await expect(page.getByRole("status")).toContainText(sessionEndedCopy[ended].description);
  }
  await open(page, "/login?ended=something-else");
  await expect(page.getByRole("status")).toHaveCount(0);
});
