// Hands a mail of the outbox to the SMTP server of SMTP_URL (nodemailer), then keeps its bodies
// with their links replaced by a marker (mail/remove-links.ts): a link stays in the database only
// while its mail is undelivered. nodemailer (about 25 MiB once loaded) is loaded with the first
// mail, not at start. Each mail's Message-ID is made of its id, so a mail sent again after a
// crash carries the same one; a mail to followers carries its one-click unsubscribe headers
// (RFC 8058), whose address is replaced by the marker with the bodies' links once sent.
import { eq } from "drizzle-orm";
import type { Transporter } from "nodemailer";
import type { Db } from "~/.server/db/database";
import { mails } from "~/.server/db/schema";
import { withoutLinks } from "~/.server/mail/remove-links";
import { describeNetworkError, type Outcome } from "./outcome";

export type MailOptions = { smtpUrl: string; from: { name: string; address: string }; timeoutMs: number };

export type MailSender = { send: (db: Db, id: string) => Promise<Outcome>; close: () => void };

/** `<mail id@sender's domain>`: the same for every attempt to send one mail. */
export const messageIdOf = (id: string, from: string) => `<${id}@${from.slice(from.lastIndexOf("@") + 1) || "localhost"}>`;

export function createMailSender(options: MailOptions): MailSender {
  const url = new URL(options.smtpUrl);
  let transport: Transporter | undefined;
  const open = async () =>
    (transport ??= (await import("nodemailer")).default.createTransport({
      host: url.hostname,
      port: url.port ? Number(url.port) : url.protocol === "smtps:" ? 465 : 587,
      secure: url.protocol === "smtps:",
      auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
      connectionTimeout: options.timeoutMs,
      greetingTimeout: options.timeoutMs,
      socketTimeout: options.timeoutMs,
    }));
  return {
    async send(db, id) {
      const [mail] = await db.select().from(mails).where(eq(mails.id, id));
      // Deleted with its account, or already sent by a worker that died before marking it (a
      // mail stored before bodies were kept has none left).
      if (!mail || mail.linksRemovedAt !== null || mail.textBody === null) return { ok: true };
      const headers = mail.unsubscribeUrl
        ? { "List-Unsubscribe": `<${mail.unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" }
        : undefined;
      try {
        await (
          await open()
        ).sendMail({
          from: options.from,
          to: mail.toAddress,
          subject: mail.subject,
          text: mail.textBody,
          html: mail.htmlBody ?? undefined,
          messageId: messageIdOf(id, options.from.address),
          ...(headers ? { headers } : {}),
        });
      } catch (error) {
        // nodemailer's errors name the server's answer (codes, "Greeting never received"),
        // never the mail's content; the recipient is left out.
        const code = (error as { responseCode?: number }).responseCode;
        return { ok: false, error: code ? `SMTP ${code}` : describeNetworkError(error) };
      }
      await db
        .update(mails)
        .set({
          textBody: withoutLinks(mail.textBody),
          htmlBody: withoutLinks(mail.htmlBody),
          unsubscribeUrl: withoutLinks(mail.unsubscribeUrl),
          linksRemovedAt: new Date(),
        })
        .where(eq(mails.id, id));
      return { ok: true };
    },
    close: () => transport?.close(),
  };
}
