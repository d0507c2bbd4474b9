// What an advisor sees of following: the account's "Signals & commentary" section (nothing
// ticked at first; ticked and saved with the keyboard alone) and a mail's unsubscribe page
// (opening it changes nothing; its button stops that one subscription and the account then
// shows it off), each checked with axe at 390 and 1280 px. With E2E_SHOTS set, screenshots go
// to /tmp/shots-signals.
import { eq } from "drizzle-orm";
import { advisorUsers, mails } from "~/.server/db/schema";
import { queueSignalMails } from "~/.server/signals/fan-out";
import { advisorDashboardCopy } from "../../app/content/advisor-dashboard";
import { followingCopy, unsubscribeCopy } from "../../app/content/following";
import { signalListCopy, signalsPage } from "../../app/content/signals";
import { desktop, expectAccessible, phone } from "./support/accessibility";
import { e2eDatabase } from "./support/database";
import { expect, open, test } from "./support/fixtures";
import { newAdvisor, signedInOn } from "./support/signed-in";
import { staffSignedInOn } from "./support/staff";
import { setFollowing } from "~/.server/signals/subscriptions";
import { lookAt } from "./support/shots";

const SHOTS = "/tmp/shots-signals";

const signal = (versionId: string) => ({
  id: `e2e-${versionId}`,
  modelId: 3,
  effectiveDate: "2026-12-01",
  title: "Trim bonds, add equities",
  trades: [
    { ticker: "SPY", name: "SPDR S&P 500 ETF", before: 50, after: 60 },
    { ticker: "AGG", name: "iShares Core US Aggregate Bond ETF", before: 50, after: 40 },
  ],
  reasoning: "Earnings kept growing while rates held, so we **add to equities** and trim bonds.\n\n- Equities: 60%\n- Bonds: 40%",
  publishedAt: new Date().toISOString(),
  versionId,
});

