import type { Page } from "@playwright/test";
import { open } from "./fixtures";

let clients = 0;

/**
 * Play a visitor of its own (through the trusted proxy's X-Forwarded-For), so the sign-in
 * limit per client address counts this test's attempts only.
 */
export async function asOwnClient(page: Page) {
  clients += 1;
  await page.setExtraHTTPHeaders({ "X-Forwarded-For": `10.${process.pid % 250}.${Math.floor(clients / 250)}.${clients % 250}` });
}

/** Headers of a request from a client address of its own (for `request.post`). */
export function ownClientHeaders(): Record<string, string> {
  clients += 1;
  return { "X-Forwarded-For": `10.${(process.pid % 250) + 1}.${Math.floor(clients / 250)}.${clients % 250}` };
}

/** Sign in through the login screen and wait for the advisor area. */
export async function signInAs(page: Page, email: string, password: string) {
  await asOwnClient(page);
  await open(page, "/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL("/advisor");
}
