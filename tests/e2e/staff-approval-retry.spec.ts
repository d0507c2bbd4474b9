// On a production server of its own, with a webhook that first refuses, ADVISOR_APPROVAL=staff
// and ZONE_PROJECTIONS=advisors: an admin retries a failed delivery from the console and the
// webhook gets it once more with the same Webhook-Id, accepted once; a verified advisor sees no
// projections and is told the firm is checking the registration until the admin approves, and
// again after changing the CRD number.
import { startWebhook, type FakeWebhook } from "../integration/support/webhook";
import { accountContactCopy } from "../../app/content/account-contact";
import { accountReviewHint } from "../../app/content/account-review";
import { advisorsCopy } from "../../app/content/staff";
import { projectionsNote } from "../../app/content/projections-note";
import { expectAccessible, phone } from "./support/accessibility";
import { expect, test } from "./support/fixtures";
import { linkIn } from "./support/mailbox";
import { startOwnServer, type OwnServer } from "./support/own-server";
import { advisorOn, expectedReturn } from "./support/projections";
import { lookAt } from "./support/shots";
import { acceptAndSignIn, staffCommand } from "./support/staff";

let app: OwnServer;
let webhook: FakeWebhook;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  webhook = await startWebhook();
  app = await startOwnServer({
    ADVISOR_APPROVAL: "staff",
    ZONE_PROJECTIONS: "advisors",
    CONTACT_WEBHOOK_URL: webhook.url,
    ALLOW_INSECURE_OUTBOUND: "true",
    CONTACT_RELAY_MAX_ATTEMPTS: "1",
  });
});
test.afterAll(async () => {
  await app?.stop();
  await webhook?.close();
});

async function adminOn(page: import("@playwright/test").Page) {
  const email = `admin.${Date.now().toString(36)}@firm.example`;
  expect(staffCommand(["invite", email, "--role", "admin"], app.storage)).toContain(`Invited ${email} as admin`);
  await acceptAndSignIn(page, email, app.baseURL + linkIn(await app.mailTo(email, "staff-invitation"), "/accept-invitation"));
}

test("a failed delivery is retried from the console and arrives once, with the same Webhook-Id", async ({ page, request }) => {
  test.setTimeout(60_000);
  webhook.answer(() => ({ status: 503 }));
  const sent = await request.post(`${app.baseURL}/contact`, {
    form: { name: "Fay Failed", email: "fay@advisors.example", subject: "general-inquiry", message: "The webhook is down." },
    headers: { Accept: "text/html" },
  });
  expect(sent.status()).toBe(200);
  await webhook.waitFor(1);
  const id = String(webhook.received[0]!.headers["webhook-id"]);

  await adminOn(page);
  await page.goto(`${app.baseURL}/staff/deliveries`);
  const item = page.getByRole("listitem").filter({ hasText: "Fay Failed" });
  await expect(async () => {
    await page.reload();
    await expect(item).toContainText("Failed after 1 attempts", { timeout: 1_000 });
  }).toPass();
  await expect(item).toContainText("Last error: HTTP 503");

  webhook.answer(() => ({ status: 200 }));
  await item.getByRole("button", { name: /^Retry now/ }).click();
  await expect(page.getByRole("status")).toContainText("queued again");
  await webhook.waitFor(2);
  expect(webhook.received.map((received) => received.headers["webhook-id"])).toEqual([id, id]);
  await expect(async () => {
    await page.reload();
    await expect(page.getByText("Nothing is retrying or failed.")).toBeVisible({ timeout: 1_000 });
  }).toPass();
  await page.goto(`${app.baseURL}/staff/leads/${id}`);
  await expect(page.getByText("Delivered", { exact: true })).toBeVisible();
});

