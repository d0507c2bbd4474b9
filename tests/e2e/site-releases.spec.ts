// The release of the fixed pages this server started with, in Chromium, as a principal reads it
// before approving (docs/decisions/0033): reached from the desk, each page's words behind its
// path, once an earlier release was approved the lines changed since, the one check and the button; accessible and never wider than the screen at 390 and
// 1280 px. Approving is left to the integration test (tests/integration/staff-desk.test.ts): the
// server's release is shared by every browser test.
import { aboutPage } from "../../app/content/about";
import { releasesCopy } from "../../app/content/releases";
import { eq, isNull } from "drizzle-orm";
import { advisorUsers, siteReleases } from "~/.server/db/schema";
import { releaseFingerprint, type ReleasedPage } from "~/.server/releases/page-words";
import { desktop, expectAccessibleAt, phone } from "./support/accessibility";
import { e2eDatabase } from "./support/database";
import { expect, open, test } from "./support/fixtures";
import { lookAt } from "./support/shots";
import { staffSignedInOn } from "./support/staff";

test("a principal reads the words of each page of the release waiting for approval, at 390 and 1280 px", async ({ page }, testInfo) => {
  const email = await staffSignedInOn(page, "staff", "release-reader", "/staff/desk");
  const { db } = await e2eDatabase();
  await db.update(advisorUsers).set({ principal: true }).where(eq(advisorUsers.email, email));
  await open(page, "/staff/desk");
  await page.getByRole("link", { name: releasesCopy.title }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(releasesCopy.title);
  const waiting = page.getByRole("article").filter({ hasText: releasesCopy.waiting });
  await expect(waiting).toHaveCount(1);
  await expect(waiting).toContainText(releasesCopy.allNew);
  const about = waiting.locator("details").filter({ has: page.locator(`summary[aria-label="${releasesCopy.words("/about")}"]`) });
  await expect(about.getByText(aboutPage.lead)).toBeHidden();
  await about.locator("summary").click();
  await expect(about.getByText(aboutPage.lead)).toBeVisible();
  await expect(waiting.getByRole("checkbox", { name: releasesCopy.check })).toHaveAttribute("required", "");

  // Once an earlier release was approved, only what changed since is listed, line by line: here
  // the about page's lead, and a page that is no longer served.
  const [current] = await db.select().from(siteReleases).where(isNull(siteReleases.approvedAt));
  const earlier = (current!.pages as ReleasedPage[])
    .map((each) =>
      each.path === "/about" ? { ...each, sha256: "0".repeat(64), text: each.text.replace(aboutPage.lead, "An older lead.") } : each,
    )
    .concat({ path: "/retired-page", sha256: "1".repeat(64), text: "Gone." });
  const day = 24 * 60 * 60_000;
  await db.insert(siteReleases).values({
    fingerprint: releaseFingerprint(earlier),
    pages: earlier,
    firstServedAt: new Date(Date.now() - 2 * day),
    approvedById: "earlier-principal",
    approvedByEmail: "earlier.principal@firm.example",
    approvedAt: new Date(Date.now() - day),
  });
  await page.reload();
  await expect(waiting).toContainText(releasesCopy.changed(1));
  const changed = waiting.getByRole("listitem").filter({ has: page.locator(`summary[aria-label="${releasesCopy.words("/about")}"]`) });
  await expect(changed.getByRole("deletion")).toHaveText("An older lead.");
  await expect(changed.getByRole("insertion")).toHaveText(aboutPage.lead);
  await expect(waiting).toContainText(`${releasesCopy.removed}: /retired-page`);
  await expect(waiting.getByRole("button", { name: releasesCopy.approve })).toBeVisible();
  await expectAccessibleAt(page, [phone, desktop], "releases: ");
  await lookAt(page, testInfo.outputPath("releases-1280.png"), { fullPage: true });
});
