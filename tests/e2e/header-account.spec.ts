// The header's account buttons before the session has answered, and after Back or Forward brings a
// page back from the browser's back/forward cache (app/lib/document-account.ts, sign-in-change.ts).
import type { BrowserContext, Page } from "@playwright/test";
import { expect, open, test } from "./support/fixtures";

const signInHint = (context: BrowserContext, url: string) => context.addCookies([{ name: "advisor_hint", value: "1", url }]);

test("a signed-in browser never sees Login and Sign Up on a page that hydrates, while its scripts load", async ({
  page,
  context,
  baseURL,
}) => {
  await signInHint(context, baseURL!);
  await page.route("**/session.json", (route) => route.fulfill({ json: { signedIn: true, name: "Dana Reyes", firmName: "Reyes Wealth" } }));
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  await page.route("**/assets/**/*.js", async (route) => {
    await scriptsHeld;
    await route.continue();
  });
  await page.goto("/contact", { waitUntil: "domcontentloaded" });
  const bar = page.getByRole("banner").locator("[data-slot=account-signed-out]").first();
  // There, in the server's HTML, and hidden from the first paint on.
  const login = bar.getByRole("link", { name: "Login", includeHidden: true });
  await expect(login).toBeAttached();
  await expect(login).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.dataset.ready)).toBeUndefined();
  releaseScripts();
  await expect(page.getByRole("banner").locator("[data-slot=account-signed-in]").first()).toContainText("Dana Reyes");
});

/** Fire what the browser fires when it leaves a page for its back/forward cache and brings it back. */
const leaveAndReturn = (page: Page) => page.evaluate(() => window.dispatchEvent(new PageTransitionEvent("pagehide", { persisted: true })));
const comeBack = (page: Page) => page.evaluate(() => window.dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true })));

// / needs no script from React (its own script listens); /contact hydrates (React's root does).
for (const path of ["/", "/contact"]) {
  test(`${path} brought back after a sign-in elsewhere is loaded again; brought back unchanged, it is kept`, async ({
    page,
    context,
    baseURL,
  }) => {
    const loads: string[] = [];
    page.on("load", () => loads.push(page.url()));
    await open(page, path);
    await expect.poll(() => loads.length).toBe(1);

    // Back and Forward with nothing changed: the page stays as it was.
    await leaveAndReturn(page);
    await comeBack(page);
    // Signed in on another page meanwhile: the hint changed, so the page is loaded again.
    await leaveAndReturn(page);
    await signInHint(context, baseURL!);
    await comeBack(page);
    await expect.poll(() => loads.length).toBe(2);
    // One load for the change and none for the unchanged return: the record has the first and this one.
    await page.waitForFunction(() => document.documentElement.dataset.ready === "true");
    expect(loads).toHaveLength(2);
  });
}
