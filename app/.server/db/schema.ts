// Tables of the site's own database. One schema serves the embedded database (PGlite) and
// PostgreSQL; `npx drizzle-kit generate` writes the migrations under drizzle/.
import { boolean, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import {
  advisorCredentials,
  advisorRegistrations,
  advisorSessions,
  advisorUsers,
  authVerifications,
  mails,
  siteSecrets,
  accountRequests,
  verificationLinks,
} from "./account-schema";
import { zoneDatasets } from "./dataset-schema";
import { savedViews, suitabilityRecords, suitabilityReviews } from "./saved-view-schema";
import { advisorApprovals, leadNotes, leadReplies, leadStates, staffAudit } from "./staff-schema";
import { advisorVisits } from "./advisor-visit-schema";
import { documentDownloads, keptDocuments } from "./document-schema";
import { recoveryCodes } from "./recovery-code-schema";
import { contentChanges, contentPageCaptures, contentReviews, contentVersions } from "./content-schema";
import { subscriptions } from "./subscription-schema";
import { siteReleases } from "./release-schema";

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * Every contact message a visitor sent, as it was accepted. Kept until the firm deletes it
 * (`npm run messages -- --delete-older-than` or `--delete`); the site never does on its own.
 */
export const contactMessages = pgTable("contact_messages", {
  id: uuid("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  firmName: text("firm_name").notNull(),
  phoneNumber: text("phone_number").notNull(),
  subject: text("subject").notNull(),
  message: text("message").notNull(),
  isFinancialAdvisor: boolean("is_financial_advisor").notNull(),
  /** The `timestamp` of the payload: when the site accepted the message. */
  submittedAt: moment("submitted_at").notNull(),
  source: text("source").notNull(),
});

export const deliveryStatuses = ["pending", "delivered", "failed"] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/**
 * What a delivery job carries: a contact message or a verified registration to the firm's
 * webhook, a mail to an advisor, or an account request the server works off itself (a
 * forgotten password). One queue and one worker serve every kind. A `bulk-mail` is a mail to
 * the followers of a publication (a signal, commentary), sent at MAIL_SEND_PER_MINUTE after the
 * account mails.
 */
export const deliveryKinds = [
  "contact-webhook",
  "registration-webhook",
  "approval-webhook",
  "mail",
  "bulk-mail",
  "account-request",
] as const;
export type DeliveryKind = (typeof deliveryKinds)[number];

/**
 * The durable delivery jobs, each written in the same transaction as what it delivers (whose
 * row has the same id: a contact message, a registration or a mail).
 */
export const deliveries = pgTable(
  "deliveries",
  {
    id: uuid("id").primaryKey(),
    kind: text("kind", { enum: deliveryKinds }).notNull(),
    status: text("status", { enum: deliveryStatuses }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: moment("next_attempt_at").notNull().defaultNow(),
    /** While set and in the future, one relay worker owns the job. */
    leaseUntil: moment("lease_until"),
    lastError: text("last_error"),
    deliveredAt: moment("delivered_at"),
    updatedAt: moment("updated_at").notNull().defaultNow(),
  },
  (table) => [index("deliveries_due_idx").on(table.kind, table.status, table.nextAttemptAt)],
);

/**
 * Requests counted per client and purpose in fixed windows, shared by every server process on
 * one database. The key is a hash: client addresses are not stored.
 */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    hits: integer("hits").notNull(),
    resetAt: moment("reset_at").notNull(),
    /** A hash of what several windows are about (one account's failures from every client), to clear them together. */
    subject: text("subject"),
  },
  (table) => [index("rate_limits_reset_idx").on(table.resetAt), index("rate_limits_subject_idx").on(table.subject)],
);

export * from "./account-schema";
export * from "./dataset-schema";
export * from "./saved-view-schema";
export * from "./staff-schema";
export * from "./advisor-visit-schema";
export * from "./document-schema";
export * from "./recovery-code-schema";
export * from "./content-schema";
export * from "./release-schema";
export * from "./subscription-schema";

export const schema = {
  contactMessages,
  deliveries,
  rateLimits,
  advisorUsers,
  advisorSessions,
  advisorCredentials,
  authVerifications,
  verificationLinks,
  advisorRegistrations,
  mails,
  siteSecrets,
  accountRequests,
  zoneDatasets,
  savedViews,
  suitabilityRecords,
  suitabilityReviews,
  staffAudit,
  leadStates,
  leadNotes,
  leadReplies,
  advisorApprovals,
  advisorVisits,
  documentDownloads,
  keptDocuments,
  recoveryCodes,
  contentVersions,
  contentChanges,
  contentPageCaptures,
  contentReviews,
  subscriptions,
  siteReleases,
};
