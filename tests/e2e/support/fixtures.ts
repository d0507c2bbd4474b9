// Every spec imports `test` and `expect` from here. Each test watches every page it opens:
// console errors, uncaught page errors and Content-Security-Policy violations fail the test,
// unless the test declares the one it causes on purpose with `browserErrors.expect(/…/)`.
import { test as base, expect, type BrowserContext, type Page } from "@playwright/test";

type BrowserErrors = {
  /**
   * Declare an error this test causes on purpose (a refused request, a 404): errors matching
   * the pattern are allowed, and at least one must appear.
   */
  expect: (pattern: RegExp) => void;
  /** What was seen so far, one line each: `console: …`, `pageerror: …` or `csp: …`. */
  seen: () => readonly string[];
};

type Violation = { directive: string; blockedURI: string; documentURI: string; sample: string };

const REPORT_VIOLATION = "__reportSecurityPolicyViolation";

/** Runs in every frame before its own scripts: hands each CSP violation to the test. */
function reportViolations(binding: string) {
  document.addEventListener(
    "securitypolicyviolation",
    (event) => {
      const report = (window as unknown as Record<string, (violation: Violation) => void>)[binding];
      report?.({
        directive: event.effectiveDirective,
        blockedURI: event.blockedURI,
        documentURI: event.documentURI,
        sample: event.sample,
      });
    },
    { capture: true },
  );
}

function firstFrames(error: Error): string {
  const frames = (error.stack ?? "").split("\n").filter((line) => line.trim().startsWith("at "));
  return frames.length ? `\n${frames.slice(0, 6).join("\n")}` : "";
}

/** Where a context's watchers hand what they see: the running test's list, or nowhere between tests. */
type Watch = { sink: (line: string) => void };
const watched = new WeakMap<BrowserContext, Watch>();

/**
 * Watches every page of a context, once however many tests use it: console errors, uncaught
 * page errors (with the page's address and the first frames) and CSP violations.
 */
async function watchContext(context: BrowserContext): Promise<Watch> {
  const known = watched.get(context);
  if (known) return known;
  const watch: Watch = { sink: () => {} };
  watched.set(context, watch);
  await context.exposeBinding(REPORT_VIOLATION, (_source, violation: Violation) => {
    const blocked = violation.blockedURI || "(inline)";
    watch.sink(`csp: ${violation.directive} refused ${blocked} on ${violation.documentURI} ${violation.sample}`.trim());
  });
  await context.addInitScript(reportViolations, REPORT_VIOLATION);
  const watchPage = (page: Page) => {
    page.on("console", (message) => {
      if (message.type() === "error") watch.sink(`console: ${message.text()}`);
    });
    page.on("pageerror", (error) => watch.sink(`pageerror: ${error.message} on ${page.url()}${firstFrames(error)}`));
  };
  context.pages().forEach(watchPage);
  context.on("page", watchPage);
  return watch;
}

export const test = base.extend<{ browserErrors: BrowserErrors }>({
  browserErrors: [
    async ({ context }, use) => {
      const seen: string[] = [];
      const expected: RegExp[] = [];
      const watch = await watchContext(context);
      watch.sink = (line) => seen.push(line);

      await use({ expect: (pattern) => void expected.push(pattern), seen: () => [...seen] });

      watch.sink = () => {};
      const unexpected = seen.filter((line) => !expected.some((pattern) => pattern.test(line)));
      expect(unexpected, "console errors, page errors or CSP violations the test did not declare").toEqual([]);
      const missing = expected.filter((pattern) => !seen.some((line) => pattern.test(line)));
      expect(missing.map(String), "declared errors that never appeared").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Wait until the page is ready: React has hydrated it, so clicks reach React's handlers, or a page
 * that needs no script from React has run its own (docs/decisions/0028).
 */
export async function waitForReady(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.ready === "true");
}

/**
 * Wait until the page has laid out the parts it left out of its first layout
 * (app/lib/below-first-screen.ts), as it does soon after the paint.
 */
export async function waitForWholePage(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.laidOut === "true");
}

/** Open a path and wait until it is ready. */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForReady(page);
  return response;
}
