// The publishing desk's store (docs/decisions/0020): every version of every item the firm
// publishes, from its first draft to its retirement, and the feed of publications that every
// instance of the site follows. A version that was ever published is kept as it was: the
// database refuses to change its content or delete it (drizzle/*_content_versions_kept.sql).
import { bigserial, boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { contentKinds, reviewDecisions, versionStatuses } from "~/lib/content-desk/contract";

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const contentVersions = pgTable(
  "content_versions",
  {
    id: uuid("id").primaryKey(),
    kind: text("kind", { enum: contentKinds }).notNull(),
    itemKey: text("item_key").notNull(),
    number: integer("number").notNull(),
    status: text("status", { enum: versionStatuses }).notNull().default("draft"),
    title: text("title").notNull(),
    body: jsonb("body").notNull(),
    /** SHA-256 of the body's canonical JSON, fixed at submission (and for the example versions at seeding). */
    contentHash: text("content_hash"),
    example: boolean("example").notNull().default(false),
    authorId: text("author_id"),
    authorEmail: text("author_email").notNull(),
    createdAt: moment("created_at").notNull().defaultNow(),
    updatedAt: moment("updated_at").notNull().defaultNow(),
    submittedAt: moment("submitted_at"),
    reviewerId: text("reviewer_id"),
    reviewerEmail: text("reviewer_email"),
    reviewedAt: moment("reviewed_at"),
    returnNote: text("return_note"),
    publishAt: moment("publish_at"),
    publishedAt: moment("published_at"),
    replacedAt: moment("replaced_at"),
    retiredAt: moment("retired_at"),
    /** YYYY-MM-DD. */
    reviewBy: text("review_by"),
  },
  (table) => [
    uniqueIndex("content_versions_item_number_idx").on(table.kind, table.itemKey, table.number),
    index("content_versions_status_idx").on(table.status, table.publishAt),
  ],
);

/**
 * One row per change of what the site shows (a publication or a retirement): every instance
 * polls the highest id and reloads the published snapshot when it grew.
 */
export const contentChanges = pgTable("content_changes", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  at: moment("at").notNull().defaultNow(),
  kind: text("kind", { enum: contentKinds }).notNull(),
  itemKey: text("item_key").notNull(),
  versionId: uuid("version_id").notNull(),
});

/**
 * Each page a publication changed, as the site rendered it right after (Rule 204-2: a copy of
 * what was shown): one row per version and path, written by the first instance that rendered it.
 */
export const contentPageCaptures = pgTable(
  "content_page_captures",
  {
    versionId: uuid("version_id").notNull(),
    path: text("path").notNull(),
    status: integer("status").notNull(),
    html: text("html").notNull(),
    /** SHA-256 (hex) of the HTML. */
    sha256: text("sha256").notNull(),
    capturedAt: moment("captured_at").notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.versionId, table.path] })],
);

/**
 * Every decision a principal made on a version, with the content it was made on (Rule 204-2):
 * approved, returned with a note, withdrawn before it went live, or retired from the site. A
 * returned version is edited afterwards; its row here keeps what was returned, and why. Kept:
 * the database refuses to change or delete a row (drizzle/0022_content_reviews.sql).
 */
export const contentReviews = pgTable(
  "content_reviews",
  {
    /** In the order the decisions were made. */
    id: bigserial("id", { mode: "number" }).primaryKey(),
    versionId: uuid("version_id").notNull(),
    decision: text("decision", { enum: reviewDecisions }).notNull(),
    title: text("title").notNull(),
    body: jsonb("body").notNull(),
    /** The version's content hash when the decision was made (null only for a version never submitted). */
    contentHash: text("content_hash"),
    reviewerId: text("reviewer_id"),
    reviewerEmail: text("reviewer_email").notNull(),
    /** The principal's words: why it was returned, withdrawn or retired; none for an approval. */
    note: text("note"),
    at: moment("at").notNull().defaultNow(),
  },
  (table) => [index("content_reviews_version_idx").on(table.versionId, table.id)],
);
