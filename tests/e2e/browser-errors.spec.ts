// The check every test runs (support/fixtures.ts): console errors, page errors and
// Content-Security-Policy violations fail a test unless it declares them.
import { expect, open, test } from "./support/fixtures";

test("a Content-Security-Policy violation in the page is recorded with its directive", async ({ page, browserErrors }) => {
  browserErrors.expect(/elsewhere\.example/);
  await open(page, "/about");
  // The policy allows images from the site itself only.
  await page.evaluate(() => {
    const image = document.createElement("img");
    image.src = "https://elsewhere.example/pixel.png";
    document.body.append(image);
  });
  await expect
    .poll(() => browserErrors.seen())
    .toContainEqual(expect.stringMatching(/^csp: img-src refused https:\/\/elsewhere\.example\/pixel\.png on http/));
});

// These tests must fail, and only through the check: each waits for the page's own event, which
// the check has recorded by then (its listener came first), and asserts nothing else.
test("a console error the test did not declare fails it", async ({ page }) => {
  test.fail();
  await open(page, "/about");
  const logged = page.waitForEvent("console");
  await page.evaluate(() => console.error("Something went wrong"));
  await logged;
});

test("an uncaught error in the page fails the test that did not declare it", async ({ page }) => {
  test.fail();
  await open(page, "/about");
  const thrown = page.waitForEvent("pageerror");
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error("Unhandled in the page");
    });
  });
  await thrown;
});

test("a declared error that never appears fails the test", async ({ page, browserErrors }) => {
  test.fail();
  browserErrors.expect(/status of 500/);
  await open(page, "/about");
});

test("a cancelled request that nothing awaits is not reported; any other unhandled rejection is", async ({ page, browserErrors }) => {
  browserErrors.expect(/^pageerror: Not a cancellation/);
  // A page that hydrates: the router's requests are React's.
  await open(page, "/contact");
  const reported = page.waitForEvent("pageerror");
  await page.evaluate(() => {
    // What the router's cancelled navigation leaves behind, then an ordinary failure after it.
    const controller = new AbortController();
    controller.abort();
    void Promise.reject(controller.signal.reason);
    setTimeout(() => void Promise.reject(new Error("Not a cancellation")));
  });
  await reported;
  expect(browserErrors.seen().filter((line) => line.startsWith("pageerror"))).toEqual([
    expect.stringMatching(/^pageerror: Not a cancellation/),
  ]);
});
