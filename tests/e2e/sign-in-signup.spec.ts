import type { Page } from "@playwright/test";
import { accountNotices, inboxCopy, signupCopy } from "../../app/content/account";
import { passwordToggleCopy } from "../../app/content/account-fields";
import { verifyEmailCopy } from "../../app/content/verify-email";
import { passwordErrors } from "../../app/lib/schemas/password";
import { registrationErrors } from "../../app/lib/schemas/registration";
import { professionalAttestation } from "../../app/content/legal/professional-attestation";
import { termsOfUse } from "../../app/content/legal/terms";
import { eq } from "drizzle-orm";
import { advisorUsers } from "~/.server/db/schema";
import { desktop, phone } from "./support/accessibility";
import { listMails } from "~/.server/mail/stored-mails";
import { e2eDatabase } from "./support/database";
import { linkIn, mailTo, uniqueAddress } from "./support/mailbox";
import { expect, open, test } from "./support/fixtures";
import { toast, watchSubmit } from "./support/submit-timing";

const PASSWORD = "blue kettle morning 42";

async function fillForm(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel("First name").fill("Dana");
  await page.getByLabel("Last name").fill("Reyes");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel("Firm name").fill("Reyes Wealth");
}

/** The attestation of being a financial professional, and the terms. */
async function tickBoth(page: Page) {
  await page.getByRole("checkbox", { name: signupCopy.attestationLabel }).check();
  await page.getByRole("checkbox", { name: /I agree to the Terms of Use/ }).check();
}

