// Answering a lead by mail from its page: the mail goes through the outbox, and the reply is kept
// with the lead and recorded in the audit log, all in one transaction.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { leadReplies } from "~/.server/db/schema";
import { queueMail, type QueuedMail } from "~/.server/mail/outbox";
import { auditActions, recordAudit, type Actor } from "./audit";
import { leadReplyMail } from "./staff-mails";

export type LeadReply = { id: string; author: string; to: string; subject: string; body: string; at: string };

/** Mail `reply` to the lead's address and keep it with the lead; the outbox sends it. */
export async function replyToLead(
  db: Db,
  lead: { id: string; name: string; email: string },
  reply: { subject: string; message: string },
  actor: Actor,
): Promise<QueuedMail> {
  const to = lead.email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const now = new Date();
    const mail = await queueMail(tx, to, "lead-reply", leadReplyMail(lead.name, reply.subject, reply.message, actor.email));
    await tx.insert(leadReplies).values({
      id: randomUUID(),
      leadId: lead.id,
      authorId: actor.id,
      authorEmail: actor.email,
      toAddress: to,
      subject: reply.subject,
      body: reply.message,
      mailId: mail.id,
      createdAt: now,
    });
    await recordAudit(
      tx,
      actor,
      {
        action: auditActions.reply,
        subjectType: "lead",
        subjectId: lead.id,
        detail: `mail ${mail.id}, ${reply.message.length} characters`,
      },
      now,
    );
    return mail;
  });
}

/** The replies sent to a lead, oldest first. */
export async function repliesOf(db: Db, leadId: string): Promise<LeadReply[]> {
  const rows = await db.select().from(leadReplies).where(eq(leadReplies.leadId, leadId)).orderBy(leadReplies.createdAt);
  return rows.map((row) => ({
    id: row.id,
    author: row.authorEmail,
    to: row.toAddress,
    subject: row.subject,
    body: row.body,
    at: row.createdAt.toISOString(),
  }));
}
