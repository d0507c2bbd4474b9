// Deleting stored messages, with their delivery jobs, once the firm no longer keeps them:
// everything older than an age (`7y`, `18m`, `90d`), or given messages by id. Nothing is
// deleted unless asked; the site keeps every message by default. A message younger than the
// retention (CONTACT_RETENTION_MIN_YEARS, 5 years by default, and never less than 30 days) is
// not deleted unless forced with a reason, which goes into the audit log with the deletion.
import { and, gt, inArray, lt } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { contactMessages, deliveries } from "~/.server/db/schema";
import { getSettings } from "~/.server/settings";
import { auditActions, COMMAND_LINE, recordAudit } from "~/.server/staff/audit";
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

/** A deletion refused by the retention; its message says what to do, and is shown as it is. */
export class RetentionRefusal extends Error {
  override name = "RetentionRefusal";
}

/** The longest reason a forced deletion takes, in UTF-8 bytes (it travels in one request line). */
export const REASON_MAX_BYTES = 90;

/** The retention in force: messages sent after `protectedFrom` are kept unless `forced` with a reason. */
export type RetentionRules = { years: number; protectedFrom: Date; forced?: { reason: string } };

/** The rules at `now` for a retention of `years` (never less than 30 days). */
export function retentionRules(years: number, now = new Date(), reason?: string): RetentionRules {
  const retention = new Date(now);
  retention.setUTCFullYear(retention.getUTCFullYear() - years);
  const typo = new Date(now.getTime() - MIN_AGE_DAYS * DAY_MS);
  const forced = reason === undefined ? undefined : { reason: checkedReason(reason) };
  return { years, protectedFrom: retention < typo ? retention : typo, forced };
}

/** The reason of a forced deletion, trimmed; throws when it is empty, too long or has control characters. */
export function checkedReason(reason: string): string {
  const trimmed = reason.trim();
  if (trimmed === "" || Buffer.byteLength(trimmed) > REASON_MAX_BYTES || /\p{Cc}/u.test(trimmed))
    throw new RetentionRefusal(`a forced deletion needs a reason of 1 to ${REASON_MAX_BYTES} characters, on one line`);
  return trimmed;
}

const retentionWords = (rules: RetentionRules) =>
  rules.years > 0 ? `the ${rules.years}-year retention (CONTACT_RETENTION_MIN_YEARS)` : `${MIN_AGE_DAYS} days`;

/**
 * Delete every message sent before `cutoff`, and its delivery job; how many were deleted. A
 * cut-off inside the retention is refused unless forced, and a forced one is audited.
 */
export async function deleteMessagesBefore(db: Db, cutoff: Date, rules: RetentionRules): Promise<number> {
  const intoRetention = cutoff > rules.protectedFrom;
  if (intoRetention && !rules.forced)
    throw new RetentionRefusal(
      `messages sent after ${rules.protectedFrom.toISOString()} are within ${retentionWords(rules)}; add --force --reason "why" if you must delete them`,
    );
  return db.transaction(async (tx) => {
    const old = tx.select({ id: contactMessages.id }).from(contactMessages).where(lt(contactMessages.submittedAt, cutoff));
    await tx.delete(deliveries).where(inArray(deliveries.id, old));
    const deleted = await tx.delete(contactMessages).where(lt(contactMessages.submittedAt, cutoff)).returning({ id: contactMessages.id });
    if (intoRetention && rules.forced)
      await recordAudit(tx, COMMAND_LINE, {
        action: auditActions.remove,
        subjectType: "leads",
        detail: `${deleted.length} contact messages sent before ${cutoff.toISOString()}, within ${retentionWords(rules)}, deleted by force: ${rules.forced.reason}`,
      });
    return deleted.length;
  });
}

/**
 * Delete the messages with these ids, and their delivery jobs; the ids that were found. Any of
 * them within the retention refuses the whole request unless forced, and a forced one is audited.
 */
export async function deleteMessagesById(db: Db, ids: string[], rules: RetentionRules): Promise<string[]> {
  const wanted = [...new Set(ids.map((id) => id.toLowerCase()))];
  if (wanted.length === 0) return [];
  if (!wanted.every(isMessageId)) throw new Error("not a message id");
  return db.transaction(async (tx) => {
    const young = (
      await tx
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(and(inArray(contactMessages.id, wanted), gt(contactMessages.submittedAt, rules.protectedFrom)))
    ).map((row) => row.id);
    if (young.length > 0 && !rules.forced)
      throw new RetentionRefusal(
        `${young.length} of these messages ${young.length === 1 ? "is" : "are"} within ${retentionWords(rules)} (${young.join(", ")}); add --force --reason "why" if you must delete them`,
      );
    await tx.delete(deliveries).where(inArray(deliveries.id, wanted));
    const deleted = await tx.delete(contactMessages).where(inArray(contactMessages.id, wanted)).returning({ id: contactMessages.id });
    for (const id of young)
      await recordAudit(tx, COMMAND_LINE, {
        action: auditActions.remove,
        subjectType: "lead",
        subjectId: id,
        detail: `contact message within ${retentionWords(rules)} deleted by force: ${rules.forced!.reason}`,
      });
    return deleted.map((row) => row.id);
  });
}

