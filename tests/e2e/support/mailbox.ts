// Reads the mails the e2e server (or a test's own server) stored (they run without SMTP_URL)
// straight from its database, as `npm run mail` does.
import { listMails, type StoredMail } from "~/.server/mail/stored-mails";
import type { APIRequestContext } from "@playwright/test";
import type { Db } from "~/.server/db/database";
import { e2eDatabase } from "./database";
import { ownClientHeaders } from "./sign-in";

/** The newest mail of `purpose` to `address`, waiting for it to be stored. */
export async function mailTo(address: string, purpose: string, timeoutMs = 10_000): Promise<StoredMail> {
  return mailIn((await e2eDatabase()).db, address, purpose, timeoutMs);
}

/** The newest mail of `purpose` to `address` in database `db`, waiting for it to be stored. */
export async function mailIn(db: Db, address: string, purpose: string, timeoutMs = 10_000): Promise<StoredMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = (await listMails(db, 200)).find((stored) => stored.to === address.toLowerCase() && stored.purpose === purpose);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no ${purpose} mail for the address`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The path and query of the first link of the site in a mail ("/verify-email?token=…"). */
export function linkIn(mail: Pick<StoredMail, "text">, pathname: string): string {
  const match = new RegExp(`https?://[^/\\s]+(${pathname.replace("/", "\\/")}\\?token=[A-Za-z0-9_-]+)`).exec(mail.text ?? "");
  if (!match) throw new Error(`no ${pathname} link in the mail`);
  return match[1]!;
}

/** Confirm a mailed verification link as its page's button does (opening it changes nothing). */
export async function confirmLink(request: { post: APIRequestContext["post"] }, link: string): Promise<void> {
  const token = new URL(link, "http://site.invalid").searchParams.get("token") ?? "";
  // From a client address of its own: the per-client limit of posts counts this test's alone.
  const response = await request.post(link, { form: { token }, headers: ownClientHeaders() });
  if (!response.ok()) throw new Error(`confirming the link answered ${response.status()}`);
}

/** An address no other test uses. */
export const uniqueAddress = (name: string) =>
  `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@advisors.example`;
