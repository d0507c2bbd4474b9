// The record of every proposal and fact sheet the site handed out: who (the advisor's account,
// or none for a visitor), when, which document of which views or model, and the versions of the
// data and the words it was made from, so that the firm can tell later what a client was shown.
// Only written (download-records.ts; triggers refuse a change or a deletion); kept when an account
// is deleted, like the audit log. The bytes of each document an advisor receives are kept once,
// by their SHA-256, as they were sent (Rule 204-2); a visitor's illustration by its versions only.
import { customType, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** Bytes in a `bytea` column: node-postgres reads a Buffer, PGlite a Uint8Array. */
const bytes = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => new Uint8Array(value),
});

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const documentKinds = ["proposal", "proposal-advisor-copy", "fact-sheet"] as const;
export type DocumentKind = (typeof documentKinds)[number];

export const documentDownloads = pgTable(
  "document_downloads",
  {
    id: uuid("id").primaryKey(),
    at: moment("at").notNull(),
    kind: text("kind", { enum: documentKinds }).notNull(),
    /** The advisor's account id; null for a visitor (no address or other trace is kept). */
    advisorId: text("advisor_id"),
    /** The saved view a proposal was made from, if any. */
    savedViewId: text("saved_view_id"),
    /** The views in order (`3-qualified,5-qualified`) or the model's id (`model-3`). */
    subject: text("subject").notNull(),
    /** The zone data version of each view, in the same order, comma-separated; empty for a fact sheet. */
    dataVersions: text("data_versions").notNull(),
    /** A hash of the words and facts printed beside the data (copy, disclosures, a model's facts). */
    contentVersion: text("content_version").notNull(),
    /** The SHA-256 of the bytes sent (kept_documents); null for downloads recorded before they were kept. */
    documentSha256: text("document_sha256"),
    /**
     * The site release the instance served when it sent the document (its fingerprint, ADR 0033):
     * the words of a visitor's illustration, which is kept by its versions, are that release's sample.
     */
    release: text("release"),
  },
  (table) => [index("document_downloads_at_idx").on(table.at), index("document_downloads_advisor_idx").on(table.advisorId)],
);

/** Each document an advisor received, as it was sent; never changed or deleted (a trigger refuses it). */
export const keptDocuments = pgTable("kept_documents", {
  sha256: text("sha256").primaryKey(),
  mediaType: text("media_type").notNull(),
  bytes: bytes("bytes").notNull(),
  firstSentAt: timestamp("first_sent_at", { withTimezone: true, mode: "date" }).notNull(),
});
