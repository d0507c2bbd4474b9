import { accountNotices, loginCopy } from "../../app/content/account";
import { SIGN_IN_DELAY_MS } from "../../app/lib/advisor-auth";
import { expect, open, test } from "./support/fixtures";
import { expectPendingFor, toast, watchSubmit } from "./support/submit-timing";

test.describe("login", () => {
  test("shows the fields, links and the licensed-professional note", async ({ page }) => {
    await open(page, "/login");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Financial Advisor Login");
    const email = page.getByLabel("Email");
    await expect(email).toHaveAttribute("type", "email");
    await expect(email).toHaveAttribute("required", "");
    const password = page.getByLabel("Password");
    await expect(password).toHaveAttribute("type", "password");
    await expect(password).toHaveAttribute("required", "");
    await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/forgot-password");
    await expect(page.getByRole("main").getByRole("link", { name: "Create an account" })).toHaveAttribute(
      "href",
      "/signup",
    );
    const note = page.getByRole("main").getByText(/financial advisors only/);
    await expect(note).toContainText("By logging in, you certify that you are a licensed financial professional.");
  });

  test("reads 'Signing in...' and is disabled for about 1000 ms, then welcomes the advisor", async ({ page }) => {
    await open(page, "/login");
    await page.getByLabel("Email").fill("dana@example.com");
    await page.getByLabel("Password").fill("secret-password");
    const timing = await watchSubmit(page, loginCopy.submitting);
    const button = page.getByRole("button", { name: "Sign In" });
    await button.click();

    const pending = page.getByRole("button", { name: "Signing in..." });
    await expect(pending).toBeDisabled();
    const success = toast(page, "Login Successful");
    await expect(success).toBeVisible();
    await expect(success).toContainText(accountNotices.signIn.success.description);
    await expect(page.getByRole("button", { name: "Sign In" })).toBeEnabled();

    const delays = await timing.delays();
    expectPendingFor(delays, SIGN_IN_DELAY_MS);
    expect(delays.toasts).toEqual([
      { title: "Login Successful", description: accountNotices.signIn.success.description, destructive: false },
    ]);
  });

  test("a blank password gives the destructive 'Login Failed' toast at once", async ({ page }) => {
    await open(page, "/login");
    await page.getByLabel("Email").fill("dana@example.com");
    await page.getByLabel("Password").fill("   ");
    const timing = await watchSubmit(page, loginCopy.submitting);
    await page.getByRole("button", { name: "Sign In" }).click();

    const failure = toast(page, "Login Failed");
    await expect(failure).toBeVisible();
    await expect(failure).toContainText("Please enter both email and password.");
    await expect(failure).toHaveAttribute("data-type", "error");
    const delays = await timing.delays();
    expect(delays.pending).toBeNull();
    expect(delays.toast).toBeLessThan(800);
  });

  test("the browser stops a submit with an empty field before it starts", async ({ page }) => {
    await open(page, "/login");
    await page.getByLabel("Password").fill("secret-password");
    const timing = await watchSubmit(page, loginCopy.submitting);
    await page.getByRole("button", { name: "Sign In" }).click();
    expect(await page.getByLabel("Email").evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(
      true,
    );
    // The browser refuses the form in the click itself: once `invalid` has fired, `submit`
    // never will for this click.
    await expect.poll(async () => (await timing.delays()).invalid).not.toBeNull();
    const delays = await timing.delays();
    expect(delays.submitted).toBe(false);
    expect(delays.pending).toBeNull();
    await expect(page.getByRole("button", { name: "Sign In" })).toBeEnabled();
  });

  test("its links lead to the reset and registration screens", async ({ page }) => {
    await open(page, "/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL("/forgot-password");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reset Your Password");
    await page.getByRole("main").getByRole("link", { name: "Back to login" }).click();
    await page.getByRole("main").getByRole("link", { name: "Create an account" }).click();
    await expect(page).toHaveURL("/signup");
  });
});

test.describe("login without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server HTML holds the form, but its button waits for the page to run", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Financial Advisor Login");
    await expect(page.locator("main form")).toHaveAttribute("method", "post");
    await expect(page.getByRole("button", { name: "Sign In" })).toBeDisabled();
  });
});
