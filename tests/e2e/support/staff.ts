// Staff for browser tests: invited with the real command (`npm run staff`) against the e2e
// server's database, the invitation read from the stored mails, the password set through the
// invitation page, and signed in through the sign-in screen, as the firm's first admin would.
import { execFileSync } from "node:child_process";
import type { Page } from "@playwright/test";
import { E2E_AUTH_SECRET } from "./auth-secret.js";
import { e2eDatabaseUrl, e2eDataDir } from "./database";
import { expect, open } from "./fixtures";
import { linkIn, mailTo, uniqueAddress } from "./mailbox";
import { asOwnClient } from "./sign-in";

export const STAFF_PASSWORD = "amber lantern winter 73";

export type Storage = { DATA_DIR: string; DATABASE_URL?: string };
const e2eStorage = (): Storage => ({ DATA_DIR: e2eDataDir, DATABASE_URL: e2eDatabaseUrl() });

/** `npm run staff -- …args` on a server's storage (the shared e2e server's by default); its output. */
export function staffCommand(args: string[], storage: Storage = e2eStorage()): string {
  return execFileSync(process.execPath, ["scripts/staff.js", ...args], {
    env: { ...process.env, NODE_ENV: "production", AUTH_SECRET: E2E_AUTH_SECRET, ...storage },
    encoding: "utf8",
  });
}

/** Set the invited account's password through the mailed link's page, then sign in; ends on /staff. */
export async function acceptAndSignIn(page: Page, email: string, invitationLink: string) {
  await asOwnClient(page);
  await open(page, invitationLink);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Set Your Password");
  await page.getByLabel("New password").fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Set Password" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Password Set");
  await page.getByRole("link", { name: "Go to sign in" }).click();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel(/^Password/).fill(STAFF_PASSWORD);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(/\/staff$/);
}

/** A new admin of the shared e2e server, invited from the command line and signed in on `page`. */
export async function adminSignedIn(page: Page, name = "admin"): Promise<string> {
  const email = uniqueAddress(name);
  expect(staffCommand(["invite", email, "--role", "admin"])).toContain(`Invited ${email} as admin`);
  await acceptAndSignIn(page, email, linkIn(await mailTo(email, "staff-invitation"), "/accept-invitation"));
  return email;
}
