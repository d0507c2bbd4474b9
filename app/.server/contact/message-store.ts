// Contact messages in the database: accepting one (message and delivery job in a single
// transaction) and reading them back for the firm.
import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { contactMessages, deliveries, type DeliveryStatus } from "~/.server/db/schema";
import { enqueue } from "~/.server/outbox/delivery-queue";
import type { ContactMessageInput } from "~/lib/schemas/contact-message";

export const CONTACT_SOURCE = "Contact Form";

/** The JSON body the webhook receives (spec section 7, call 1). */
export type WebhookPayload = ContactMessageInput & { timestamp: string; source: string };

export type StoredMessage = {
  id: string;
  payload: WebhookPayload;
  delivery: {
    status: DeliveryStatus;
    attempts: number;
    nextAttemptAt: string | null;
    lastError: string | null;
    deliveredAt: string | null;
  };
};

type MessageRow = typeof contactMessages.$inferSelect;

export function toPayload(row: MessageRow): WebhookPayload {
  return {
    name: row.name,
    email: row.email,
    firmName: row.firmName,
    phoneNumber: row.phoneNumber,
    subject: row.subject as WebhookPayload["subject"],
    message: row.message,
    isFinancialAdvisor: row.isFinancialAdvisor,
    timestamp: row.submittedAt.toISOString(),
    source: row.source,
  };
}

/**
 * Store a checked message and its delivery job in one transaction. When this resolves the
 * message is durable; only then may the visitor be told it was sent.
 */
export async function saveMessage(db: Db, input: ContactMessageInput, now = new Date()): Promise<{ id: string }> {
  const id = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({ id, ...input, submittedAt: now, source: CONTACT_SOURCE });
    await enqueue(tx, id, "contact-webhook");
  });
  return { id };
}

/** The most messages one listing returns. */
export const MAX_LIST_LIMIT = 1000;

/** Stored messages with their delivery state, newest first (at most MAX_LIST_LIMIT). */
export async function listMessages(db: Db, limit = 100): Promise<StoredMessage[]> {
  const rows = await db
    .select()
    .from(contactMessages)
    .innerJoin(deliveries, eq(deliveries.id, contactMessages.id))
    .orderBy(desc(contactMessages.submittedAt), desc(contactMessages.id))
    .limit(Math.max(1, Math.min(limit, MAX_LIST_LIMIT)));
  return rows.map(({ contact_messages: message, deliveries: delivery }) => ({
    id: message.id,
    payload: toPayload(message),
    delivery: {
      status: delivery.status,
      attempts: delivery.attempts,
      nextAttemptAt: delivery.status === "pending" ? delivery.nextAttemptAt.toISOString() : null,
      lastError: delivery.lastError,
      deliveredAt: delivery.deliveredAt?.toISOString() ?? null,
    },
  }));
}
