// Deleting stored messages, with their delivery jobs, once the firm no longer keeps them:
// everything older than an age (`7y`, `18m`, `90d`), or given messages by id. Nothing is
// deleted unless asked; the site keeps every message by default.
import { inArray, lt } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { contactMessages, deliveries } from "~/.server/db/schema";
import { getSettings } from "~/.server/settings";
import { MAX_REQUEST_BYTES } from "~/.server/runtime/control-socket";
import { withStoredMessages, type StorageSettings } from "~/.server/runtime/stored-data";

/** A cut-off younger than this is refused without `force`: `7d` typed for `7y` must not wipe the leads. */
export const MIN_AGE_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

const MESSAGE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isMessageId = (text: string) => MESSAGE_ID.test(text);

/** The moment `age` ("7y", "18m" for months, "90d") before `now`; throws on anything else. */
export function cutoffFor(age: string, now = new Date()): Date {
  const match = /^([1-9]\d{0,3})([ymd])$/.exec(age.trim());
  if (!match) throw new Error(`"${age}" is not an age: write a number followed by y (years), m (months) or d (days), e.g. 7y`);
  const count = Number(match[1]);
  const cutoff = new Date(now);
  if (match[2] === "y") cutoff.setUTCFullYear(cutoff.getUTCFullYear() - count);
  else if (match[2] === "m") cutoff.setUTCMonth(cutoff.getUTCMonth() - count);
  else cutoff.setTime(cutoff.getTime() - count * DAY_MS);
  if (cutoff.getUTCFullYear() < 1000) throw new Error(`"${age}" reaches back too far`);
  return cutoff;
}

/** Delete every message sent before `cutoff`, and its delivery job; how many were deleted. */
export async function deleteMessagesBefore(db: Db, cutoff: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const old = tx.select({ id: contactMessages.id }).from(contactMessages).where(lt(contactMessages.submittedAt, cutoff));
    await tx.delete(deliveries).where(inArray(deliveries.id, old));
    const deleted = await tx.delete(contactMessages).where(lt(contactMessages.submittedAt, cutoff)).returning({ id: contactMessages.id });
    return deleted.length;
  });
}

/** Delete the messages with these ids, and their delivery jobs; the ids that were found. */
export async function deleteMessagesById(db: Db, ids: string[]): Promise<string[]> {
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
  if (wanted.length === 0) return [];
  if (!wanted.every(isMessageId)) throw new Error("not a message id");
  return db.transaction(async (tx) => {
    await tx.delete(deliveries).where(inArray(deliveries.id, wanted));
    const deleted = await tx.delete(contactMessages).where(inArray(contactMessages.id, wanted)).returning({ id: contactMessages.id });
    return deleted.map((row) => row.id);
  });
}

export type RetentionOptions = { force?: boolean; now?: Date; settings?: StorageSettings };

/**
 * Delete the stored messages older than `age`, through the running server if it owns the
 * embedded database. Refuses a cut-off younger than 30 days unless `force` is set.
 */
export async function deleteStoredMessagesOlderThan(
  age: string,
  { force = false, now = new Date(), settings = getSettings() }: RetentionOptions = {},
): Promise<{ deleted: number; cutoff: Date }> {
  const cutoff = cutoffFor(age, now);
  if (!force && now.getTime() - cutoff.getTime() < MIN_AGE_DAYS * DAY_MS) {
    throw new Error(
      `${age} would delete messages younger than ${MIN_AGE_DAYS} days (did you mean ${age.trim().slice(0, -1)}y?); add --force if you mean it`,
    );
  }
  const deleted = await withStoredMessages(
    settings,
    async (ask) => ((await ask(`delete-before ${cutoff.toISOString()}`)) as { deleted: number }).deleted,
    (db) => deleteMessagesBefore(db, cutoff),
  );
  return { deleted, cutoff };
}

// As many ids as fit in one request line to the server.
const IDS_PER_REQUEST = Math.floor((MAX_REQUEST_BYTES - "delete".length) / 37);

/** Delete the stored messages with these ids; the ids that were found and deleted. */
export async function deleteStoredMessages(ids: string[], settings: StorageSettings = getSettings()): Promise<string[]> {
  const wrong = ids.find((id) => !isMessageId(id));
  if (wrong !== undefined) throw new Error(`"${wrong}" is not a message id (npm run messages shows them)`);
  return withStoredMessages(
    settings,
    async (ask) => {
      const deleted: string[] = [];
      for (let start = 0; start < ids.length; start += IDS_PER_REQUEST) {
        const batch = ids.slice(start, start + IDS_PER_REQUEST);
        deleted.push(...((await ask(`delete ${batch.join(" ")}`)) as { deleted: string[] }).deleted);
      }
      return deleted;
    },
    (db) => deleteMessagesById(db, ids),
  );
}
