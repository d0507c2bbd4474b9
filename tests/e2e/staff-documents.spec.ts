// The documents sent, as staff read them at 1280 and 390 px: a visitor's proposal is listed with
// its kind, views and versions, and "Open the Copy Sent" downloads the bytes that visitor
// received. With E2E_SHOTS set, screenshots go to /tmp/shots-documents.
import { documentsCopy } from "../../app/content/staff-documents";
import { desktop, expectAccessibleAt, phone } from "./support/accessibility";
import { expect, test } from "./support/fixtures";
import { lookAt } from "./support/shots";
import { staffSignedInOn } from "./support/staff";

test("staff find a proposal a visitor downloaded, and open the copy that was sent", async ({ page }) => {
  test.setTimeout(60_000);
  // A view no other test downloads, so that its entry is this test's.
  const views = "2-non-qualified,9-qualified";
  const downloaded = await page.request.get(`/zone-navigator/proposal.pdf?views=${views}`);
  expect(downloaded.status()).toBe(200);
  const sent = await downloaded.body();

  await page.setViewportSize(desktop);
  await staffSignedInOn(page, "staff", "document-reader", "/staff/documents");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(documentsCopy.title);
  const entry = page.locator("[data-slot=document-sent]").filter({ hasText: views }).first();
  await expect(entry).toContainText(documentsCopy.kinds.proposal);
  await expect(entry).toContainText(documentsCopy.visitor);
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
