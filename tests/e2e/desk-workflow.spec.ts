// The publishing desk in Chromium: an admin marks a principal; an editor drafts commentary and
// submits it; the principal returns it with a note, which the author then sees; the editor
// submits another article, the principal approves it, then approves its correction; the archive
// lists both versions of that article, with who and when. Each workflow runs once, at a desktop's
// width; every screen on its way is checked at a phone's width and a desktop's, resized in place
// (axe, no horizontal scroll). The forms are used by keyboard. With E2E_SHOTS set, screenshots of
// the editor, the review queue and the archive at both widths go to /tmp/shots-desk/.
import type { Browser, Locator, Page } from "@playwright/test";
import { editorCopy, principalCopy, reviewsCopy } from "../../app/content/desk";
import { reviewCopy } from "../../app/content/desk-review";
import { archiveCopy } from "../../app/content/desk-archive";
import { desktop, expectAccessibleAt, phone } from "./support/accessibility";
import { expect, open, test, waitForReady } from "./support/fixtures";
import { eq } from "drizzle-orm";
import { advisorSessions, advisorUsers } from "~/.server/db/schema";
import { firmDay } from "~/.server/firm-day";
import { e2eDatabase } from "./support/database";
import { STAFF_PASSWORD, staffSignedInOn } from "./support/staff";
import { lookAt } from "./support/shots";

const SHOTS = "/tmp/shots-desk";

/** A staff member signed in in a browser context of their own. */
async function staffSignedIn(browser: Browser, name: string) {
  const page = await (await browser.newContext({ viewport: desktop })).newPage();
  return { email: await staffSignedInOn(page, "staff", name), page };
}

/**
 * The desk's people: the admin signed in on `admin`, an editor and a principal each in a browser
 * context of their own, and the principal marked as such by the admin on the staff page.
 */
async function deskTeam(admin: Page, browser: Browser, editorName: string, principalName: string) {
  await staffSignedInOn(admin, "admin");
  const editor = await staffSignedIn(browser, editorName);
  const principal = await staffSignedIn(browser, principalName);
  await open(admin, "/staff/members");
  // What qualifies them is stated with the mark; the browser asks for it first.
  await admin.getByRole("textbox", { name: principalCopy.basisLabel(principal.email) }).fill("FINRA Series 24, CRD 7654321");
  await admin.getByRole("button", { name: principalCopy.mark(principal.email) }).click();
  await expect(admin.getByRole("status")).toHaveText(principalCopy.marked);
  await expect(admin.getByRole("main")).toContainText("FINRA Series 24, CRD 7654321");
  await lookAt(admin, `${SHOTS}/members.png`, { fullPage: true });
  return { editor, principal };
}

/**
 * The screen on `page` passes axe with no horizontal scroll at a phone's width, then at a
 * desktop's, where the workflow goes on; with E2E_SHOTS set, `shot` is saved at each width.
 */
/** A principal ticks each check of a review card, as the form asks, and approves. */
async function approveIn(card: Locator) {
  for (const label of Object.values(reviewCopy.checks)) await card.getByRole("checkbox", { name: label }).check();
  await card.getByRole("button", { name: "Approve" }).click();
}

async function checkScreen(page: Page, label: string, shot?: string) {
  for (const viewport of [phone, desktop]) {
    await expectAccessibleAt(page, [viewport], `${label} `);
    if (shot) await lookAt(page, `${SHOTS}/${shot}-${viewport.width}.png`, { fullPage: true });
  }
}

