// The relay worker: delivers the jobs of the one delivery queue, at least once, in the server
// process. Due jobs are claimed from the database under a lease, handed to the sender of their
// kind (the webhook for contact messages and registrations, SMTP for mails, the server itself
// for account requests), and either marked delivered or scheduled again with backoff. A kind
// without a sender is left in the queue. Mails to followers (`bulk-mail`) are claimed after the
// other jobs of each pass, no faster than `bulkPerMinute` (a token bucket of this process), so a
// publication to thousands never holds back a sign-in code or a reset link.
import type { Db } from "~/.server/db/database";
import type { DeliveryKind } from "~/.server/db/schema";
import { describeDbError } from "~/.server/db/safe-error";
import { log } from "~/.server/log";
import { nextDelay } from "./backoff";
import { claimDueJobs, markDelivered, markFailed, scheduleRetry, type ClaimedJob } from "./delivery-queue";
import type { MailSender } from "./mail-sender";
import type { Outcome } from "./outcome";
import { postToWebhook, webhookPayload } from "./webhook-sender";

export type RelayOptions = {
  db: Db;
  /** The firm's automation webhook: contact messages and registrations stay queued without it. */
  webhookUrl?: string;
  /** Signs each webhook delivery (Webhook-Timestamp, Webhook-Signature); unsigned without it. */
  secret?: string;
  /** Timeout of one delivery of any kind. */
  timeoutMs: number;
  /** Sends mails: they stay queued (and listed by `npm run mail`) without it. */
  mailer?: MailSender;
  /** Works off an account request (a forgotten password) stored with the job's id. */
  workAccountRequest?: (id: string) => Promise<void>;
  baseDelayMs: number;
  maxDelayMs: number;
  maxAttempts: number;
  pollMs: number;
  /** Jobs delivered at the same time. */
  batchSize?: number;
  /** Mails to followers sent per minute by this process (MAIL_SEND_PER_MINUTE); unlimited when unset. */
  bulkPerMinute?: number;
  /** Milliseconds since some fixed moment (tests move it). */
  clock?: () => number;
};

export type Relay = {
  start: () => void;
  /** Look for due jobs now (called after a job is stored). */
  wake: () => void;
  /** Finish the deliveries in flight, then stop. */
  stop: () => Promise<void>;
};

/** The word that starts each log event of a kind ("contact.delivery.delivered"). */
const logPrefix: Record<DeliveryKind, string> = {
  "contact-webhook": "contact",
  "registration-webhook": "registration",
  "approval-webhook": "approval",
  mail: "mail",
  "bulk-mail": "mail",
  "account-request": "account.request",
};

/** The kinds this relay can deliver with its options. */
export function deliverableKinds(options: Pick<RelayOptions, "webhookUrl" | "mailer" | "workAccountRequest">): DeliveryKind[] {
  const kinds: DeliveryKind[] = [];
  if (options.webhookUrl) kinds.push("contact-webhook", "registration-webhook", "approval-webhook");
  if (options.mailer) kinds.push("mail");
  if (options.workAccountRequest) kinds.push("account-request");
  return kinds;
}

