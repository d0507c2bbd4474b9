// A mail that carries a link (verification, password reset) keeps its link only while the link
// works: once the link has expired, the link in its bodies is replaced by a marker (the rest is
// kept, like a sent mail's) and an undelivered mail is given up, so that no token outlasts its
// link in the database (with SMTP_URL unset, mails are only stored and would otherwise keep it).
import { and, eq, inArray, isNull, lte, sql } from "drizzle-orm";
import { LINK_LIFETIME_MS } from "~/.server/accounts/links";
import type { Db } from "~/.server/db/database";
import { deliveries, mails } from "~/.server/db/schema";
import { LINK_PATTERN, LINK_REMOVED } from "./remove-links";

const withoutLinks = (column: typeof mails.textBody | typeof mails.htmlBody) =>
  sql`regexp_replace(${column}, ${LINK_PATTERN}, ${LINK_REMOVED}, 'g')`;

/** Remove the link from every mail whose link has expired by `now`; how many mails had one removed. */
export async function dropExpiredLinks(db: Db, now = new Date()): Promise<number> {
  let cleared = 0;
  for (const [purpose, lifetimeMs] of Object.entries(LINK_LIFETIME_MS)) {
    cleared += await db.transaction(async (tx) => {
      const expired = await tx
        .update(mails)
        .set({ textBody: withoutLinks(mails.textBody), htmlBody: withoutLinks(mails.htmlBody), linksRemovedAt: now })
        .where(and(eq(mails.purpose, purpose), isNull(mails.linksRemovedAt), lte(mails.createdAt, new Date(now.getTime() - lifetimeMs))))
        .returning({ id: mails.id });
      if (expired.length === 0) return 0;
      await tx
        .update(deliveries)
        .set({ status: "failed", lastError: "link expired before delivery", leaseUntil: null, updatedAt: sql`now()` })
        .where(
          and(
            inArray(
              deliveries.id,
              expired.map((mail) => mail.id),
            ),
            eq(deliveries.status, "pending"),
          ),
        );
      return expired.length;
    });
  }
  return cleared;
}
