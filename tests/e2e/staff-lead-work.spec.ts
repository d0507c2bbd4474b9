// Working leads in the console on the shared e2e server (no webhook, no mail server, approval
// recorded but not required), at 1280 and 390 px: a lead says it is stored, not queued; the
// deliveries page says why it is empty; one address's contact message and registration are one
// person's timeline on each lead; the note box empties after "Note added"; a reply by mail is
// kept with the lead; the advisors page
// and the approval mail say what approval means without naming a setting.
import { approvalCopy } from "../../app/content/approval";
import { advisorsCopy, consoleAreas, deliveriesCopy, leadReplyCopy, leadSavedCopy } from "../../app/content/staff";
import { desktop, expectAccessibleAt, phone } from "./support/accessibility";
import { expect, open, test } from "./support/fixtures";
import { mailTo } from "./support/mailbox";
import { ownClientHeaders } from "./support/sign-in";
import { newAdvisor } from "./support/signed-in";
import { staffSignedInOn } from "./support/staff";
import { lookAt } from "./support/shots";

const SETTING_NAMES = /[A-Z]{3,}_[A-Z_]+/;

test("a person's leads, their delivery, a note and an approval, worked at both widths", async ({ page, baseURL }, testInfo) => {
  test.setTimeout(90_000);
  const advisor = await newAdvisor("timeline");
  const sent = await page.request.post("/contact", {
    form: {
      name: `${advisor.firstName} ${advisor.lastName}`,
      email: advisor.email.toUpperCase(),
      subject: "general-inquiry",
      message: "Could we talk about the income models before I register?",
    },
    headers: { ...ownClientHeaders(), Origin: baseURL! },
  });
  expect(sent.status()).toBe(200);
  await page.setViewportSize(desktop);
  await staffSignedInOn(page, "admin", "lead-worker", "/staff/deliveries");
  const main = page.getByRole("main");
  await expect(main).toContainText(deliveriesCopy.empty);
  await expect(main).toContainText(deliveriesCopy.leadsStoredOnly);
  await expect(main).toContainText(deliveriesCopy.mailsStoredOnly);
  await expectAccessibleAt(page, [phone, desktop], "deliveries: ");
  // No console page names a setting to staff.
  for (const path of ["/staff", ...consoleAreas.map((area) => area.href)]) {
    await open(page, path);
    expect(await main.innerText(), path).not.toMatch(SETTING_NAMES);
  }

  await open(page, `/staff/leads?q=${encodeURIComponent(advisor.email)}`);
  const leads = page.getByRole("listitem").filter({ hasText: advisor.lastName });
  await expect(leads).toHaveCount(2);
  for (const lead of await leads.all()) await expect(lead).toContainText("Webhook:Stored (no webhook configured)");
  await expect(main).not.toContainText("Queued");

  await leads
    .filter({ hasText: "General Inquiry" })
    .getByRole("link", { name: `${advisor.firstName} ${advisor.lastName}` })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${advisor.firstName} ${advisor.lastName}`);
  const timeline = page.locator("[data-slot=lead-timeline]");
  await expect(timeline.getByRole("listitem")).toHaveCount(2);
  await expect(timeline.getByRole("listitem").first()).toContainText("Registration");
  await expect(timeline.getByRole("listitem").last()).toContainText("General Inquiry (this lead)");

  const note = page.getByRole("textbox", { name: "Note" });
  await note.fill("Registered the same day; call about income models.");
  await page.getByRole("button", { name: "Add Note" }).click();
  await expect(page.getByRole("status")).toHaveText(leadSavedCopy.note);
  await expect(page.getByRole("listitem").filter({ hasText: "Registered the same day" })).toHaveCount(1);
  await expect(note).toHaveValue("");

  // A reply by mail from the lead's page: through the outbox, kept with the lead, in its history.
  const reply = page.locator("[data-slot=lead-reply]");
  await expect(reply.getByRole("textbox", { name: leadReplyCopy.subject })).toHaveValue("Re: General Inquiry");
  await reply.getByRole("textbox", { name: leadReplyCopy.message }).fill("Thank you for writing.\n\nI will call you tomorrow morning.");
  await reply.getByRole("button", { name: leadReplyCopy.submit }).click();
  await expect(page.getByRole("status")).toHaveText(leadReplyCopy.sent(false));
  await expect(reply.locator("[data-slot=lead-reply-sent]")).toContainText("I will call you tomorrow morning.");
  await expect(reply.getByRole("textbox", { name: leadReplyCopy.message })).toHaveValue("");
  await expect(page.getByText(/· reply: mail [0-9a-f-]{36}, \d+ characters/)).toBeVisible();
  const answered = await mailTo(advisor.email, "lead-reply");
  expect(answered.subject).toBe("Re: General Inquiry");
  expect(answered.text).toContain("I will call you tomorrow morning.");
  await expectAccessibleAt(page, [phone, desktop], "lead: ");
  // For looking at: the lead's page with its reply, as staff see it.
  await lookAt(page, testInfo.outputPath("lead-with-reply-1280.png"), { fullPage: true });

  // The registration's page shows the same timeline, the contact message linked.
  await timeline.getByRole("link", { name: "Registration" }).click();
  await expect(page.getByText("Registration (this lead)")).toBeVisible();
  await expect(timeline.getByRole("link", { name: "General Inquiry" })).toBeVisible();
  await expect(timeline).toContainText("Could we talk about the income models");

  await open(page, "/staff/advisors");
  await expect(main).toContainText(advisorsCopy.approvalRecorded);
  await page.setViewportSize(phone);
  const card = page.getByRole("listitem").filter({ hasText: advisor.email });
  // With no CRD number on record, the note says how the advisor was confirmed.
  await card.getByRole("textbox", { name: advisorsCopy.note }).fill("Confirmed with the advisor's firm by phone.");
  await card.getByRole("button", { name: "Approve" }).click();
  await expect(page.getByRole("status")).toContainText("Advisor approved");
  const mail = await mailTo(advisor.email, "advisor-approved");
  expect(mail.text).toContain(approvalCopy.recordedOnly.approvedParagraphs[1]);
  expect(mail.text).not.toContain(approvalCopy.approvedMail.paragraphs[1]);
});
