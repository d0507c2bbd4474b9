// Each release of the site's fixed pages (those prerendered with the code: home, about, contact,
// the legal pages, the header and footer): the words of each page as it was served, kept like a published version (Rule
// 204-2), and the principal who approved that exact set of words (docs/decisions/0033).
import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

const moment = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

export const siteReleases = pgTable("site_releases", {
  /** SHA-256 (hex) over every page's path and words: the same words are the same release. */
  fingerprint: text("fingerprint").primaryKey(),
  /** Each page: its path, the SHA-256 of its words, and the words ({ path, sha256, text }[]). */
  pages: jsonb("pages").notNull(),
  /** When an instance first served it. */
  firstServedAt: moment("first_served_at").notNull().defaultNow(),
  approvedById: text("approved_by_id"),
  approvedByEmail: text("approved_by_email"),
  approvedAt: moment("approved_at"),
});
