import { accountNotices, loginCopy, signInNotices } from "../../app/content/account";
import { registeredAdvisor } from "./support/advisor";
import { expect, open, test } from "./support/fixtures";
import { confirmLink, mailTo } from "./support/mailbox";
import { asOwnClient, ownClientHeaders } from "./support/sign-in";
import { toast, watchSubmit } from "./support/submit-timing";

test.describe("login", () => {
  test("shows the fields, links and the licensed-professional note", async ({ page }) => {
    await open(page, "/login");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Financial Advisor Login");
    const email = page.getByLabel("Email");
    await expect(email).toHaveAttribute("type", "email");
    await expect(email).toHaveAttribute("required", "");
    const password = page.getByLabel(/^Password/);
    await expect(password).toHaveAttribute("type", "password");
    await expect(password).toHaveAttribute("required", "");
    await expect(page.getByRole("link", { name: "Forgot password?" })).toHaveAttribute("href", "/forgot-password");
    await expect(page.getByRole("main").getByRole("link", { name: "Create an account" })).toHaveAttribute("href", "/signup");
    const note = page.getByRole("main").getByText(/financial advisors only/);
    await expect(note).toContainText("By logging in, you certify that you are a licensed financial professional.");
  });

  test("reads 'Signing in...' while disabled, welcomes the advisor, lands in the advisor area and signs out", async ({ page }) => {
    const advisor = await registeredAdvisor(page.request);
    await asOwnClient(page);
    await open(page, "/login");
    await page.getByLabel("Email").fill(advisor.email);
    await page.getByLabel(/^Password/).fill(advisor.password);
    const timing = await watchSubmit(page, loginCopy.submitting);
    await page.getByRole("button", { name: "Sign In" }).click();

    const success = toast(page, "Login Successful");
    await expect(success).toBeVisible();
    await expect(success).toContainText(accountNotices.signIn.success.description);
    await expect(page).toHaveURL("/advisor");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Dana Reyes");
    await expect(page.getByRole("main")).toContainText("Reyes Wealth");
    const delays = await timing.delays();
    expect(delays.pending).not.toBeNull();
    expect(delays.pendingWhileDisabled).toBe(true);

    const cookies = await page.context().cookies();
    const session = cookies.find((cookie) => cookie.name === "advisor_session");
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Lax" });

    // The header of a prerendered page knows the advisor after load: drawn by React on /about,
    // by the page's own script on /etfs, which needs no script from React.
    const header = page.getByRole("banner");
    // The desktop bar (the small screens' menu holds the same, hidden).
    const bar = header.locator("[data-slot=account-signed-in]").first();
    for (const path of ["/about", "/etfs"]) {
      await open(page, path);
      await expect(bar.getByText("Dana Reyes")).toBeVisible();
      await expect(bar.getByRole("link", { name: "Advisor Area" })).toHaveAttribute("href", "/advisor");
      await expect(header.getByRole("link", { name: "Login" })).toHaveCount(0);
      await expect(header.locator("#mobile-menu [data-slot=account-signed-in]")).toContainText("Dana Reyes");
    }

    await bar.getByRole("button", { name: "Sign Out" }).click();
    await expect(page).toHaveURL("/logout");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are signed out");
    await expect(page.getByRole("banner").getByRole("link", { name: "Login" })).toBeVisible();
    // The session ended on the server: the old cookie no longer opens the advisor area.
    await page.context().addCookies([session!]);
    await page.goto("/advisor");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadvisor$/);
  });

  test("a form sent before the page marks itself as running JavaScript still lands signed in", async ({ page }) => {
    const advisor = await registeredAdvisor(page.request);
    await asOwnClient(page);
    await open(page, "/login");
    // The moment between the router starting and the page saying so: the form lacks its marker.
    await page.locator("input[name=js]").evaluate((marker) => marker.remove());
    await page.getByLabel("Email").fill(advisor.email);
    await page.getByLabel(/^Password/).fill(advisor.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL("/advisor");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Dana Reyes");
    await expect(page.getByRole("banner").locator("[data-slot=account-signed-in]").first().getByText("Dana Reyes")).toBeVisible();
  });

  test("a wrong password and an unknown address get the same destructive 'Login Failed'", async ({ page, browserErrors }) => {
    // Both are answered 401, which the browser reports.
    browserErrors.expect(/^console: Failed to load resource: the server responded with a status of 401/);
    const advisor = await registeredAdvisor(page.request);
    await asOwnClient(page);
    for (const [email, password] of [
      [advisor.email, "not the right password"],
      ["nobody.here@advisors.example", advisor.password],
    ]) {
      await open(page, "/login");
      await page.getByLabel("Email").fill(email!);
      await page.getByLabel(/^Password/).fill(password!);
      await page.getByRole("button", { name: "Sign In" }).click();
      const failure = toast(page, "Login Failed");
      await expect(failure).toBeVisible();
      await expect(failure).toContainText("The email or password is incorrect.");
      await expect(failure).toHaveAttribute("data-type", "error");
      await expect(page).toHaveURL("/login");
    }
  });

  test("an unverified address is told so, and the link it was just sent stays the one to use", async ({ page, browserErrors }) => {
    // The refusal is answered 403, which the browser reports.
    browserErrors.expect(/^console: Failed to load resource: the server responded with a status of 403/);
    const advisor = await registeredAdvisor(page.request, { verify: false });
    await asOwnClient(page);
    const first = await mailTo(advisor.email, "verify-email");
    await open(page, "/login");
    await page.getByLabel("Email").fill(advisor.email);
    await page.getByLabel(/^Password/).fill(advisor.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(toast(page, signInNotices.unverified.title)).toContainText(signInNotices.unverified.description);
    // The answer came after any new link would have been stored: the newest is still the first.
    expect((await mailTo(advisor.email, "verify-email")).id).toBe(first.id);
    await confirmLink(page.request, advisor.link);
  });

  test("a blank password gives the destructive 'Login Failed' toast without a request", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (request) => void (request.method() === "POST" && posts.push(request.url())));
    await open(page, "/login");
    await page.getByLabel("Email").fill("dana@example.com");
    await page.getByLabel(/^Password/).fill("   ");
    await page.getByRole("button", { name: "Sign In" }).click();
    const failure = toast(page, "Login Failed");
    await expect(failure).toBeVisible();
    await expect(failure).toContainText("Please enter both email and password.");
    await expect(failure).toHaveAttribute("data-type", "error");
    expect(posts).toEqual([]);
  });

  test("repeated failures of one account from one client are answered 429 with a clear message", async ({ playwright, baseURL }) => {
    const advisor = await registeredAdvisor(await playwright.request.newContext({ baseURL }));
    const client = await playwright.request.newContext({ baseURL, extraHTTPHeaders: ownClientHeaders() });
    let last = 0;
    let body = "";
    for (let attempt = 0; attempt < 11; attempt++) {
      const response = await client.post("/login", { form: { email: advisor.email, password: "not the right password", js: "1" } });
      last = response.status();
      body = await response.text();
    }
    await client.dispose();
    expect(last).toBe(429);
    expect(body).toContain("Too many sign-in attempts. Please wait");
  });
});

