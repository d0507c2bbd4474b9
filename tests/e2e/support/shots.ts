// Screenshots for a person to look at (the desk's screens, a signal's mail, the account page),
// not checks: taken only when E2E_SHOTS is set (`E2E_SHOTS=1 npx playwright test …`), since a
// full-page screenshot costs about a second of a busy machine and proves nothing by itself.
import type { Locator, Page } from "@playwright/test";

/** Save a screenshot of `target` at `path` when E2E_SHOTS is set; the whole page with `fullPage`. */
export async function lookAt(target: Page | Locator, path: string, { fullPage = false } = {}): Promise<void> {
  if (!process.env.E2E_SHOTS) return;
  if ("goto" in target) await target.screenshot({ path, fullPage });
  else await target.screenshot({ path });
}
