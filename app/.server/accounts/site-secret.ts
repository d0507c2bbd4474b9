// The key that signs session cookies: AUTH_SECRET when set, else one the site makes on first
// start and keeps in its database, so every process on that database (and every restart)
// shares it with nothing to configure.
import { eq, sql } from "drizzle-orm";
import { generateRandomString } from "better-auth/crypto";
import type { Db } from "~/.server/db/database";
import { siteSecrets } from "~/.server/db/schema";

export async function sessionSecret(db: Db, configured?: string): Promise<string> {
  if (configured) return configured;
  await db
    .insert(siteSecrets)
    .values({ name: "session", value: generateRandomString(48, "a-z", "A-Z", "0-9") })
    .onConflictDoNothing({ target: siteSecrets.name });
  const [row] = await db.select({ value: siteSecrets.value }).from(siteSecrets).where(eq(siteSecrets.name, sql`'session'`));
  return row!.value;
}
