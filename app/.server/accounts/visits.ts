// The advisor's sign-ins, for "what changed since your last visit": each new session moves the
// latest sign-in to "previous". Written when the library creates a session (a POST), so that
// opening the advisor area never changes anything.
import { eq, sql } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { advisorUsers, advisorVisits } from "~/.server/db/schema";

export async function recordSignIn(db: Db, advisorId: string, at: Date): Promise<void> {
  await db
    .insert(advisorVisits)
    .values({ advisorId, signedInAt: at })
    .onConflictDoUpdate({
      target: advisorVisits.advisorId,
      set: { previousSignInAt: sql`${advisorVisits.signedInAt}`, signedInAt: at },
    });
}

/**
 * Where "what changed" starts: the sign-in before the current session, or before a second
 * sign-in the registration, so that a first visit lists what came since the account was made.
 */
export async function changesStart(db: Db, advisorId: string): Promise<{ at: Date; from: "sign-in" | "registration" }> {
  const [row] = await db
    .select({ previous: advisorVisits.previousSignInAt, registered: advisorUsers.createdAt })
    .from(advisorUsers)
    .leftJoin(advisorVisits, eq(advisorVisits.advisorId, advisorUsers.id))
    .where(eq(advisorUsers.id, advisorId));
  if (!row) throw new Error("No such advisor");
  return row.previous ? { at: row.previous, from: "sign-in" } : { at: row.registered, from: "registration" };
}