for (const viewport of [phone, desktop]) {
  test(`the following section at ${viewport.width} px: nothing ticked at first, chosen and saved by keyboard`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize(viewport);
    await signedInOn(page, "follower", "/advisor/account#following");
    const section = page.locator("#following");
    await expect(section.getByRole("heading", { name: followingCopy.title })).toBeVisible();
    const boxes = section.getByRole("checkbox");
    expect(await boxes.count()).toBeGreaterThan(2);
    for (const box of await boxes.all()) await expect(box).not.toBeChecked();
    await expectAccessible(page);

    // Keyboard only: the first model, then commentary, then save.
    const first = boxes.first();
    await first.focus();
    await page.keyboard.press("Space");
    const commentary = section.getByRole("checkbox", { name: followingCopy.commentaryLabel });
    await commentary.focus();
    await page.keyboard.press("Space");
    await page.keyboard.press("Tab");
    await expect(section.getByRole("button", { name: followingCopy.submit })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(section.getByRole("status").filter({ hasText: followingCopy.done.title })).toBeVisible();

    await open(page, "/advisor/account");
    await expect(first).toBeChecked();
    await expect(commentary).toBeChecked();
    expect(await section.getByRole("checkbox", { checked: true }).count()).toBe(2);
    await expectAccessible(page);
    await lookAt(section, `${SHOTS}/following-${viewport.width}.png`);

    // The signals list says what the advisor follows, and leads back here to change it.
    const model = (await first.evaluate((box) => (box as HTMLInputElement).labels?.[0]?.textContent ?? "")).trim();
    await open(page, "/signals");
    const followed = page.locator("#published [data-slot=following]");
    await expect(followed).toContainText(signalListCopy.youFollow([model]));
    await followed.getByRole("link", { name: signalListCopy.changeFollowing }).click();
    await expect(page).toHaveURL(/\/advisor\/account#following$/);

    // The dashboard lists it among the models followed, with its newest signal or none yet.
    await open(page, "/advisor");
    const dashboard = page.getByRole("region", { name: advisorDashboardCopy.followingTitle });
    await expect(dashboard.locator("[data-slot=followed-model]")).toHaveCount(1);
    await expect(dashboard.getByRole("link", { name: model, exact: true })).toBeVisible();
    await expect(dashboard.getByRole("link", { name: advisorDashboardCopy.followingManage.label })).toHaveAttribute(
      "href",
      advisorDashboardCopy.followingManage.href,
    );
    await expectAccessible(page);
    await lookAt(page, `${SHOTS}/dashboard-${viewport.width}.png`, { fullPage: true });
  });
}

test("a mail's unsubscribe page asks first at 390 and 1280 px, and its button stops that subscription", async ({ page }) => {
  test.setTimeout(60_000);
  const advisor = await signedInOn(page, "unsubscriber", "/advisor/account#following");
  const section = page.locator("#following");
  const model3 = section.locator('[data-subject="model:3"]').getByRole("checkbox");
  await model3.check();
  await section.getByRole("button", { name: followingCopy.submit }).click();
  await expect(section.getByRole("status").filter({ hasText: followingCopy.done.title })).toBeVisible();

  // The publication queues the mail (the e2e server stores mails without sending them).
  const { db } = await e2eDatabase();
  const versionId = `e2e-${Date.now().toString(36)}`;
  const { mailIds } = await db.transaction((tx) =>
    queueSignalMails(tx, signal(versionId), { siteUrl: "http://advisors.example", approvalRequired: false }),
  );
  const [user] = await db
    .select({ email: advisorUsers.email })
    .from(advisorUsers)
    .where(eq(advisorUsers.email, advisor.email.toLowerCase()));
  const sent = (await db.select().from(mails).where(eq(mails.publication, versionId))).filter((mail) => mail.toAddress === user!.email);
  expect(sent).toHaveLength(1);
  expect(mailIds).toContain(sent[0]!.id);
  const path = new URL(sent[0]!.unsubscribeUrl!).pathname;

  // The mail as the advisor reads it.
  const mailPage = await page.context().newPage();
  await mailPage.setViewportSize(phone);
  await mailPage.setContent(sent[0]!.htmlBody!);
  await lookAt(mailPage, `${SHOTS}/signal-mail-390.png`, { fullPage: true });
  await mailPage.close();

  // Signed out, from the mail: the page asks first.
  await page.context().clearCookies();
  for (const viewport of [phone, desktop]) {
    await page.setViewportSize(viewport);
    await open(page, path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(unsubscribeCopy.title);
    await expect(page.getByRole("main")).toContainText("RS S&P 500 Balanced");
    await expectAccessible(page);
    await lookAt(page, `${SHOTS}/unsubscribe-${viewport.width}.png`, { fullPage: true });
  }
  // Keyboard: Tab reaches the button, Enter unsubscribes.
  const button = page.getByRole("button", { name: unsubscribeCopy.submit });
  for (let presses = 0; presses < 40 && !(await button.evaluate((element) => element === document.activeElement)); presses++)
    await page.keyboard.press("Tab");
  await expect(button).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(unsubscribeCopy.done.title);
  await expectAccessible(page);
  await lookAt(page, `${SHOTS}/unsubscribed-1280.png`, { fullPage: true });

  // The account shows it off, and says how.
  const again = await page.context().browser()!.newContext();
  const accountPage = await again.newPage();
  const { signedInAs } = await import("./support/signed-in");
  await signedInAs(accountPage, advisor, "/advisor/account#following");
  const row = accountPage.locator('#following [data-subject="model:3"]');
  await expect(row.getByRole("checkbox")).not.toBeChecked();
  await expect(row).toContainText("from the link in a mail");
  await lookAt(row, `${SHOTS}/account-off-1280.png`);
  await again.close();
});

test("/signals lists the published signals to a signed-in advisor (none yet), filterable by model, at 390 and 1280 px", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signedInOn(page, "reader");
  for (const viewport of [phone, desktop]) {
    await page.setViewportSize(viewport);
    await open(page, "/signals");
    const list = page.locator("#published");
    await expect(list.getByRole("heading", { name: signalListCopy.title })).toBeVisible();
    await expect(list).toContainText(signalListCopy.none);
    // An advisor is not asked to sign up: the way to choose models is the list's own link.
    await expect(page.getByRole("main").getByRole("link", { name: /Sign Up for Signals/ })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "How to Subscribe" })).toHaveCount(0);
    await expect(list).toContainText(signalListCopy.youFollow([]));
    await expect(list.getByRole("link", { name: signalListCopy.following })).toBeVisible();
    await list.getByLabel(signalListCopy.filterLabel).selectOption({ label: "RS S&P 500 Balanced" });
    await list.getByRole("button", { name: signalListCopy.filterSubmit }).click();
    // A new page, opened at the list.
    await expect(page).toHaveURL(/\/signals\?model=3#published$/);
    // The list's title under the header, not further down as at the top of the page.
    const title = list.getByRole("heading", { name: signalListCopy.title });
    await expect.poll(() => title.evaluate((heading) => heading.getBoundingClientRect().top)).toBeLessThan(200);
    await expect(list).toContainText(signalListCopy.noneForModel);
    await expectAccessible(page);
    await lookAt(page, `${SHOTS}/signals-advisor-${viewport.width}.png`);
  }
  // A visitor sees the description only, and where the list is a way to sign in (a model's page
  // links here, at #published: found in a review to open at the top with nothing of the model).
  await page.context().clearCookies();
  await open(page, "/signals");
  const published = page.locator("#published");
  await expect(published.getByLabel(signalListCopy.filterLabel)).toHaveCount(0);
  await expect(published.getByRole("link", { name: signalsPage.published.cta.text })).toHaveAttribute(
    "href",
    signalsPage.published.cta.link,
  );
  await expect(page.getByRole("heading", { name: "How to Subscribe" })).toBeVisible();
});

test("the console counts a publication's mails to followers at 390 and 1280 px", async ({ page }) => {
  const follower = await newAdvisor("counted");
  const { db } = await e2eDatabase();
  const [user] = await db.select({ id: advisorUsers.id }).from(advisorUsers).where(eq(advisorUsers.email, follower.email.toLowerCase()));
  await setFollowing(db, user!.id, ["model:3"], ["model:3"]);
  const versionId = `e2e-console-${Date.now().toString(36)}`;
  // Every follower of model 3 in the shared database gets it, this test's among them.
  const { queued } = await db.transaction((tx) =>
    queueSignalMails(tx, signal(versionId), { siteUrl: "http://advisors.example", approvalRequired: false }),
  );
  expect(queued).toBeGreaterThanOrEqual(1);

  await staffSignedInOn(page, "admin", "counts", "/staff/deliveries");
  const section = page.locator("[data-slot=publication-mails]");
  const row = section.getByRole("row").filter({ hasText: versionId });
  // The e2e server sends no mail: the followers' are waiting.
  await expect(row.getByRole("cell")).toHaveText(["0", String(queued), "0", ""]);
  for (const viewport of [phone, desktop]) {
    await page.setViewportSize(viewport);
    await expectAccessible(page);
  }
  await lookAt(section, `${SHOTS}/console-publications-1280.png`);
});
