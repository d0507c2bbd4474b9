import { accountNotices, forgotPasswordCopy, resetPasswordCopy } from "../../app/content/account";
import { passwordErrors } from "../../app/lib/schemas/password";
import { registeredAdvisor } from "./support/advisor";
import { expect, open, test } from "./support/fixtures";
import { linkIn, mailTo } from "./support/mailbox";
import { ownClientHeaders } from "./support/sign-in";
import { signedInAs } from "./support/signed-in";
import { watchSubmit } from "./support/submit-timing";

const NEW_PASSWORD = "green harbour evening 17";

test.describe("forgot password", () => {
  test("reads 'Sending...' while disabled, then gives the same answer for any address", async ({ page }) => {
    const advisor = await registeredAdvisor(page.request);
    await open(page, "/forgot-password");
    const email = page.getByLabel("Email");
    await expect(email).toHaveAttribute("type", "email");
    await expect(email).toHaveAttribute("required", "");

    const answers: string[] = [];
    for (const address of [advisor.email, "nobody.at.all@advisors.example"]) {
      await open(page, "/forgot-password");
      await page.getByLabel("Email").fill(address);
      const timing = await watchSubmit(page, forgotPasswordCopy.submitting);
      await page.getByRole("button", { name: "Send Reset Link" }).click();
      // Said once, beside the form (no toast: the spec names none for this screen).
      const answer = page.getByRole("status").filter({ hasText: accountNotices.resetRequested.title });
      await expect(answer).toBeVisible();
      answers.push((await answer.textContent()) ?? "");
      const delays = await timing.delays();
      expect(delays.pending).not.toBeNull();
      expect(delays.pendingWhileDisabled).toBe(true);
    }
    expect(answers[0]).toContain("If an account exists for that address");
    expect(answers[1]).toBe(answers[0]);
    await mailTo(advisor.email, "reset-password");
  });

  test("the mailed link sets a new password once, ends every session, and mails a confirmation", async ({ page, browser }) => {
    const advisor = await registeredAdvisor(page.request);
    // Signed in elsewhere before the reset.
    const elsewhere = await browser.newContext();
    const other = await elsewhere.newPage();
    await signedInAs(other, advisor);

    await page.request.post("/forgot-password", { form: { email: advisor.email } });
    const link = linkIn(await mailTo(advisor.email, "reset-password"), "/reset-password");
    await open(page, link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(resetPasswordCopy.valid.title);
    await page.getByLabel("New password").fill("qwerty123456");
    await page.getByRole("button", { name: "Set New Password" }).click();
    await expect(page.getByText(passwordErrors.common)).toBeVisible();
    await page.getByLabel("New password").fill(NEW_PASSWORD);
    await page.getByRole("button", { name: "Set New Password" }).click();
    // Said once, as the screen that replaces the form.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(resetPasswordCopy.done.title);
    await mailTo(advisor.email, "password-changed");

    await other.goto("/advisor");
    await expect(other).toHaveURL("/login?redirectTo=%2Fadvisor");
    await elsewhere.close();

    await open(page, link);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(resetPasswordCopy.used.title);
    const withOld = await page.request.post("/login", {
      form: { email: advisor.email, password: advisor.password, js: "1" },
      headers: ownClientHeaders(),
    });
    expect(withOld.status()).toBe(401);
    const withNew = await page.request.post("/login", {
      form: { email: advisor.email, password: NEW_PASSWORD, js: "1" },
      headers: ownClientHeaders(),
    });
    expect(withNew.status()).toBe(200);
  });

  test("a broken link says so and offers a new one", async ({ page }) => {
    await open(page, "/reset-password?token=not-a-real-token");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(resetPasswordCopy.unknown.title);
    await expect(page.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute("href", "/forgot-password");
  });
});

test.describe("forgot password without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("posts the form and answers on the page", async ({ page }) => {
    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill("someone@advisors.example");
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByRole("status")).toContainText(accountNotices.resetRequested.description);
  });
});