test.describe("the advisor area", () => {
  test("sends a signed-out visitor to sign in and back", async ({ page }) => {
    const advisor = await registeredAdvisor(page.request);
    await asOwnClient(page);
    await page.goto("/advisor");
    await expect(page).toHaveURL("/login?redirectTo=%2Fadvisor");
    await page.waitForFunction(() => document.documentElement.dataset.ready === "true");
    await page.getByLabel("Email").fill(advisor.email);
    await page.getByLabel(/^Password/).fill(advisor.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL("/advisor");
    await expect(page.getByRole("heading", { name: "Start a client meeting", exact: true })).toBeVisible();
  });
});

test.describe("login without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("signs in with a plain form post and returns to the page that asked", async ({ page, browserErrors }) => {
    // The wrong password first is answered 401, which the browser reports.
    browserErrors.expect(/^console: Failed to load resource: the server responded with a status of 401/);
    const advisor = await registeredAdvisor(page.request);
    await asOwnClient(page);
    await page.goto("/advisor");
    await expect(page).toHaveURL("/login?redirectTo=%2Fadvisor");
    await page.getByLabel("Email").fill(advisor.email);
    await page.getByLabel(/^Password/).fill("not the right password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("alert")).toContainText("The email or password is incorrect.");
    await page.getByLabel(/^Password/).fill(advisor.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL("/advisor");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome, Dana Reyes");
  });
});
