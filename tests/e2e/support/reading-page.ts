// One page per worker (one for each set of context options a test asks for) for the tests that
// use the site as a signed-out visitor in one tab. Each test's own context and page cost a
// renderer process, and the site's opener policy a second one on the first visit: about 0.75 s
// of processor time a test on this machine, more than many of these tests spend on what they
// check. Before each test the cookies and the site's storage are cleared, the extra headers
// dropped, print emulation ended, the viewport set to the test's and the pointer moved to the
// corner. The watch on console errors, page errors and CSP violations is the same as for every
// test (fixtures.ts).
//
// A test that signs in, routes requests, listens to the page's events, opens a second page or
// goes back through its own history uses `test`. A test that fails ends its worker, and the
// next worker starts with new pages.
import { devices, type BrowserContext, type Page } from "@playwright/test";
import { baseURL } from "./base-url.js";
import { test } from "./fixtures";

type Reading = { context: BrowserContext; page: Page };
type Options = { javaScriptEnabled: boolean; hasTouch: boolean };

const { viewport: projectViewport, userAgent, deviceScaleFactor } = devices["Desktop Chrome"];

export const readingTest = test.extend<{ reading: Reading }, { readingPages: (options: Options) => Promise<Reading> }>({
  readingPages: [
    async ({ browser }, use) => {
      const opened = new Map<string, Promise<Reading>>();
      await use((options) => {
        const key = JSON.stringify(options);
        if (!opened.has(key)) {
          opened.set(
            key,
            browser
              .newContext({ baseURL, viewport: projectViewport, userAgent, deviceScaleFactor, ...options })
              .then(async (context) => ({ context, page: await context.newPage() })),
          );
        }
        return opened.get(key)!;
      });
      for (const reading of opened.values()) await (await reading).context.close();
    },
    { scope: "worker" },
  ],
  reading: async ({ readingPages, javaScriptEnabled, hasTouch, isMobile }, use) => {
    if (isMobile) throw new Error("The reading pages are not mobile: a test that emulates a phone's browser uses `test`.");
    await use(await readingPages({ javaScriptEnabled: javaScriptEnabled !== false, hasTouch: hasTouch === true }));
  },
  context: async ({ reading }, use) => {
    await use(reading.context);
  },
  page: async ({ reading, viewport }, use) => {
    const { context, page } = reading;
    await context.clearCookies();
    // The first test finds the page blank, which has no storage of the site's; without
    // JavaScript the page runs no script of its own, but the test's evaluation still can.
    if (page.url().startsWith(baseURL)) {
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
    }
    await page.setExtraHTTPHeaders({});
    await page.emulateMedia({ media: null });
    await page.setViewportSize(viewport ?? projectViewport);
    // Where the last test left the pointer, the next page would be hovered (a menu opening).
    await page.mouse.move(0, 0);
    await use(page);
  },
});
