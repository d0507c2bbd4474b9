// The leases of a process killed mid-delivery, run out at once. A lease outlasts any delivery
// (the relay's timeout twice over, plus 5 s) so that a live worker never loses its job to
// another; a crash test starts the next process without waiting those seconds out. That a job
// is kept for its lease and taken again once it runs out is tested with a short lease in
// contact-relay.test.ts.
import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "~/.server/db/database";
import { deliveries } from "~/.server/db/schema";

/** Ends every lease still running on a pending job; returns how many there were. */
export async function runOutLeases(open: () => Promise<Database>): Promise<number> {
  const database = await open();
  try {
    const ended = await database.db
      .update(deliveries)
      .set({ leaseUntil: sql`now()` })
      .where(and(eq(deliveries.status, "pending"), gt(deliveries.leaseUntil, sql`now()`)))
      .returning({ id: deliveries.id });
    return ended.length;
  } finally {
    await database.close();
  }
}