/** The reason as it travels in a request line to the server (base64url of its UTF-8). */
export const reasonArgument = (reason: string) => `reason=${Buffer.from(reason).toString("base64url")}`;

/** The reason of a request line's `reason=` argument, or undefined when there is none. */
export function reasonOfArgument(argument: string | undefined): string | undefined {
  if (argument === undefined || !argument.startsWith("reason=")) return undefined;
  return Buffer.from(argument.slice("reason=".length), "base64url").toString("utf8");
}

export type RetentionOptions = {
  force?: boolean;
  /** Why messages within the retention are deleted: required with `force`, written to the audit log. */
  reason?: string;
  now?: Date;
  settings?: StorageSettings;
  /** CONTACT_RETENTION_MIN_YEARS of this process by default. */
  retentionYears?: number;
};

function forcedReason(force: boolean, reason: string | undefined): string | undefined {
  if (!force) return undefined;
  if (reason === undefined) throw new RetentionRefusal(`--force needs --reason "why": the reason goes into the audit log`);
  return checkedReason(reason);
}

/**
 * Delete the stored messages older than `age`, through the running server if it owns the
 * embedded database (which applies its own retention). Refuses a cut-off within the retention
 * unless `force` is set with a `reason`.
 */
export async function deleteStoredMessagesOlderThan(
  age: string,
  { force = false, reason, now = new Date(), settings = getSettings(), retentionYears }: RetentionOptions = {},
): Promise<{ deleted: number; cutoff: Date }> {
  const cutoff = cutoffFor(age, now);
  const rules = retentionRules(retentionYears ?? getSettings().CONTACT_RETENTION_MIN_YEARS, now, forcedReason(force, reason));
  if (!force && cutoff > rules.protectedFrom) {
    const young = now.getTime() - cutoff.getTime() < MIN_AGE_DAYS * DAY_MS;
    throw new RetentionRefusal(
      `${age} would delete messages within ${retentionWords(rules)}${young ? ` (did you mean ${age.trim().slice(0, -1)}y?)` : ""}; add --force --reason "why" if you mean it`,
    );
  }
  const forced = rules.forced ? ` ${reasonArgument(rules.forced.reason)}` : "";
  const deleted = await withStoredMessages(
    settings,
    async (ask) => ((await ask(`delete-before ${cutoff.toISOString()}${forced}`)) as { deleted: number }).deleted,
    (db) => deleteMessagesBefore(db, cutoff, rules),
  );
  return { deleted, cutoff };
}

/**
 * Delete the stored messages with these ids; the ids that were found and deleted. Ids within the
 * retention are refused unless `force` is set with a `reason`.
 */
export async function deleteStoredMessages(
  ids: string[],
  settings: StorageSettings = getSettings(),
  { force = false, reason, now = new Date(), retentionYears }: Omit<RetentionOptions, "settings"> = {},
): Promise<string[]> {
  const wrong = ids.find((id) => !isMessageId(id));
  if (wrong !== undefined) throw new Error(`"${wrong}" is not a message id (npm run messages shows them)`);
  const rules = retentionRules(retentionYears ?? getSettings().CONTACT_RETENTION_MIN_YEARS, now, forcedReason(force, reason));
  const forced = rules.forced ? ` ${reasonArgument(rules.forced.reason)}` : "";
  // As many ids as fit in one request line to the server, beside the reason.
  const perRequest = Math.max(1, Math.floor((MAX_REQUEST_BYTES - "delete".length - forced.length) / 37));
  return withStoredMessages(
    settings,
    async (ask) => {
      const deleted: string[] = [];
      for (let start = 0; start < ids.length; start += perRequest) {
        const batch = ids.slice(start, start + perRequest);
        deleted.push(...((await ask(`delete${forced} ${batch.join(" ")}`)) as { deleted: string[] }).deleted);
      }
      return deleted;
    },
    (db) => deleteMessagesById(db, ids, rules),
  );
}
