// Staff for browser tests. The first admin's way in, as the firm's would go (`adminSignedIn`):
// invited with the real command (`npm run staff`) against the e2e server's database, the
// invitation read from the stored mails, the password set through the invitation page, and
// signed in through the sign-in screen. Tests about what staff do once in (`staffSignedInOn`)
// make them with the site's own code in that database instead: much quicker than a command,
// two pages and a form each.
import { execFileSync } from "node:child_process";
import type { Page } from "@playwright/test";
import { COMMAND_LINE } from "~/.server/staff/audit";
import { acceptInvitation, inviteStaff, type StaffRole } from "~/.server/staff/staff-accounts";
import { E2E_AUTH_SECRET } from "./auth-secret.js";
import { e2eDatabaseUrl, e2eDataDir } from "./database";
import { expect, open } from "./fixtures";
import { linkIn, mailTo, uniqueAddress } from "./mailbox";
import { asOwnClient } from "./sign-in";
import { accountLibrary, signInDirectly } from "./signed-in";

export const STAFF_PASSWORD = "amber lantern winter 73";

export type Storage = { DATA_DIR: string; DATABASE_URL?: string };
const baseURL = `http://localhost:${process.env.E2E_PORT ?? 4173}`;
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

/**
 * A new staff member (or admin) of the shared e2e server signed in on `page`, at /staff or at
 * `path`, the page the test goes on from: invited as the command line does (its audit entry and
 * mail), the password set with the mailed link's token, and a session from the auth library.
 * The sign-in form's own entry in the audit log is not written (staff-console.spec.ts signs in
 * through the form and finds it). Returns the address.
 */
export async function staffSignedInOn(page: Page, role: StaffRole, name: string = role, path = "/staff"): Promise<string> {
  const { db, caps, hashPassword } = await accountLibrary();
  const email = uniqueAddress(name);
  const invitation = await inviteStaff(db, { email, role }, baseURL, COMMAND_LINE, caps);
  if (invitation.status !== "invited") throw new Error(`the invitation answered ${invitation.status}`);
  const token = new URL(invitation.mail.link ?? "", baseURL).searchParams.get("token") ?? "";
  const accepted = await acceptInvitation({ db, hashPassword }, token, STAFF_PASSWORD);
  if (!accepted.ok) throw new Error(`the invitation could not be accepted: ${accepted.problem}`);
  await asOwnClient(page);
  await signInDirectly(page.context(), baseURL, { email, password: STAFF_PASSWORD });
  await open(page, path);
  return email;
}
