// Views an advisor saved for a client: a short label of the advisor's choosing (never the
// client's full name), an optional note, the views in the order they were shown and the
// version of the zone data each was shown from. They go with the advisor's account.
import { sql } from "drizzle-orm";
import { check, index, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { SAVED_VIEW_LABEL_MAX, SAVED_VIEW_NOTE_MAX } from "../../lib/saved-view-limits";
import { advisorUsers } from "./account-schema";

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const savedViews = pgTable(
  "saved_views",
  {
    id: uuid("id").primaryKey(),
    advisorId: text("advisor_id")
      .notNull()
      .references(() => advisorUsers.id, { onDelete: "cascade" }),
    label: text("label").notNull(),
    note: text("note").notNull().default(""),
    /** View keys in order, comma-separated: `3-qualified,5-qualified` (1 to 4). */
    viewKeys: text("view_keys").notNull(),
    /** The `dataVersion` of each view, in the same order, comma-separated. */
    dataVersions: text("data_versions").notNull(),
    /**
     * The suitability record of a view saved from a questionnaire result: the answers, the
     * suggested and chosen zones, the reason for choosing another and when (lib/schemas/suitability).
     */
    suitability: jsonb("suitability"),
    createdAt: moment("created_at").notNull().defaultNow(),
    updatedAt: moment("updated_at").notNull().defaultNow(),
  },
  (table) => [
    index("saved_views_advisor_created_idx").on(table.advisorId, table.createdAt),
    check("saved_views_label_length", sql`char_length(${table.label}) BETWEEN 1 AND ${sql.raw(String(SAVED_VIEW_LABEL_MAX))}`),
    check("saved_views_note_length", sql`char_length(${table.note}) <= ${sql.raw(String(SAVED_VIEW_NOTE_MAX))}`),
  ],
);

/**
 * The suitability record of each view saved from a questionnaire result, kept apart from the
 * saved view (Rule 204-2): deleting the view, or the account, leaves it, and no row is ever
 * changed or deleted (triggers refuse it). The advisor is named by id and by the address the
 * account had then; the label is the advisor's own, never a client's full name.
 */
export const suitabilityRecords = pgTable(
  "suitability_records",
  {
    /** The saved view's id, which the record outlives. */
    id: uuid("id").primaryKey(),
    advisorId: text("advisor_id").notNull(),
    advisorEmail: text("advisor_email").notNull(),
    clientLabel: text("client_label").notNull(),
    viewKeys: text("view_keys").notNull(),
    dataVersions: text("data_versions").notNull(),
    /** The record as the saved view holds it (lib/schemas/suitability). */
    record: jsonb("record").notNull(),
    recordedAt: moment("recorded_at").notNull(),
  },
  (table) => [index("suitability_records_recorded_idx").on(table.recordedAt)],
);

/**
 * A principal's review of a record whose zone was chosen above the answers' limit: the decision
 * and the note, by whom and when. Kept like the record (drizzle/0028): never changed or deleted;
 * a later review of the same record is a row of its own, and the latest decides.
 */
export const suitabilityReviews = pgTable(
  "suitability_reviews",
  {
    id: uuid("id").primaryKey(),
    recordId: uuid("record_id")
      .notNull()
      .references(() => suitabilityRecords.id),
    reviewerId: text("reviewer_id").notNull(),
    reviewerEmail: text("reviewer_email").notNull(),
    /** `supported`: the reason supports the zone; `follow-up`: the principal takes it up with the advisor. */
    decision: text("decision", { enum: ["supported", "follow-up"] }).notNull(),
    note: text("note").notNull(),
    reviewedAt: moment("reviewed_at").notNull(),
  },
  (table) => [
    index("suitability_reviews_record_idx").on(table.recordId, table.reviewedAt),
    check("suitability_reviews_decision", sql`${table.decision} in ('supported', 'follow-up')`),
  ],
);
