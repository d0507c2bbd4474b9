// What the scripts read and delete (`npm run messages`, `mail`, `datasets`), from outside the
// server: through the running server when it owns the embedded database (its control socket),
// else straight from the database.
import type { Db } from "~/.server/db/database";
import type { Finding } from "~/lib/compliance";
import { openDatabase } from "~/.server/db/database";
import { describeDbError } from "~/.server/db/safe-error";
import { getSettings, type Settings } from "~/.server/settings";
import { askOwner, errorAnswer, serveControlSocket } from "./control-socket";
import { listMails, type StoredMail } from "~/.server/mail/stored-mails";
import { listMessages, MAX_LIST_LIMIT, type StoredMessage } from "~/.server/contact/message-store";

export type StorageSettings = Pick<Settings, "DATABASE_URL" | "DATA_DIR">;

/** Send one request line to the server that owns the embedded database; its JSON answer. */
export type AskOwner = (request: string) => Promise<unknown>;

/**
 * Do something with the stored messages: `viaOwner` when a running server owns the embedded
 * database, else `direct` on the database (holding the folder meanwhile, so that a server
 * starting then waits its turn). A database error is reported without its query or values.
 */
export async function withStoredMessages<T>(
  settings: StorageSettings,
  viaOwner: (ask: AskOwner) => Promise<T>,
  direct: (db: Db) => Promise<T>,
): Promise<T> {
  if (!settings.DATABASE_URL && (await askOwner(settings.DATA_DIR, "ping")) !== undefined) {
    return viaOwner(async (request) => {
      const answer = await askOwner(settings.DATA_DIR, request);
      if (answer === undefined) throw new Error("the server stopped answering; try again");
      const parsed = JSON.parse(answer) as unknown;
      if (parsed && typeof parsed === "object" && "error" in parsed) throw new Error(String(parsed.error));
      return parsed;
    });
  }
  const control = settings.DATABASE_URL
    ? undefined
    : await serveControlSocket(settings.DATA_DIR, async () => errorAnswer("the folder is being used by npm run messages"));
  try {
    const database = await openDatabase({ databaseUrl: settings.DATABASE_URL, dataDir: settings.DATA_DIR });
    try {
      return await direct(database.db);
    } catch (error) {
      // A refusal by the retention says what to do, in its own words.
      if (error instanceof Error && error.name === "RetentionRefusal") throw error;
      // Not as the cause: a database error quotes the query's values. Only its safe description leaves.
      // eslint-disable-next-line preserve-caught-error
      throw new Error(`the database refused the request (${describeDbError(error)})`);
    } finally {
      await database.close();
    }
  } finally {
    await control?.close();
  }
}

/** Stored messages with their delivery state, newest first (at most 1000). */
export async function readStoredMessages(limit = 100, settings: StorageSettings = getSettings()): Promise<StoredMessage[]> {
  const capped = Math.min(limit, MAX_LIST_LIMIT);
  return withStoredMessages(
    settings,
    async (ask) => (await ask(`list ${capped}`)) as StoredMessage[],
    (db) => listMessages(db, capped),
  );
}

/** Mails of the outbox, newest first (at most 1000), for `npm run mail`. */
export async function readStoredMails(limit = 100, settings: StorageSettings = getSettings()): Promise<StoredMail[]> {
  const capped = Math.min(limit, MAX_LIST_LIMIT);
  return withStoredMessages(
    settings,
    async (ask) => (await ask(`mails ${capped}`)) as StoredMail[],
    (db) => listMails(db, capped),
  );
}

/** The content check of what the database publishes (through the running server when it owns the embedded database). */
export async function readPublishedFindings(settings: StorageSettings = getSettings()): Promise<Finding[]> {
  return withStoredMessages(
    settings,
    async (ask) => (await ask("content-findings")) as Finding[],
    async (db) => (await import("~/.server/content-store/published-findings")).publishedFindings(db),
  );
}