test("with ADVISOR_APPROVAL=staff a verified advisor sees no projections until approved, then does", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(60_000);
  const advisor = await advisorOn(app);
  const advisorPage = await (await browser.newContext()).newPage();
  await advisorPage.goto(`${app.baseURL}/login`);
  await advisorPage.getByLabel("Email").fill(advisor.email);
  await advisorPage.getByLabel(/^Password/).fill(advisor.password);
  await advisorPage.getByRole("button", { name: "Sign In" }).click();
  await advisorPage.waitForURL(/\/advisor$/);
  await expect(advisorPage.getByRole("status").filter({ hasText: "We are checking your registration" })).toBeVisible();
  await advisorPage.goto(`${app.baseURL}/zone-navigator?zone=7&account=qualified`);
  await expect(
    advisorPage.getByText("Hypothetical return and drawdown targets are shown to signed-in financial advisors only."),
  ).toBeVisible();
  await expect(advisorPage.getByText(expectedReturn(7), { exact: true })).toHaveCount(0);
  // Signed in already: the note sends the advisor to the registration's status, not to sign in again.
  await expect(advisorPage.getByRole("link", { name: projectionsNote.waiting })).toHaveAttribute("href", "/advisor");
  await expect(advisorPage.getByRole("link", { name: projectionsNote.signIn })).toHaveCount(0);

  await adminOn(page);
  await page.goto(`${app.baseURL}/staff/advisors`);
  const entry = page.getByRole("listitem").filter({ hasText: advisor.email });
  await expect(entry).toContainText("Awaiting approval");
  await entry.getByRole("textbox", { name: advisorsCopy.note }).fill("Checked on BrokerCheck.");
  await entry.getByRole("button", { name: advisorsCopy.approve }).click();
  await expect(page.getByRole("status")).toContainText("Advisor approved");
  // Found in a staff walkthrough: the card still offered Approve and did not say when it was approved.
  const approved = page.getByRole("listitem").filter({ hasText: advisor.email });
  await expect(approved).toContainText(/Decided \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
  await expect(approved.getByRole("button", { name: advisorsCopy.approve })).toHaveCount(0);
  // A withdrawal mails the advisor at once: the card asks first, and keeping it changes nothing.
  await approved.getByRole("button", { name: advisorsCopy.decline(true) }).click();
  const asking = approved.getByRole("region", { name: /^Withdraw the approval of .+\?$/ });
  await expect(asking.getByRole("heading")).toBeFocused();
  await expect(asking).toContainText(advisorsCopy.confirmDecline.body(true));
  await page.setViewportSize(phone);
  await expectAccessible(page, "asking before a withdrawal, at 390 px: ");
  await lookAt(page, testInfo.outputPath("advisor-withdraw-asks-390.png"), { fullPage: true });
  await asking.getByRole("link", { name: advisorsCopy.confirmDecline.cancel }).click();
  await expect(approved.getByRole("region")).toHaveCount(0);
  await expect(approved.getByRole("button", { name: advisorsCopy.decline(true) })).toBeFocused();
  await expect(approved).toContainText("Approved");

  await advisorPage.reload();
  await expect(
    advisorPage.getByText("Hypothetical return and drawdown targets are shown to signed-in financial advisors only."),
  ).toHaveCount(0);
  await expect(advisorPage.getByText(expectedReturn(7), { exact: true }).first()).toBeVisible();
  await advisorPage.goto(`${app.baseURL}/advisor`);
  await expect(advisorPage.getByText("We are checking your registration")).toHaveCount(0);

  // The account page says which changes go back to the firm before they are made.
  await advisorPage.goto(`${app.baseURL}/advisor/account`);
  await expect(advisorPage.getByText(accountReviewHint)).toBeVisible();

  // A changed CRD number goes back to the firm: the advisor area waits for approval again (at 390 px).
  await advisorPage.setViewportSize(phone);
  await advisorPage.goto(`${app.baseURL}/advisor/account`);
  await advisorPage.getByLabel(accountContactCopy.crd.label).fill("2468101");
  await advisorPage.getByRole("button", { name: accountContactCopy.crd.submit }).click();
  await expect(advisorPage.getByRole("status").filter({ hasText: accountContactCopy.crd.review.title })).toBeVisible();
  await advisorPage.goto(`${app.baseURL}/advisor`);
  await expect(advisorPage.getByRole("status").filter({ hasText: "We are checking your registration" })).toBeVisible();
  await page.reload();
  const again = page.getByRole("listitem").filter({ hasText: advisor.email });
  await expect(again).toContainText("Awaiting approval");
  await expect(again).toContainText("CRD 2468101");
  await expect(again).toContainText("CRD number changed by the advisor (was not given).");
  await advisorPage.context().close();
});
