// Tables of the firm's side (docs/decisions/0016): the audit log of every staff action, the
// state the staff give each lead (a contact message or a registration) with its notes, and the
// approvals relayed to the firm's webhook.
import { bigint, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/**
 * What staff did, who and when. The site only ever inserts here: no page or command edits or
 * deletes a row, and the database refuses UPDATE, DELETE and TRUNCATE (a trigger). The actor is
 * kept by address too, so a row outlives the actor's account. Each row carries its place in the
 * chain and the hash of the row before it, both set by the database on insert
 * (drizzle/*_staff_audit_chain.sql, app/.server/staff/audit-chain.ts).
 */
export const staffAudit = pgTable(
  "staff_audit",
  {
    id: uuid("id").primaryKey(),
    at: moment("at").notNull().defaultNow(),
    /** The staff account, or null for the command line. */
    actorId: text("actor_id"),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    /** What the action was about: `lead`, `delivery`, `advisor`, `staff`, `leads` (an export). */
    subjectType: text("subject_type"),
    subjectId: text("subject_id"),
    /** A short description of the change (status from and to, a note's length, the filter of an export). */
    detail: text("detail").notNull().default(""),
    /**
     * The entry's place in the chain, 1 for the first: set by the insert trigger, never by the
     * site. Unique by an index the chain's migration makes once the earlier entries are numbered.
     */
    seq: bigint("seq", { mode: "number" }).notNull().default(0),
    /** The hash of the entry before (64 zeros for the first): set by the insert trigger. */
    prevHash: text("prev_hash").notNull().default(""),
    /** SHA-256 of this entry's canonical form, its place and `prev_hash`: set by the insert trigger. */
    hash: text("hash").notNull().default(""),
  },
  (table) => [index("staff_audit_at_idx").on(table.at), index("staff_audit_subject_idx").on(table.subjectId)],
);

export const leadKinds = ["contact", "registration"] as const;
export type LeadKind = (typeof leadKinds)[number];
export const leadStatuses = ["new", "contacted", "closed"] as const;
export type LeadStatus = (typeof leadStatuses)[number];

/** The staff's state of a lead (a contact message or a registration, same id); a lead without a row is new. */
export const leadStates = pgTable("lead_states", {
  leadId: uuid("lead_id").primaryKey(),
  kind: text("kind", { enum: leadKinds }).notNull(),
  status: text("status", { enum: leadStatuses }).notNull().default("new"),
  assigneeId: text("assignee_id"),
  updatedAt: moment("updated_at").notNull().defaultNow(),
});

/** Notes the staff wrote on a lead, newest last. */
export const leadNotes = pgTable(
  "lead_notes",
  {
    id: uuid("id").primaryKey(),
    leadId: uuid("lead_id").notNull(),
    authorId: text("author_id"),
    authorEmail: text("author_email").notNull(),
    body: text("body").notNull(),
    createdAt: moment("created_at").notNull().defaultNow(),
  },
  (table) => [index("lead_notes_lead_idx").on(table.leadId, table.createdAt)],
);

/** The mails staff sent to answer a lead, kept with the lead (the mail itself goes through the outbox, `mailId`). */
export const leadReplies = pgTable(
  "lead_replies",
  {
    id: uuid("id").primaryKey(),
    leadId: uuid("lead_id").notNull(),
    authorId: text("author_id"),
    authorEmail: text("author_email").notNull(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    mailId: uuid("mail_id").notNull(),
    createdAt: moment("created_at").notNull().defaultNow(),
  },
  (table) => [index("lead_replies_lead_idx").on(table.leadId, table.createdAt)],
);

/** Each approval decision as the firm's webhook receives it (its delivery has the same id); kept when the account is deleted. */
export const advisorApprovals = pgTable("advisor_approvals", {
  id: uuid("id").primaryKey(),
  userId: text("user_id").notNull(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  email: text("email").notNull(),
  firmName: text("firm_name").notNull(),
  crdNumber: text("crd_number"),
  decision: text("decision").notNull(),
  decidedAt: moment("decided_at").notNull(),
  source: text("source").notNull(),
  /** The staff member's note on the decision, kept when the account is deleted (not sent to the webhook). */
  note: text("note"),
});