test.describe("registration", () => {
  test("shows the five required fields, the terms checkbox with its links, and Sign in", async ({ page }) => {
    await open(page, "/signup");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Financial Advisor Registration");
    for (const label of ["First name", "Last name", "Email", "Password", "Firm name"]) {
      await expect(page.getByLabel(new RegExp(`^${label}`)), label).toHaveAttribute("required", "");
    }
    await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
    await expect(page.getByLabel(/^Password/)).toHaveAttribute("type", "password");
    await expect(page.getByLabel(/^Password/)).toHaveAttribute("minlength", "12");
    const terms = page.getByRole("checkbox", { name: /I agree to the Terms of Use and Privacy Policy/ });
    await expect(terms).not.toBeChecked();
    const form = page.getByRole("main").locator("form");
    await expect(form.getByRole("link", { name: "Terms of Use" })).toHaveAttribute("href", "/terms");
    await expect(form.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    await expect(page.getByRole("main").getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
    await expect(page.getByText(signupCopy.certification)).toBeVisible();
  });

  test("without ticked terms it shows 'Error' and submits nothing", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (request) => void (request.method() === "POST" && posts.push(request.url())));
    await open(page, "/signup");
    await fillForm(page, uniqueAddress("dana"));
    await page.getByRole("button", { name: "Create Account" }).click();

    const error = toast(page, "Error");
    await expect(error).toBeVisible();
    await expect(error).toContainText("You must agree to the terms and conditions.");
    expect(posts).toEqual([]);
  });

  test("an empty form is answered at once: each missing answer under its field, and the terms' toast", async ({ page }) => {
    await open(page, "/signup");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(toast(page, "Error")).toContainText(registrationErrors.terms);
    for (const message of [
      registrationErrors.firstName,
      registrationErrors.lastName,
      registrationErrors.email,
      registrationErrors.firmName,
      registrationErrors.attestation,
    ]) {
      await expect(page.getByRole("main").getByText(message)).toBeVisible();
    }
    await expect(page.getByLabel("First name")).toBeFocused();
  });

  test("a short or common password is refused under the field before anything is sent", async ({ page }) => {
    await open(page, "/signup");
    await fillForm(page, uniqueAddress("dana"), "password123456");
    await tickBoth(page);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText(passwordErrors.common)).toBeVisible();
    await expect(page.getByLabel(/^Password/)).toHaveAttribute("aria-invalid", "true");
  });

  test("reads 'Creating Account...' while disabled, confirms, and the mailed link verifies the address", async ({ page }) => {
    const email = uniqueAddress("dana");
    await open(page, "/signup");
    await fillForm(page, email);
    await tickBoth(page);
    const timing = await watchSubmit(page, signupCopy.submitting);
    await page.getByRole("button", { name: "Create Account" }).click();

    const success = toast(page, "Registration Successful");
    await expect(success).toBeVisible();
    await expect(success).toContainText("Your account has been created. Please check your email to verify your account.");
    // The form, its password and its button give way to where the link went and what to do next.
    const inbox = page.locator("[data-slot=inbox-panel]");
    await expect(inbox.getByRole("heading", { level: 1 })).toHaveText(inboxCopy.title(email));
    await expect(inbox.getByRole("heading", { level: 1 })).toBeFocused();
    await expect(inbox).toContainText(inboxCopy.nothingTitle);
    await expect(page.getByRole("button", { name: "Create Account" })).toHaveCount(0);
    await expect(page.getByLabel(/^Password/)).toHaveCount(0);
    const delays = await timing.delays();
    expect(delays.pending).not.toBeNull();
    expect(delays.pendingWhileDisabled).toBe(true);
    expect(delays.toasts).toEqual([
      { title: "Registration Successful", description: accountNotices.registration.success.description, destructive: false },
    ]);

    const link = linkIn(await mailTo(email, "verify-email"), "/verify-email");
    // Opening the link (as a mail scanner would) changes nothing: the page asks to confirm.
    await open(page, link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(verifyEmailCopy.confirm.title);
    await open(page, link);
    await page.getByRole("button", { name: verifyEmailCopy.confirmButton }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(verifyEmailCopy.verified.title);
    await expect(page.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");

    // The link works once; the page then offers a new one.
    await open(page, link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(verifyEmailCopy.used.title);
    await expect(page.getByRole("button", { name: "Send New Link" })).toBeVisible();
  });

  test("an address that already has an account gets the same answer", async ({ page }) => {
    const email = uniqueAddress("dana");
    for (let round = 0; round < 2; round++) {
      await open(page, "/signup");
      await fillForm(page, email);
      await tickBoth(page);
      await page.getByRole("button", { name: "Create Account" }).click();
      await expect(toast(page, "Registration Successful")).toBeVisible();
    }
    await mailTo(email, "registration-attempt");
  });

  test("'Resend the link' answers in the panel, and the mail caps hold back a second link within minutes", async ({ page }) => {
    const email = uniqueAddress("resend");
    // On a phone, where the toast used to cover the logo and the menu.
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, "/signup");
    await fillForm(page, email);
    await tickBoth(page);
    await page.getByRole("button", { name: "Create Account" }).click();
    const inbox = page.locator("[data-slot=inbox-panel]");
    await expect(inbox.getByRole("heading", { level: 1 })).toHaveText(inboxCopy.title(email));
    // The spec's toast shows below the sticky header, never over its controls.
    const shown = toast(page, "Registration Successful");
    await expect(shown).toHaveAttribute("data-mounted", "true");
    // Where it settles once its slide-in is over.
    await shown.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    const headerBottom = (await page.locator("body > header").boundingBox())!;
    expect((await shown.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom.y + headerBottom.height);
    await inbox.getByRole("button", { name: inboxCopy.resend }).click();
    await expect(inbox.getByRole("status")).toHaveText(inboxCopy.resent);
    // Said once, in the panel: no second "Registration Successful" toast beside the first.
    expect(await toast(page, "Registration Successful").count()).toBeLessThanOrEqual(1);
    // The first link went out with the registration and starts the gap: no second link yet.
    const { db } = await e2eDatabase();
    const mails = (await listMails(db, 200)).filter((mail) => mail.to === email && mail.purpose === "verify-email");
    expect(mails).toHaveLength(1);
  });

  test("shows the password rules before typing, and a show-password toggle", async ({ page }) => {
    await open(page, "/signup");
    const password = page.getByLabel(/^Password/);
    await expect(page.getByText(signupCopy.passwordRules)).toBeVisible();
    const hint = await page.getByText(signupCopy.passwordRules).getAttribute("id");
    await expect(password).toHaveAttribute("aria-describedby", new RegExp(`^${hint} `));
    await password.fill("blue kettle");
    const toggle = page.getByRole("button", { name: passwordToggleCopy.show });
    await toggle.click();
    await expect(password).toHaveAttribute("type", "text");
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(password).toHaveValue("blue kettle");
    await toggle.click();
    await expect(password).toHaveAttribute("type", "password");
    await open(page, "/login");
    await expect(page.getByRole("button", { name: passwordToggleCopy.show })).toHaveCount(1);
  });

  for (const viewport of [phone, desktop]) {
    test(`asks the advisor to attest to being a financial professional, and keeps what was attested, at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const posts: string[] = [];
      page.on("request", (request) => void (request.method() === "POST" && posts.push(request.url())));
      await open(page, "/signup");
      const attestation = page.getByRole("checkbox", { name: signupCopy.attestationLabel });
      await expect(attestation).toBeVisible();
      await expect(attestation).not.toBeChecked();
      // Its words are read whole, inside the page's width, next to the box.
      const label = page.getByText(professionalAttestation.text, { exact: true });
      await expect(label).toBeVisible();
      const box = (await label.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);

      const email = uniqueAddress("attests");
      await fillForm(page, email);
      await page.getByRole("checkbox", { name: /I agree to the Terms of Use/ }).check();
      await page.getByRole("button", { name: "Create Account" }).click();
      await expect(page.getByText(registrationErrors.attestation)).toBeVisible();
      await expect(attestation).toHaveAttribute("aria-invalid", "true");
      expect(posts).toEqual([]);

      await attestation.check();
      await page.getByRole("button", { name: "Create Account" }).click();
      await expect(toast(page, "Registration Successful")).toBeVisible();
      const { db } = await e2eDatabase();
      const [account] = await db
        .select({ text: advisorUsers.attestationText, version: advisorUsers.attestationVersion, terms: advisorUsers.termsVersion })
        .from(advisorUsers)
        .where(eq(advisorUsers.email, email));
      expect(account).toEqual({
        text: professionalAttestation.text,
        version: professionalAttestation.version,
        terms: termsOfUse.lastUpdated,
      });
    });
  }

  test("the links of the terms text open the policies", async ({ page }) => {
    await open(page, "/signup");
    await page.getByRole("main").locator("form").getByRole("link", { name: "Terms of Use" }).click();
    await expect(page).toHaveURL("/terms");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Use");
  });
});

test.describe("registration without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("posts the form and answers on the page, with errors under the fields", async ({ page, browserErrors }) => {
    // The page with the errors comes with status 400, which the browser reports.
    browserErrors.expect(/^console: Failed to load resource: the server responded with a status of 400/);
    const email = uniqueAddress("nojs");
    await page.goto("/signup");
    await fillForm(page, email);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByRole("alert")).toContainText("You must agree to the terms and conditions.");
    await expect(page.getByText(registrationErrors.attestation)).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await expect(page.getByLabel(/^Password/)).toHaveValue("");

    await page.getByLabel(/^Password/).fill(PASSWORD);
    await tickBoth(page);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(inboxCopy.title(email));
    await expect(page.getByLabel(/^Password/)).toHaveCount(0);
    await mailTo(email, "verify-email");
    // The panel's resend works without JavaScript too.
    await page.getByRole("button", { name: inboxCopy.resend }).click();
    await expect(page.getByRole("status")).toHaveText(inboxCopy.resent);
    // Without JavaScript the password field has no toggle, and the rules are still shown.
    await page.goto("/signup");
    await expect(page.getByText(signupCopy.passwordRules)).toBeVisible();
    await expect(page.getByRole("button", { name: passwordToggleCopy.show })).toHaveCount(0);
  });
});
