// The documents sent, as staff read them at 1280 and 390 px: an advisor's fact sheet is listed
// with its kind, model and versions, and "Open the Copy Sent" downloads the bytes the advisor
// received. With E2E_SHOTS set, screenshots go to /tmp/shots-documents.
import { saveForClientCopy, savedViewFieldCopy } from "../../app/content/save-for-client";
import { documentsCopy } from "../../app/content/staff-documents";
import { suitabilityRecordsCopy } from "../../app/content/staff-suitability";
import { desktop, expectAccessibleAt, phone } from "./support/accessibility";
import { expect, test } from "./support/fixtures";
import { lookAt } from "./support/shots";
import { signedInOn } from "./support/signed-in";
import { staffSignedInOn } from "./support/staff";

test("staff find a fact sheet an advisor downloaded, and open the copy that was sent", async ({ page, browser }) => {
  test.setTimeout(60_000);
  const advisorContext = await browser.newContext();
  const advisorPage = await advisorContext.newPage();
  const advisor = await signedInOn(advisorPage, "document-receiver");
  const downloaded = await advisorPage.request.get("/advisor/downloads/models/3.pdf");
  expect(downloaded.status()).toBe(200);
  const sent = await downloaded.body();
  await advisorContext.close();

  await page.setViewportSize(desktop);
  await staffSignedInOn(page, "staff", "document-reader", "/staff/documents");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(documentsCopy.title);
  const entry = page.locator("[data-slot=document-sent]").filter({ hasText: advisor.email });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText(`${documentsCopy.kinds["fact-sheet"]} · model-3`);
  await expectAccessibleAt(page, [phone, desktop], "documents: ");
  await lookAt(page, "/tmp/shots-documents/documents-1280.png", { fullPage: true });
  await page.setViewportSize(phone);
  await lookAt(page, "/tmp/shots-documents/documents-390.png", { fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  const download = page.waitForEvent("download");
  await entry.getByRole("link", { name: /^Open the copy sent: / }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^kept-[0-9a-f]{12}\.pdf$/);
  const { readFile } = await import("node:fs/promises");
  expect((await readFile((await file.path())!)).equals(sent)).toBe(true);
});

test("staff read the suitability records of questionnaire results at 1280 and 390 px", async ({ page, browser }) => {
  test.setTimeout(60_000);
  const advisorContext = await browser.newContext();
  const advisorPage = await advisorContext.newPage();
  const answers = "horizon=8-years-or-more&income=some&fall=sell-all&experience=none&savings=most&goal=preserve&account=qualified";
  const advisor = await signedInOn(advisorPage, "suitability-saver", `/zone-navigator/questionnaire?${answers}`);
  const panel = advisorPage.locator("[data-slot=save-for-client]");
  await panel.getByRole("textbox", { name: savedViewFieldCopy.label, exact: true }).fill("Client K");
  await panel.getByRole("button", { name: saveForClientCopy.submit }).click();
  await advisorPage.waitForURL(/\/advisor\/saved-views\/[0-9a-f-]{36}\?saved$/);
  await advisorContext.close();

  await page.setViewportSize(desktop);
  await staffSignedInOn(page, "staff", "suitability-reader", "/staff/suitability");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(suitabilityRecordsCopy.title);
  const entry = page.locator("[data-slot=suitability-kept]").filter({ hasText: advisor.email });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText("Client K · Zone 2, Qualified Accounts");
  await expect(entry).toContainText(suitabilityRecordsCopy.choice(2, 2));
  await entry.getByText(suitabilityRecordsCopy.answers, { exact: true }).click();
  await expect(entry.getByRole("listitem").first()).toBeVisible();
  await expectAccessibleAt(page, [phone, desktop], "suitability records: ");
  await lookAt(page, "/tmp/shots-documents/suitability-1280.png", { fullPage: true });
  await page.setViewportSize(phone);
  await lookAt(page, "/tmp/shots-documents/suitability-390.png", { fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
