// Queues a mail in the caller's transaction: the mail and its delivery job are written together
// with whatever the mail is about, so a mail is never promised and then lost.
import { randomUUID } from "node:crypto";
import type { Db } from "~/.server/db/database";
import { log } from "~/.server/log";
import type { Settings } from "~/.server/settings";
import { mails } from "~/.server/db/schema";
import { enqueue } from "~/.server/outbox/delivery-queue";
import type { ComposedMail } from "./compose";

type Writer = Pick<Db, "insert">;

export type QueuedMail = { id: string; purpose: string; link?: string };

/** Store `mail` for `to` with its delivery job; `link` is only returned, for the development log. */
export async function queueMail(tx: Writer, to: string, purpose: string, mail: ComposedMail, link?: string): Promise<QueuedMail> {
  const id = randomUUID();
  await tx.insert(mails).values({ id, purpose, toAddress: to, subject: mail.subject, textBody: mail.text, htmlBody: mail.html });
  await enqueue(tx, id, "mail");
  return { id, purpose, link };
}

/** Development only, without SMTP: log the link of a stored mail, the way to find it (npm run mail shows it too). */
export function logStoredMailLink(settings: Pick<Settings, "SMTP_URL" | "NODE_ENV">, mail: QueuedMail): void {
  if (settings.SMTP_URL || settings.NODE_ENV === "production") return;
  log("info", "mail.stored", { mailId: mail.id, purpose: mail.purpose, ...(mail.link ? { link: mail.link } : {}) });
}
