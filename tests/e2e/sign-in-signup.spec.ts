import type { Page } from "@playwright/test";
import { accountNotices, signupCopy } from "../../app/content/account";
import { REGISTER_DELAY_MS } from "../../app/lib/advisor-auth";
import { expect, open, test } from "./support/fixtures";
import { expectPendingFor, toast, watchSubmit } from "./support/submit-timing";

async function fillForm(page: Page) {
  await page.getByLabel("First name").fill("Dana");
  await page.getByLabel("Last name").fill("Reyes");
  await page.getByLabel("Email").fill("dana@example.com");
  await page.getByLabel("Password").fill("secret-password");
  await page.getByLabel("Firm name").fill("Reyes Wealth");
}

test.describe("registration", () => {
  test("shows the five required fields, the terms checkbox with its links, and Sign in", async ({
    page,
  }) => {
    await open(page, "/signup");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Financial Advisor Registration");
    for (const label of ["First name", "Last name", "Email", "Password", "Firm name"]) {
      await expect(page.getByLabel(label), label).toHaveAttribute("required", "");
    }
    await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
    await expect(page.getByLabel("Password")).toHaveAttribute("type", "password");
    const terms = page.getByRole("checkbox", { name: /I agree to the Terms of Use and Privacy Policy/ });
    await expect(terms).not.toBeChecked();
    const form = page.getByRole("main").locator("form");
    await expect(form.getByRole("link", { name: "Terms of Use" })).toHaveAttribute("href", "/terms");
    await expect(form.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy");
    await expect(page.getByRole("main").getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/login");
    await expect(page.getByText(signupCopy.certification)).toBeVisible();
  });

  test("without ticked terms it shows 'Error' and submits nothing", async ({ page }) => {
    await open(page, "/signup");
    await fillForm(page);
    const timing = await watchSubmit(page, signupCopy.submitting);
    await page.getByRole("button", { name: "Create Account" }).click();

    const error = toast(page, "Error");
    await expect(error).toBeVisible();
    await expect(error).toContainText("You must agree to the terms and conditions.");
    // The form's submit handler found the problem and returned before the toast appeared: a
    // request would have turned the button to its pending text already.
    const delays = await timing.delays();
    expect(delays.submitted).toBe(true);
    expect(delays.pending).toBeNull();
    expect(delays.toasts.map((shown) => shown.title)).toEqual(["Error"]);
    await expect(page.getByRole("button", { name: "Create Account" })).toBeEnabled();
  });

  test("reads 'Creating Account...' and is disabled for about 1500 ms, then confirms", async ({ page }) => {
    await open(page, "/signup");
    await fillForm(page);
    await page.getByRole("checkbox").check();
    const timing = await watchSubmit(page, signupCopy.submitting);
    await page.getByRole("button", { name: "Create Account" }).click();

    await expect(page.getByRole("button", { name: "Creating Account..." })).toBeDisabled();
    const success = toast(page, "Registration Successful");
    await expect(success).toBeVisible();
    await expect(success).toContainText(
      "Your account has been created. Please check your email to verify your account.",
    );
    await expect(page.getByRole("button", { name: "Create Account" })).toBeEnabled();

    const delays = await timing.delays();
    expectPendingFor(delays, REGISTER_DELAY_MS);
    expect(delays.toasts).toEqual([
      { title: "Registration Successful", description: accountNotices.registration.success.description, destructive: false },
    ]);
  });

  test("the links of the terms text open the policies", async ({ page }) => {
    await open(page, "/signup");
    await page.getByRole("main").locator("form").getByRole("link", { name: "Terms of Use" }).click();
    await expect(page).toHaveURL("/terms");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Terms of Use");
  });
});