export function createRelay(options: RelayOptions): Relay {
  const batchSize = options.batchSize ?? 8;
  const kinds = deliverableKinds(options);
  // Longer than any delivery can take, so a live worker never loses its job to another.
  const leaseMs = options.timeoutMs * 2 + 5_000;
  let running = false;
  let loop: Promise<void> | undefined;
  let wakeUp: (() => void) | undefined;
  let woken = false;

  async function send(job: ClaimedJob): Promise<Outcome> {
    if (job.kind === "mail" || job.kind === "bulk-mail") return options.mailer!.send(options.db, job.id);
    if (job.kind === "account-request") {
      await options.workAccountRequest!(job.id);
      return { ok: true };
    }
    const payload = await webhookPayload(options.db, job);
    // Deleted by the firm before it was delivered: nothing is left to send.
    if (!payload) return { ok: true };
    return postToWebhook({ webhookUrl: options.webhookUrl!, secret: options.secret, timeoutMs: options.timeoutMs }, job.id, payload);
  }

  async function deliver(job: ClaimedJob): Promise<void> {
    const outcome = await send(job);
    const prefix = logPrefix[job.kind];
    const context = { [job.kind === "contact-webhook" ? "messageId" : "jobId"]: job.id, attempt: job.attempt };
    if (outcome.ok) {
      await markDelivered(options.db, job.id);
      log("info", `${prefix}.delivery.delivered`, { ...context, ...(outcome.status ? { status: outcome.status } : {}) });
    } else if (job.attempt >= options.maxAttempts) {
      await markFailed(options.db, job.id, outcome.error);
      log("error", `${prefix}.delivery.failed`, {
        ...context,
        error: outcome.error,
        action:
          job.kind === "mail" || job.kind === "bulk-mail"
            ? "Delivery abandoned after the last attempt; the mail is kept in the database (npm run mail)."
            : "Delivery abandoned after the last attempt; the message is kept in the database (npm run messages).",
      });
    } else {
      const delayMs = nextDelay(job.attempt, outcome.retryAfterMs, options);
      await scheduleRetry(options.db, job.id, delayMs, outcome.error);
      log("warn", `${prefix}.delivery.retry`, { ...context, error: outcome.error, retryInMs: delayMs });
    }
  }

  const bulk = bulkBucket(options.bulkPerMinute, batchSize, options.clock ?? Date.now);
  /** When the bucket ran dry this pass: how long until the next follower's mail may go. */
  let bulkWaitMs: number | undefined;

  /** Deliver one batch of due jobs; returns how many were claimed. */
  async function runOnce(): Promise<number> {
    const claimed = await claimDueJobs(options.db, batchSize, leaseMs, kinds);
    bulkWaitMs = undefined;
    if (options.mailer && claimed.length < batchSize) {
      const allowed = bulk.available(batchSize - claimed.length);
      if (allowed > 0) {
        const taken = await claimDueJobs(options.db, allowed, leaseMs, ["bulk-mail"]);
        bulk.take(taken.length);
        claimed.push(...taken);
        if (taken.length === allowed && allowed < batchSize) bulkWaitMs = bulk.waitMs();
      } else bulkWaitMs = bulk.waitMs();
    }
    await Promise.all(
      claimed.map((job) =>
        deliver(job).catch((error) =>
          // The lease runs out and another pass takes the job again.
          log("error", `${logPrefix[job.kind]}.delivery.error`, { jobId: job.id, attempt: job.attempt, error: describeDbError(error) }),
        ),
      ),
    );
    return claimed.length;
  }

  /** Until woken or the next poll, or sooner when followers' mails wait for the bucket. */
  function pause(bulkWait?: number): Promise<void> {
    if (woken) {
      woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(done, Math.min(options.pollMs, bulkWait ?? Infinity));
      function done() {
        clearTimeout(timer);
        wakeUp = undefined;
        resolve();
      }
      wakeUp = done;
    });
  }

  async function work(): Promise<void> {
    while (running) {
      let claimed = 0;
      try {
        claimed = await runOnce();
      } catch (error) {
        log("error", "contact.relay.error", { error: describeDbError(error) });
      }
      if (running && claimed < batchSize) await pause(bulkWaitMs);
    }
  }

  return {
    start() {
      if (running || kinds.length === 0) return;
      running = true;
      log("info", "contact.relay.started", { batchSize, maxAttempts: options.maxAttempts, kinds });
      loop = work();
    },
    wake() {
      if (wakeUp) wakeUp();
      else woken = true;
    },
    async stop() {
      running = false;
      wakeUp?.();
      await loop;
      options.mailer?.close();
      log("info", "contact.relay.stopped");
    },
  };
}

/**
 * The rate of followers' mails: `perMinute` tokens a minute, at most `burst` saved up. Unlimited
 * without a rate.
 */
export function bulkBucket(perMinute: number | undefined, burst: number, clock: () => number) {
  let tokens = Math.min(burst, perMinute ?? burst);
  let last = clock();
  const refill = () => {
    const now = clock();
    if (perMinute !== undefined) tokens = Math.min(burst, tokens + ((now - last) * perMinute) / 60_000);
    last = now;
  };
  return {
    /** Whole tokens now, up to `wanted`. */
    available(wanted: number): number {
      if (perMinute === undefined) return wanted;
      refill();
      return Math.max(0, Math.min(wanted, Math.floor(tokens)));
    },
    take(count: number) {
      if (perMinute !== undefined) tokens -= count;
    },
    /** Milliseconds until one whole token. */
    waitMs(): number | undefined {
      if (perMinute === undefined) return undefined;
      refill();
      return tokens >= 1 ? 0 : Math.ceil(((1 - tokens) * 60_000) / perMinute);
    },
  };
}
