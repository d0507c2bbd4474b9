// Publishing a signal or a commentary article queues one mail to each follower through the
// outbox, inside the publishing transaction: the mails exist exactly when the publication does.
// The followers are read in one query and the mails and their delivery jobs written in chunks
// of a few hundred rows, so 2,000 followers take a handful of statements, not 4,000. Each mail's
// id is its Message-ID (outbox/mail-sender.ts): sent again after a crash, it keeps it.
import { randomUUID } from "node:crypto";
import { and, eq, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { advisorUsers, deliveries, mails, subscriptions } from "~/.server/db/schema";
import type { ComposedMail } from "~/.server/mail/compose";
import type { PublishedArticle, PublishedSignal } from "~/lib/content-desk/contract";
import { COMMENTARY, modelSubject, type Subject } from "./subscriptions";
import { commentaryMailParts, signalMailParts, type Recipient } from "./signal-mail";

/** The publishing transaction (or the database). */
export type FanOutWriter = Pick<Db, "insert" | "select">;

export type FanOutOptions = {
  /** The site's public address for the links (AccountServices.siteUrl, SITE_URL). */
  siteUrl: string;
  /** ADVISOR_APPROVAL=staff: only advisors the firm approved get mails. */
  approvalRequired: boolean;
};

export type FanOutResult = { queued: number; mailIds: string[] };

export const MAIL_PURPOSES = { signal: "signal", commentary: "commentary" } as const;

/** Rows per INSERT: 8 columns × 500 stays far below PostgreSQL's 65,535 parameters. */
const CHUNK = 500;

/** Those who follow `subject` now and whom the site counts as advisors (a verified address; approved under ADVISOR_APPROVAL=staff). */
async function followers(tx: FanOutWriter, subject: Subject, approvalRequired: boolean) {
  const counted: SQL | undefined = approvalRequired
    ? or(ne(advisorUsers.role, "advisor"), eq(advisorUsers.approval, "approved"))
    : undefined;
  return tx
    .select({ token: subscriptions.token, email: advisorUsers.email, firstName: advisorUsers.firstName })
    .from(subscriptions)
    .innerJoin(advisorUsers, eq(advisorUsers.id, subscriptions.advisorId))
    .where(and(eq(subscriptions.subject, subject), isNull(subscriptions.endedAt), eq(advisorUsers.emailVerified, true), counted))
    .orderBy(subscriptions.startedAt, subscriptions.id);
}

export const unsubscribeUrlOf = (siteUrl: string, token: string) => `${siteUrl}/unsubscribe/${token}`;

async function fanOut(
  tx: FanOutWriter,
  subject: Subject,
  purpose: string,
  publication: string,
  mailFor: (recipient: Recipient) => ComposedMail,
  options: FanOutOptions,
): Promise<FanOutResult> {
  const people = await followers(tx, subject, options.approvalRequired);
  const siteUrl = options.siteUrl.replace(/\/+$/, "");
  const mailIds: string[] = [];
  for (let start = 0; start < people.length; start += CHUNK) {
    const rows = people.slice(start, start + CHUNK).map((person) => {
      const unsubscribeUrl = unsubscribeUrlOf(siteUrl, person.token);
      const mail = mailFor({ firstName: person.firstName, unsubscribeUrl });
      return {
        id: randomUUID(),
        purpose,
        toAddress: person.email,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html,
        unsubscribeUrl,
        publication,
      };
    });
    await tx.insert(mails).values(rows);
    await tx.insert(deliveries).values(rows.map((row) => ({ id: row.id, kind: "bulk-mail" as const, nextAttemptAt: sql`now()` })));
    mailIds.push(...rows.map((row) => row.id));
  }
  return { queued: mailIds.length, mailIds };
}

/**
 * Queue the mail of a published signal to each follower of its model, in the publishing
 * transaction `tx`; `correction` names when the signal it corrects was first published.
 */
export function queueSignalMails(
  tx: FanOutWriter,
  signal: PublishedSignal,
  options: FanOutOptions,
  correction?: { corrects: Date },
): Promise<FanOutResult> {
  return fanOut(
    tx,
    modelSubject(signal.modelId),
    MAIL_PURPOSES.signal,
    signal.versionId,
    signalMailParts(signal, options.siteUrl.replace(/\/+$/, ""), correction?.corrects),
    options,
  );
}

/** Queue the mail of a published commentary article to each advisor who chose commentary, in the publishing transaction `tx`. */
export function queueCommentaryMails(tx: FanOutWriter, article: PublishedArticle, options: FanOutOptions): Promise<FanOutResult> {
  return fanOut(
    tx,
    COMMENTARY,
    MAIL_PURPOSES.commentary,
    article.versionId,
    commentaryMailParts(article, options.siteUrl.replace(/\/+$/, "")),
    options,
  );
}
