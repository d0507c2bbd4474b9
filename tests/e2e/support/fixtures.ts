import { test as base, expect, type Page } from "@playwright/test";

type Fixtures = {
  /** Console errors and page errors seen during the test; the test fails if any are left. */
  consoleErrors: string[];
};

export const test = base.extend<Fixtures>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    page.on("pageerror", (error) => errors.push(`pageerror: ${error.message}`));
    await use(errors);
    expect(errors, "console errors or page errors").toEqual([]);
  },
});

export { expect };

/** Wait until React has hydrated the page, so clicks reach React's handlers. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/** Open a path and wait for hydration. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForHydration(page);
  return response;
}
