// The advisor's sign-ins, for "what changed since your last visit": each new session moves the
// latest sign-in to "previous". Written when the library creates a session (a POST), so that
// opening the advisor area never changes anything.
import { eq, sql } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { advisorVisits } from "~/.server/db/schema";

export async function recordSignIn(db: Db, advisorId: string, at: Date): Promise<void> {
  await db
    .insert(advisorVisits)
    .values({ advisorId, signedInAt: at })
    .onConflictDoUpdate({
      target: advisorVisits.advisorId,
      set: { previousSignInAt: sql`${advisorVisits.signedInAt}`, signedInAt: at },
    });
}

/** When the advisor signed in before the current session; undefined before a second sign-in. */
export async function lastVisit(db: Db, advisorId: string): Promise<Date | undefined> {
  const [row] = await db
    .select({ previous: advisorVisits.previousSignInAt })
    .from(advisorVisits)
    .where(eq(advisorVisits.advisorId, advisorId));
  return row?.previous ?? undefined;
}
