// The record of the zone data the site has shown (Rule 204-2: what was published, and what a
// client was shown on a given day). One row per distinct dataset: the built-in tables, or one
// answer set of the live sheet for one view. Rows are never changed except for last_served_at.
import { check, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const datasetSources = ["built-in", "sheet"] as const;

export const zoneDatasets = pgTable(
  "zone_datasets",
  {
    /** The SHA-256 of `content`, 64 hex characters. */
    hash: text("hash").primaryKey(),
    /** The first 12 hex characters of the hash: what pages, proposals and saved views cite. */
    version: text("version").notNull().unique(),
    source: text("source", { enum: datasetSources }).notNull(),
    /** The canonical JSON exactly as hashed (text, not jsonb, so the hash can be checked again). */
    content: text("content").notNull(),
    firstServedAt: moment("first_served_at").notNull(),
    /** Moved forward at most about once a minute per dataset and server process. */
    lastServedAt: moment("last_served_at").notNull(),
  },
  (table) => [
    index("zone_datasets_first_served_idx").on(table.firstServedAt),
    check("zone_datasets_source", sql`${table.source} in ('built-in', 'sheet')`),
    check("zone_datasets_hash_hex", sql`${table.hash} ~ '^[0-9a-f]{64}$'`),
    check("zone_datasets_version_of_hash", sql`${table.version} = left(${table.hash}, 12)`),
  ],
);
