// The mails of the outbox, newest first, for `npm run mail`: what was queued, for whom, and
// whether it was handed to the SMTP server. A delivered mail's body is kept, its link removed.
import { desc, eq } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { deliveries, mails, type DeliveryStatus } from "~/.server/db/schema";

export type StoredMail = {
  id: string;
  purpose: string;
  to: string;
  subject: string;
  createdAt: string;
  text: string | null;
  delivery: { status: DeliveryStatus; attempts: number; lastError: string | null; deliveredAt: string | null };
};

export const MAX_MAIL_LIST = 1000;

export async function listMails(db: Db, limit = 100): Promise<StoredMail[]> {
  const rows = await db
    .select()
    .from(mails)
    .innerJoin(deliveries, eq(deliveries.id, mails.id))
    .orderBy(desc(mails.createdAt), desc(mails.id))
    .limit(Math.max(1, Math.min(limit, MAX_MAIL_LIST)));
  return rows.map(({ mails: mail, deliveries: delivery }) => ({
    id: mail.id,
    purpose: mail.purpose,
    to: mail.toAddress,
    subject: mail.subject,
    createdAt: mail.createdAt.toISOString(),
    text: mail.textBody,
    delivery: {
      status: delivery.status,
      attempts: delivery.attempts,
      lastError: delivery.lastError,
      deliveredAt: delivery.deliveredAt?.toISOString() ?? null,
    },
  }));
}
