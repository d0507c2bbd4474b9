import type { Locator, Page } from "@playwright/test";
import { expect } from "./fixtures";

type SubmitLog = {
  clickAt: number | null;
  /** When the browser's own checks refused the form (its first `invalid` event). */
  invalidAt: number | null;
  /** Whether the form fired `submit`, which only a form that passed those checks does. */
  submitted: boolean;
  pendingAt: number | null;
  pendingWhileDisabled: boolean;
  idleAt: number | null;
  toasts: { title: string; description: string; destructive: boolean; at: number }[];
};

declare global {
  interface Window {
    submitLog?: SubmitLog;
  }
}

/**
 * Record, in the page's own clock, when the submit button is clicked, when the browser refuses
 * the form, when the button turns to its pending text, when it turns back, and when each toast
 * appears. Returns the delays from the click.
 */
export async function watchSubmit(page: Page, pendingText: string) {
  await page.evaluate((pending) => {
    const button = document.querySelector<HTMLButtonElement>("main form button[type=submit]")!;
    const log: SubmitLog = {
      clickAt: null,
      invalidAt: null,
      submitted: false,
      pendingAt: null,
      pendingWhileDisabled: false,
      idleAt: null,
      toasts: [],
    };
    window.submitLog = log;
    button.addEventListener("click", () => (log.clickAt = performance.now()), { capture: true });
    // `invalid` does not bubble: listen while it travels down to the field.
    button.form!.addEventListener("invalid", () => (log.invalidAt ??= performance.now()), { capture: true });
    button.form!.addEventListener("submit", () => (log.submitted = true), { capture: true });
    new MutationObserver(() => {
      const text = button.textContent?.trim();
      if (text === pending && log.pendingAt === null) {
        log.pendingAt = performance.now();
        log.pendingWhileDisabled = button.disabled;
      } else if (text !== pending && log.pendingAt !== null && log.idleAt === null) {
        log.idleAt = performance.now();
      }
    }).observe(button, { subtree: true, childList: true, characterData: true, attributes: true });
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll<HTMLElement>("[data-sonner-toast]")) {
        const title = toast.querySelector("[data-title]")?.textContent ?? "";
        if (!log.toasts.some((seen) => seen.title === title)) {
          const description = toast.querySelector("[data-description]")?.textContent ?? "";
          log.toasts.push({ title, description, destructive: toast.dataset.type === "error", at: performance.now() });
        }
      }
    }).observe(document.body, { subtree: true, childList: true });
  }, pendingText);

  return {
    /** Milliseconds from the click to the pending text, to its end, and to the first toast. */
    delays: () =>
      page.evaluate(() => {
        const log = window.submitLog!;
        const since = (at: number | null) => (at === null || log.clickAt === null ? null : at - log.clickAt);
        return {
          invalid: since(log.invalidAt),
          submitted: log.submitted,
          pending: since(log.pendingAt),
          pendingWhileDisabled: log.pendingWhileDisabled,
          idle: since(log.idleAt),
          toast: since(log.toasts[0]?.at ?? null),
          toasts: log.toasts.map(({ title, description, destructive }) => ({ title, description, destructive })),
        };
      }),
  };
}

/** The toast with this title. */
export function toast(page: Page, title: string): Locator {
  return page.locator("[data-sonner-toast]").filter({ has: page.locator("[data-title]", { hasText: title }) });
}

type Delays = Awaited<ReturnType<Awaited<ReturnType<typeof watchSubmit>>["delays"]>>;

/**
 * The button turned to its pending text and was disabled at once, and both the button's return
 * and the first toast came `delayMs` after the click, within 100 ms early to 600 ms late.
 */
export function expectPendingFor(delays: Delays, delayMs: number) {
  expect(delays.pending).toBeLessThan(200);
  expect(delays.pendingWhileDisabled).toBe(true);
  for (const measured of [delays.idle, delays.toast]) {
    expect(measured).toBeGreaterThanOrEqual(delayMs - 100);
    expect(measured).toBeLessThan(delayMs + 600);
  }
}