/** Fill the commentary form (the labels a screen reader reads) and save it by keyboard. */
async function draftCommentary(page: Page, slug: string, title: string) {
  await open(page, "/staff/desk");
  await page.getByRole("link", { name: "New commentary" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("New commentary");
  await waitForReady(page);
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await page.getByLabel("Address (slug)").fill(slug);
  await page.getByLabel("Summary").fill("What changed in rates this quarter, and what did not.");
  await page.getByLabel("Author shown").fill("Pat Lee");
  await page.getByLabel("Publication date").fill(firmDay());
  // Required for a commentary, and marked so like the other required fields.
  await expect(page.getByLabel("Review by")).toHaveAttribute("required", "");
  await page.getByLabel("Review by").fill("2027-02-20");
  // A long address in the text: found in a staff walkthrough, it made the version page and the
  // review queue wider than a phone. Every screen is checked for that at 390 px.
  await page
    .getByLabel("Body (Markdown)")
    .fill(
      "## Rates\n\nRates held steady through the quarter.\n\nThe statement: https://www.federalreserve.gov/newsevents/pressreleases/monetary20261105a-implementation-note.htm",
    );
  await page.getByRole("button", { name: "Save Draft" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText("Draft saved.");
}

test.use({ viewport: desktop });

test("commentary goes from draft through a principal's note to the archive", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const tag = Date.now().toString(36);
  // The admin marks the principal on the staff page.
  const { editor, principal } = await deskTeam(page, browser, "editor", "principal");
  await expect(page.getByRole("button", { name: principalCopy.unmark(principal.email) })).toBeVisible();

  // The editor drafts an article from the desk and submits it.
  await open(editor.page, "/staff/desk");
  await expect(editor.page.getByRole("navigation", { name: "Staff console" }).getByRole("link", { name: "Desk" })).toBeVisible();
  await checkScreen(editor.page, "desk");
  await draftCommentary(editor.page, `rates-${tag}`, `Rates Outlook ${tag}`);
  await checkScreen(editor.page, "editor", "editor");
  await editor.page.getByRole("button", { name: "Submit for Review" }).click();
  await expect(editor.page.getByRole("status")).toHaveText("Submitted: a principal reviews it next.");
  const returnedUrl = editor.page.url();

  // The principal, sent the version's address, finds there the way to the decision; the author does not.
  await open(principal.page, returnedUrl.replace(/\?.*$/, ""));
  await expect(editor.page.getByRole("link", { name: "Approve or Return It in the Review Queue" })).toHaveCount(0);
  await checkScreen(principal.page, "waiting version", "waiting");
  // On a phone the console's bar shortens the address, never the role.
  await principal.page.setViewportSize(phone);
  await expect(principal.page.getByText("· Staff · Principal", { exact: true })).toBeInViewport({ ratio: 1 });
  await principal.page.getByRole("link", { name: "Approve or Return It in the Review Queue" }).click();
  await expect(principal.page).toHaveURL(/\/staff\/desk\/review#review-/);
  await waitForReady(principal.page);

  // The principal returns it with a note; a note is required.
  const card = principal.page.getByRole("article", { name: `Rates Outlook ${tag} · Version 1` });
  await expect(card).toContainText("Rates held steady through the quarter.");
  await checkScreen(principal.page, "review", "review");
  await card.getByRole("button", { name: "Return with Note" }).click();
  await expect(card.getByLabel("Note to the author")).toBeFocused();
  await card.getByLabel("Note to the author").fill("Name the period of the rates you cite.");
  await card.getByRole("button", { name: "Return with Note" }).click();
  await expect(principal.page.getByRole("status")).toHaveText("Returned to its author with your note.");

  // The author sees the note above the editor.
  await open(editor.page, returnedUrl.replace(/\?.*$/, ""));
  const note = editor.page.getByRole("region", { name: "Returned by the principal" });
  await expect(note).toContainText("Name the period of the rates you cite.");
  await expect(note).toContainText(`Returned by ${principal.email}`);
  await checkScreen(editor.page, "returned", "returned");

  // Another article is approved, then its correction: two versions of the item.
  const slug = `equity-${tag}`;
  await draftCommentary(editor.page, slug, `Equity Outlook ${tag}`);
  await editor.page.getByRole("button", { name: "Submit for Review" }).click();
  await expect(editor.page.getByRole("status")).toHaveText("Submitted: a principal reviews it next.");
  await open(principal.page, "/staff/desk/review");
  await approveIn(principal.page.getByRole("article", { name: `Equity Outlook ${tag} · Version 1` }));
  await expect(principal.page.getByRole("status")).toHaveText("Approved and live.");

  await editor.page.reload();
  await waitForReady(editor.page);
  await editor.page.getByRole("button", { name: "Start a New Version from the Live One" }).click();
  await expect(editor.page.getByRole("heading", { level: 1 })).toHaveText(`Equity Outlook ${tag}, version 2`);
  await editor.page.getByLabel("Summary").fill("Corrected: what changed in equities this quarter.");
  await editor.page.getByRole("button", { name: "Submit for Review" }).click();
  await expect(editor.page.getByRole("status")).toHaveText("Submitted: a principal reviews it next.");
  await open(principal.page, "/staff/desk/review");
  const correction = principal.page.getByRole("article", { name: `Equity Outlook ${tag} · Version 2` });
  await expect(correction.getByRole("list", { name: /^Changes from the live version/ })).toContainText(
    "Corrected: what changed in equities this quarter.",
  );
  await approveIn(correction);
  await expect(principal.page.getByRole("status")).toHaveText("Approved and live.");

  // The live version's page keeps the principal's decision, and retiring it asks for the reason.
  await open(principal.page, editor.page.url().replace(/\?.*$/, ""));
  const decisions = principal.page.getByRole("region", { name: reviewsCopy.title });
  await expect(decisions.getByRole("listitem")).toHaveCount(1);
  await expect(decisions.getByRole("listitem")).toContainText(reviewsCopy.decisions.approved);
  await expect(decisions.getByRole("listitem")).toContainText(principal.email);
  const retire = principal.page.getByRole("region", { name: editorCopy.retireTitle });
  await expect(retire.getByLabel(editorCopy.retireNote)).toHaveAttribute("required", "");
  await checkScreen(principal.page, "live version", "live-version");

  // The archive finds both versions of the article, with who wrote, approved and replaced what.
  await open(editor.page, "/staff/archive");
  await editor.page.getByLabel("Item").fill(slug);
  await editor.page.getByLabel("Item").press("Enter");
  await expect(editor.page).toHaveURL(new RegExp(`item=${slug}`));
  const entries = editor.page.getByRole("list", { name: "Archive" }).getByRole("article");
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText(`Equity Outlook ${tag} · Version 2`);
  await expect(entries.first()).toContainText("still live");
  await expect(entries.nth(1)).toContainText(`Equity Outlook ${tag} · Version 1`);
  await expect(entries.nth(1)).toContainText(/Replaced\s*\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
  for (const entry of [entries.first(), entries.nth(1)]) {
    await expect(entry).toContainText(editor.email);
    await expect(entry).toContainText(principal.email);
  }
  await expect(editor.page.getByRole("list", { name: "Archive" })).not.toContainText(`Rates Outlook ${tag}`);
  await checkScreen(editor.page, "archive", "archive");
  // On a phone the filter's fields and buttons stack: the hint under them lies below the buttons.
  await editor.page.setViewportSize(phone);
  const show = await editor.page.getByRole("button", { name: archiveCopy.filter, exact: true }).boundingBox();
  const hint = await editor.page.getByText(archiveCopy.liveOnHint).boundingBox();
  expect(hint!.y).toBeGreaterThanOrEqual(show!.y + show!.height);
  await editor.page.setViewportSize(desktop);

  // The desk lists the article with its live version.
  await open(editor.page, "/staff/desk");
  const item = editor.page
    .getByRole("region", { name: "Commentary" })
    .getByRole("listitem")
    .filter({ hasText: `Equity Outlook ${tag}` });
  await expect(item.getByRole("link", { name: "Version 2" })).toBeVisible();
  await lookAt(editor.page, `${SHOTS}/desk-${desktop.width}.png`, { fullPage: true });
  await editor.page.context().close();
  await principal.page.context().close();
});

/** One quarter's figures of model 4 in the desk's CSV format (docs/model-figures-csv.md). */
const figuresCsv = (sharpeFrom: string) =>
  [
    "[performance]",
    "model,start,end,net_return,gross_return,benchmark_return,inception,benchmark,fee_note",
    '4,2025-01-01,2025-12-31,6.1,7.1,7.4,2018-01-02,S&P 500 Total Return Index,"Net of the highest model fee, 1.00% a year, deducted monthly"',
    "4,2021-01-01,2025-12-31,9.2,10.2,10.8,,,",
    "4,2018-01-02,2025-12-31,8.7,9.7,10.1,,,",
    "",
    "[statistics]",
    "model,statistic,value,from,to,benchmark",
    `4,sharpe_ratio,1.12,${sharpeFrom},2025-12-31,S&P 500 Total Return Index`,
  ].join("\n");

test("a quarter's model figures from CSV: a statistic without its period is refused, then the principal returns it", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const { editor, principal } = await deskTeam(page, browser, "figures-editor", "figures-principal");

  await open(editor.page, "/staff/desk");
  await editor.page.getByRole("link", { name: "New model figures" }).click();
  await waitForReady(editor.page);
  await editor.page.getByLabel("Figures (CSV)").fill(figuresCsv(""));
  await editor.page.getByRole("button", { name: "Save Draft" }).click();
  const refused = editor.page.getByRole("alert", { name: "The file was refused whole" });
  await expect(refused).toContainText(/row 9, column from: "" is not a date/);
  // The field points up to the list, where it is.
  await expect(editor.page.getByText("The file was refused: see the problem listed above the form.")).toBeVisible();
  await checkScreen(editor.page, "figures refused");

  await editor.page.getByLabel("Figures (CSV)").fill(figuresCsv("2018-01-02"));
  await editor.page.getByRole("button", { name: "Save Draft" }).click();
  await expect(editor.page.getByRole("status")).toHaveText("Draft saved.");
  await editor.page.getByRole("button", { name: "Submit for Review" }).click();
  await expect(editor.page.getByRole("status")).toHaveText("Submitted: a principal reviews it next.");
  // What will be published reads as the review's changes do: named figures with their units.
  const body = editor.page.getByLabel("What will be published");
  await expect(body.getByRole("term").filter({ hasText: /^Performance 1 year net$/ })).toBeVisible();
  await expect(body.getByRole("definition").filter({ hasText: /^6\.1%$/ })).toHaveCount(1);
  await expect(body).not.toContainText("›");
  await checkScreen(editor.page, "figures submitted", "figures");

  await open(principal.page, "/staff/desk/review");
  const card = principal.page.getByRole("article").filter({ hasText: editor.email });
  await expect(card.getByRole("list", { name: /^Changes from the live version/ })).toContainText("1.12");
  await card.getByRole("button", { name: "Return with Note" }).click();
  await card.getByLabel("Note to the author").fill("Add the holdings as of the quarter-end.");
  await card.getByRole("button", { name: "Return with Note" }).click();
  await expect(principal.page.getByRole("status")).toHaveText("Returned to its author with your note.");
  await editor.page.context().close();
  await principal.page.context().close();
});

test("an editor whose session ended while writing gets the words back in the same tab after signing in again", async ({ page }) => {
  test.setTimeout(60_000);
  const email = await staffSignedInOn(page, "staff", "writer", "/staff/desk/new/commentary");
  await waitForReady(page);
  const title = `Late Night Draft ${Date.now().toString(36)}`;
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(title);
  await page.getByLabel("Address (slug)").fill(`late-night-${Date.now().toString(36)}`);
  await page.getByLabel("Summary").fill("What changed in rates this quarter.");
  await page.getByLabel("Author shown").fill("Pat Lee");
  await page.getByLabel("Publication date").fill(firmDay());
  await page.getByLabel("Review by").fill("2027-02-20");
  await page.getByLabel("Body (Markdown)").fill("## Rates\n\nRates held steady through the quarter.");
  // The tab keeps what was typed.
  // Under this staff member's own key, in this tab only.
  const kept = () =>
    page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith("desk-draft:") && key.endsWith(":new:commentary")));
  await page.waitForFunction(
    (words) => Object.keys(sessionStorage).some((key) => key.endsWith(":new:commentary") && sessionStorage.getItem(key)?.includes(words)),
    "Rates held steady",
  );
  expect(await kept()).toHaveLength(1);

  // The session goes idle past its limit while the editor writes (its last request an hour
  // ago): the save goes to the sign-in page, which says why, and nothing is saved.
  const { db } = await e2eDatabase();
  const [writer] = await db.select({ id: advisorUsers.id }).from(advisorUsers).where(eq(advisorUsers.email, email));
  const hourAgo = new Date(Date.now() - 60 * 60_000);
  await db.update(advisorSessions).set({ lastSeenAt: hourAgo, createdAt: hourAgo }).where(eq(advisorSessions.userId, writer!.id));
  await page.getByRole("button", { name: "Save Draft" }).click();
  await page.waitForURL(/\/login\?.*ended=idle/);
  await waitForReady(page);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel(/^Password/).fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(/\/staff/);

  // Back at the editor, the words are offered, restored, and saved.
  await open(page, "/staff/desk/new/commentary");
  const offer = page.getByRole("status").filter({ hasText: "were not saved" });
  await expect(offer).toBeVisible();
  await expectAccessibleAt(page, [phone, desktop], "the offer ");
  await lookAt(page, `${SHOTS}/backup-offer-1280.png`);
  await offer.getByRole("button", { name: editorCopy.backupRestore }).click();
  await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(title);
  await expect(page.getByLabel("Body (Markdown)")).toHaveValue("## Rates\n\nRates held steady through the quarter.");
  await page.getByRole("button", { name: "Save Draft" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Draft saved." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
  // Saved by the server: the tab's copy is gone, and nothing is offered any more.
  await expect.poll(kept).toEqual([]);
  await open(page, "/staff/desk/new/commentary");
  await expect(page.getByRole("status").filter({ hasText: "were not saved" })).toHaveCount(0);
});
