// A mail that carries a link (verification, password reset) keeps its bodies only while the link
// works: once the link has expired, the bodies are cleared and an undelivered mail is given up,
// so that no live token outlasts its link in the database (with SMTP_URL unset, mails are only
// stored and would otherwise be kept for ever).
import { and, eq, inArray, isNotNull, lte, sql } from "drizzle-orm";
import { LINK_LIFETIME_MS } from "~/.server/accounts/links";
import type { Db } from "~/.server/db/database";
import { deliveries, mails } from "~/.server/db/schema";

/** Clear the bodies of every mail whose link has expired by `now`; how many were cleared. */
export async function dropExpiredLinks(db: Db, now = new Date()): Promise<number> {
  let cleared = 0;
  for (const [purpose, lifetimeMs] of Object.entries(LINK_LIFETIME_MS)) {
    cleared += await db.transaction(async (tx) => {
      const expired = await tx
        .update(mails)
        .set({ textBody: null, htmlBody: null })
        .where(and(eq(mails.purpose, purpose), isNotNull(mails.textBody), lte(mails.createdAt, new Date(now.getTime() - lifetimeMs))))
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
