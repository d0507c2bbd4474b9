// The key that signs session cookies: AUTH_SECRET when set, else a random key in a file of the
// data folder (readable by the server's user only), made on first start. It never sits in the
// database, so a copy of the database cannot sign a cookie. A key an earlier version kept in the
// database is moved to the file (signed-in advisors stay signed in) and deleted there.
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { generateRandomString } from "better-auth/crypto";
import type { Db } from "~/.server/db/database";
import { siteSecrets } from "~/.server/db/schema";
import type { Settings } from "~/.server/settings";

export const KEY_FILE = "session-key";

export async function sessionSecret(db: Db, settings: Pick<Settings, "AUTH_SECRET" | "DATA_DIR">): Promise<string> {
  const [stored] = await db.select({ value: siteSecrets.value }).from(siteSecrets).where(eq(siteSecrets.name, "session"));
  const key = settings.AUTH_SECRET ?? keyFromFile(path.resolve(settings.DATA_DIR, KEY_FILE), stored?.value);
  if (stored) await db.delete(siteSecrets).where(eq(siteSecrets.name, "session"));
  return key;
}

function keyFromFile(file: string, earlier: string | undefined): string {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    // Exclusive create: of two processes starting at once, one writes and both read the same key.
    fs.writeFileSync(file, earlier ?? generateRandomString(48, "a-z", "A-Z", "0-9"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const key = fs.readFileSync(file, "utf8").trim();
  if (key.length < 32) throw new Error(`${file} holds no usable key: delete it to make a new one (every advisor is signed out)`);
  return key;
}
