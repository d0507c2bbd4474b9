// Reads the mails the e2e server stored (it runs without SMTP_URL) straight from its database,
// as `npm run mail` does.
import { listMails, type StoredMail } from "~/.server/mail/stored-mails";
import { e2eDatabase } from "./database";

/** The newest mail of `purpose` to `address`, waiting for it to be stored. */
export async function mailTo(address: string, purpose: string, timeoutMs = 10_000): Promise<StoredMail> {
  const { db } = await e2eDatabase();
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

/** An address no other test uses. */
export const uniqueAddress = (name: string) => `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@advisors.example`;
