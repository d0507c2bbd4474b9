// The services of the server process: the database (migrated on start), the relay worker when
// a webhook is configured, and the per-client rate limits. Started once by the server module
// (server/app.ts) and handed to routes through the load context; never on import.
import { restrictUmask } from "~/.server/db/data-dir";
import { openDatabase, type Database, type Db } from "~/.server/db/database";
import { describeDbError, StorageError } from "~/.server/db/safe-error";
import { log } from "~/.server/log";
import { getSettings, siteUrlOf, type Settings } from "~/.server/settings";
import type { ContactMessageInput } from "~/lib/schemas/contact-message";
import { answerControlRequest } from "./control-requests";
import { serveControlSocket } from "./control-socket";
import { saveMessage } from "./message-store";
import { createRateLimits, type RateLimits } from "~/.server/rate-limit/rate-limits";
import { createMailSender } from "~/.server/outbox/mail-sender";
import { createRelay } from "~/.server/outbox/relay";
import { site } from "~/content/site";
import { workAccountRequest } from "~/.server/accounts/account-requests";
import { createMailCaps } from "~/.server/accounts/mail-caps";
import { dropExpiredLinks } from "~/.server/mail/expired-links";
import { logStoredMailLink } from "~/.server/mail/outbox";

export type ContactServices = {
  /** The database, for the account services built on these. */
  db: Db;
  /** Tell the relay that a job was just stored. */
  wake: () => void;
  limits: RateLimits;
  /** Store a checked message durably and hand it to the relay; fails with a StorageError, safe to log. */
  accept: (input: ContactMessageInput) => Promise<{ id: string }>;
  stop: () => Promise<void>;
};

const PRUNE_EVERY_MS = 10 * 60 * 1000;

let running: Promise<ContactServices> | undefined;

/** Open storage (running migrations) and start the relay; later calls share the first start. */
export function startContactServices(settings: Settings = getSettings()): Promise<ContactServices> {
  running ??= open(settings).catch((error) => {
    running = undefined;
    throw error;
  });
  return running;
}

/** Stop the relay (letting deliveries in flight finish) and close the database. */
export async function stopContactServices(): Promise<void> {
  const services = await running?.catch(() => undefined);
  running = undefined;
  await services?.stop();
}

async function open(settings: Settings): Promise<ContactServices> {
  const started = Date.now();
  // Whatever the server writes from now on is readable by its own user only.
  restrictUmask();
  let database: Database | undefined;
  // The embedded database is claimed before it is opened: two processes must never share it.
  const control = settings.DATABASE_URL
    ? undefined
    : await serveControlSocket(settings.DATA_DIR, (request) => answerControlRequest(database?.db, request));
  try {
    database = await openDatabase({ databaseUrl: settings.DATABASE_URL, dataDir: settings.DATA_DIR });
  } catch (error) {
    await control?.close();
    throw error;
  }
  log("info", "storage.opened", { kind: database.kind, ms: Date.now() - started });

  const limits = createRateLimits(database.db);
  const requestDeps = { db: database.db, caps: createMailCaps(limits, settings), siteUrl: siteUrlOf(settings) };
  // One relay delivers every kind of job it has a destination for; the others stay stored.
  const relay = createRelay({
    db: database.db,
    webhookUrl: settings.CONTACT_WEBHOOK_URL,
    secret: settings.CONTACT_WEBHOOK_SECRET,
    mailer: settings.SMTP_URL
      ? createMailSender({
          smtpUrl: settings.SMTP_URL,
          from: { name: site.brand, address: settings.MAIL_FROM },
          timeoutMs: settings.CONTACT_WEBHOOK_TIMEOUT_MS,
        })
      : undefined,
    timeoutMs: settings.CONTACT_WEBHOOK_TIMEOUT_MS,
    baseDelayMs: settings.CONTACT_RELAY_BASE_DELAY_MS,
    maxDelayMs: settings.CONTACT_RELAY_MAX_DELAY_MS,
    maxAttempts: settings.CONTACT_RELAY_MAX_ATTEMPTS,
    pollMs: settings.CONTACT_RELAY_POLL_MS,
    async workAccountRequest(id) {
      const mail = await workAccountRequest(requestDeps, id);
      if (!mail) return;
      relay.wake();
      logStoredMailLink(settings, mail);
    },
  });
  relay.start();
  if (!settings.CONTACT_WEBHOOK_URL) {
    log("info", "contact.relay.disabled", { reason: "CONTACT_WEBHOOK_URL is not set; messages are stored only" });
  }
  if (!settings.SMTP_URL) {
    log("info", "mail.relay.disabled", { reason: "SMTP_URL is not set; mails are stored only (npm run mail)" });
  }

  const db = database;
  const prune = () => {
    limits.prune().catch((error) => log("warn", "rate-limit.prune.failed", { error: describeDbError(error) }));
    dropExpiredLinks(db.db).catch((error) => log("warn", "mail.expired-links.failed", { error: describeDbError(error) }));
  };
  prune();
  const pruning = setInterval(prune, PRUNE_EVERY_MS);
  pruning.unref();
  return {
    db: db.db,
    wake: () => relay.wake(),
    limits,
    async accept(input) {
      // The error of a failed insert quotes the message's fields: only a safe description leaves.
      const saved = await saveMessage(db.db, input).catch((error: unknown) => {
        throw new StorageError(error);
      });
      log("info", "contact.message.stored", { messageId: saved.id });
      relay.wake();
      return saved;
    },
    async stop() {
      clearInterval(pruning);
      await relay.stop();
      await control?.close();
      await db.close();
      log("info", "storage.closed", { kind: db.kind });
    },
  };
}
