// Every link a visitor can follow from a page (header and footer included) must reach a real
// page: an internal link that answers anything but 200 fails the page it is on. The advisor area
// (a model's fact sheet, the account) is for signed-in advisors: for a visitor a link into it
// must lead to sign-in and back.
import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./fixtures";

// The header's and footer's links are on every page: each address is asked once per worker.
const answers = new Map<string, Promise<{ status: number; location?: string }>>();

export async function expectInternalLinksAnswer(page: Page, request: APIRequestContext) {
  const hrefs = await page.locator("a[href]").evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  const targets = [
    ...new Set(
      hrefs
        .map((href) => new URL(href))
        .filter((url) => url.origin === origin)
        .map((url) => url.pathname + url.search),
    ),
  ];
  expect(targets.length, "internal links found").toBeGreaterThan(10);
  const broken: string[] = [];
  for (const target of targets) {
    if (!answers.has(target))
      answers.set(
        target,
        request.get(target, { maxRedirects: 0 }).then((response) => ({ status: response.status(), location: response.headers().location })),
      );
    const { status, location } = await answers.get(target)!;
    const toSignIn = status === 302 && location === `/login?redirectTo=${encodeURIComponent(target)}`;
    if ((target === "/advisor" || target.startsWith("/advisor/")) && toSignIn) continue;
    if (status !== 200) broken.push(`${target} -> ${status}`);
  }
  expect(broken).toEqual([]);
}
