// The staff console in Chromium on the shared e2e server: the first admin, invited from the
// command line, sets a password, signs in, finds the contact message a visitor sent a minute
// earlier with its delivery state, marks it contacted with a note (keyboard and plain forms),
// and finds both actions in the audit log; an advisor gets the 404 screen on /staff.
import { contactSubjects } from "../../app/content/contact";
import { expectAccessible } from "./support/accessibility";
import { fillContactForm, newClientAddress, uniqueEmail } from "./support/contact";
import { expect, open, test, waitForReady } from "./support/fixtures";
import { signedInOn } from "./support/signed-in";
import { adminSignedIn } from "./support/staff";

test("an admin invited from the command line works a contact message and finds it in the audit log", async ({ page, browser }) => {
  test.setTimeout(60_000);
  const visitor = await browser.newPage();
  await visitor.setExtraHTTPHeaders({ "X-Forwarded-For": newClientAddress() });
  const email = uniqueEmail("lead");
  await open(visitor, "/contact");
  await fillContactForm(visitor, {
    name: "Rita Lead",
    email,
    firmName: "Lead Partners",
    subject: contactSubjects.find((subject) => subject.value === "general-inquiry")!.label,
    message: "Please call me about the income models.",
  });
  await visitor.getByRole("button", { name: "Send Message" }).click();
  await expect(visitor.locator("[data-sonner-toast]").first()).toBeVisible();
  await visitor.close();

  const admin = await adminSignedIn(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Staff Console");
  await expect(page.getByText(`${admin} · Administrator`)).toBeVisible();

  await page.getByRole("navigation", { name: "Staff console" }).getByRole("link", { name: "Leads" }).click();
  await page.getByLabel("Name, email or firm").fill(email);
  await page.getByRole("button", { name: "Apply Filter" }).click();
  await expect(page).toHaveURL(/\/staff\/leads\?q=/);
  const lead = page.getByRole("listitem").filter({ hasText: "Rita Lead" });
  await expect(lead).toHaveCount(1);
  await expect(lead).toContainText("Lead Partners");
  await expect(lead).toContainText("Contact Form");
  // The e2e server has no webhook: the message is stored, not waiting for a try that never comes.
  await expect(lead).toContainText("Webhook:Stored (no webhook configured)");
  await expectAccessible(page);

  await lead.getByRole("link", { name: "Rita Lead" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rita Lead");
  await expect(page.getByText("Please call me about the income models.")).toBeVisible();

  // The status form by keyboard alone.
  await page.getByLabel("Status", { exact: true }).focus();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("contacted");
  await page.getByRole("button", { name: "Save Status" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText("Status and assignee saved.");
  await expect(page.getByRole("status")).toBeFocused();

  await page.getByRole("textbox", { name: "Note" }).fill("Called back; sending the fact sheets.");
  await page.getByRole("button", { name: "Add Note" }).click();
  await expect(page.getByRole("status")).toHaveText("Note added.");
  await expect(page.getByRole("listitem").filter({ hasText: "Called back; sending the fact sheets." })).toHaveCount(1);
  await expect(page.getByText(`${admin} · status change: new → contacted`)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("navigation", { name: "Staff console" }).getByRole("link", { name: "Audit log" }).click();
  const entries = page.getByRole("listitem").filter({ hasText: admin });
  await expect(entries.filter({ hasText: "status change" })).toHaveCount(1);
  await expect(entries.filter({ hasText: /· note/ })).toHaveCount(1);
  await expect(entries.filter({ hasText: "sign-in" })).toHaveCount(1);
});

test("an advisor gets the 404 screen on every console page", async ({ page, browserErrors }) => {
  browserErrors.expect(/404 Error: User attempted to access non-existent route/);
  browserErrors.expect(/Failed to load resource: the server responded with a status of 404/);
  await signedInOn(page, "curious");
  for (const path of ["/staff", "/staff/leads", "/staff/audit"]) {
    const response = await page.goto(path);
    await waitForReady(page);
    expect(response?.status(), path).toBe(404);
    expect(response?.headers()["cache-control"], path).toBe("private, no-store");
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Staff console" })).toHaveCount(0);
  }
});
