// The storage of the server process: the database (migrated on start) with the control socket
// that the scripts ask while it runs, the relay worker delivering what is stored, and the
// per-client rate limits. Opened once by the runtime (runtime.ts); never on import.
import { restrictUmask } from "~/.server/db/data-dir";
import { openDatabase, type Database, type Db } from "~/.server/db/database";
import { releaseMemorySoon } from "~/.server/db/release-memory";
import { describeDbError } from "~/.server/db/safe-error";
import { log } from "~/.server/log";
import { siteUrlOf, type Settings } from "~/.server/settings";
import { answerControlRequest } from "./control-requests";
import { serveControlSocket } from "./control-socket";
import { createRateLimits, type RateLimits } from "~/.server/rate-limit/rate-limits";
import { createMailSender } from "~/.server/outbox/mail-sender";
import { createRelay } from "~/.server/outbox/relay";
import { site } from "~/content/site";
import { workAccountRequest } from "~/.server/accounts/account-requests";
import { createMailCaps } from "~/.server/accounts/mail-caps";
import { dropExpiredLinks } from "~/.server/mail/expired-links";
import { logStoredMailLink, type QueuedMail } from "~/.server/mail/outbox";

/** The process's storage once open: what routes, the relay and the scripts' socket share. */
export type Storage = {
  db: Db;
  /** Tell the relay that a job was just stored. */
  wake: () => void;
  limits: RateLimits;
  /** Stop the relay (letting deliveries in flight finish), the control socket, and the database. */
  stop: () => Promise<void>;
};

const PRUNE_EVERY_MS = 10 * 60 * 1000;

/**
 * Open storage (running migrations), claiming the embedded database's folder with the control
 * socket first, and start the relay and the pruning of the rate limits.
 */
export async function openStorage(settings: Settings): Promise<Storage> {
  const started = Date.now();
  // Whatever the server writes from now on is readable by its own user only.
  restrictUmask();
  let database: Database | undefined;
  // The relay starts once the database is open; the staff commands of the socket wake it for their mails.
  const running: { relay?: ReturnType<typeof createRelay> } = {};
  const controlOptions = {
    mailLimits: settings,
    siteUrl: siteUrlOf(settings),
    mailQueued: (mail: QueuedMail) => {
      running.relay?.wake();
      logStoredMailLink(settings, mail);
    },
  };
  // The embedded database is claimed before it is opened: two processes must never share it.
  const control = settings.DATABASE_URL
    ? undefined
    : await serveControlSocket(settings.DATA_DIR, (request) => answerControlRequest(database?.db, request, controlOptions));
  try {
    database = await openDatabase({ databaseUrl: settings.DATABASE_URL, dataDir: settings.DATA_DIR });
  } catch (error) {
    await control?.close();
    throw error;
  }
  log("info", "storage.opened", { kind: database.kind, ms: Date.now() - started });
  // Opening the embedded database leaves garbage that an idle server may keep for a long time:
  // about 200 MiB on a restart (445 -> 243 MiB at rest, npm run bench -- load), more on a first
  // start (initdb). The process that serves asks for the collection; a short-lived command or a
  // test that opens a database does not need it.
  if (database.kind === "pglite") releaseMemorySoon();

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
    bulkPerMinute: settings.MAIL_SEND_PER_MINUTE,
    async workAccountRequest(id) {
      const mail = await workAccountRequest(requestDeps, id);
      if (!mail) return;
      relay.wake();
      logStoredMailLink(settings, mail);
    },
  });
  running.relay = relay;
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
    async stop() {
      clearInterval(pruning);
      await relay.stop();
      await control?.close();
      await db.close();
      log("info", "storage.closed", { kind: db.kind });
    },
  };
}
