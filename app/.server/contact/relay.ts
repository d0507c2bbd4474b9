// The relay worker: delivers stored contact messages to the webhook, at least once, in the
// server process. Due jobs are claimed from the database under a lease, posted with a stable
// id for de-duplication, and either marked delivered or scheduled again with backoff.
import type { Db } from "~/.server/db/database";
import { describeDbError } from "~/.server/db/safe-error";
import { log } from "~/.server/log";
import { nextDelay, parseRetryAfter } from "./backoff";
import { claimDueJobs, markDelivered, markFailed, scheduleRetry, type ClaimedJob } from "./delivery-queue";
import { signatureHeaders } from "./webhook-signature";

export type RelayOptions = {
  db: Db;
  webhookUrl: string;
  /** Signs each delivery (Webhook-Timestamp, Webhook-Signature); unsigned without it. */
  secret?: string;
  timeoutMs: number;
  baseDelayMs: number;
  maxDelayMs: number;
  maxAttempts: number;
  pollMs: number;
  /** Jobs delivered at the same time. */
  batchSize?: number;
};

export type Relay = {
  start: () => void;
  /** Look for due jobs now (called after a message is stored). */
  wake: () => void;
  /** Finish the deliveries in flight, then stop. */
  stop: () => Promise<void>;
};

type Outcome = { ok: true; status: number } | { ok: false; error: string; retryAfterMs?: number };

export function createRelay(options: RelayOptions): Relay {
  const batchSize = options.batchSize ?? 8;
  // Longer than any delivery can take, so a live worker never loses its job to another.
  const leaseMs = options.timeoutMs * 2 + 5_000;
  let running = false;
  let loop: Promise<void> | undefined;
  let wakeUp: (() => void) | undefined;
  let woken = false;

  async function post(job: ClaimedJob): Promise<Outcome> {
    // Signed at each attempt: a retry carries the time it was sent.
    const body = JSON.stringify(job.payload);
    const signature = options.secret ? signatureHeaders(options.secret, body, Math.floor(Date.now() / 1000)) : {};
    try {
      const response = await fetch(options.webhookUrl, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          "Idempotency-Key": job.id,
          "Webhook-Id": job.id,
          ...signature,
        },
        body,
        redirect: "manual",
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      await response.body?.cancel().catch(() => undefined);
      if (response.status >= 200 && response.status < 300) return { ok: true, status: response.status };
      return {
        ok: false,
        error: `HTTP ${response.status}`,
        retryAfterMs: parseRetryAfter(response.headers.get("retry-after")),
      };
    } catch (error) {
      const timedOut = error instanceof Error && error.name === "TimeoutError";
      return { ok: false, error: timedOut ? `timeout after ${options.timeoutMs} ms` : describeFetchError(error) };
    }
  }

  async function deliver(job: ClaimedJob): Promise<void> {
    const outcome = await post(job);
    const context = { messageId: job.id, attempt: job.attempt };
    if (outcome.ok) {
      await markDelivered(options.db, job.id);
      log("info", "contact.delivery.delivered", { ...context, status: outcome.status });
    } else if (job.attempt >= options.maxAttempts) {
      await markFailed(options.db, job.id, outcome.error);
      log("error", "contact.delivery.failed", {
        ...context,
        error: outcome.error,
        action: "Delivery abandoned after the last attempt; the message is kept in the database (npm run messages).",
      });
    } else {
      const delayMs = nextDelay(job.attempt, outcome.retryAfterMs, options);
      await scheduleRetry(options.db, job.id, delayMs, outcome.error);
      log("warn", "contact.delivery.retry", { ...context, error: outcome.error, retryInMs: delayMs });
    }
  }

  /** Deliver one batch of due jobs; returns how many were claimed. */
  async function runOnce(): Promise<number> {
    const claimed = await claimDueJobs(options.db, batchSize, leaseMs);
    await Promise.all(
      claimed.map((job) =>
        deliver(job).catch((error) =>
          // The lease runs out and another pass takes the job again.
          log("error", "contact.delivery.error", { messageId: job.id, attempt: job.attempt, error: describeDbError(error) }),
        ),
      ),
    );
    return claimed.length;
  }

  function pause(): Promise<void> {
    if (woken) {
      woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const timer = setTimeout(done, options.pollMs);
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
      if (running && claimed < batchSize) await pause();
    }
  }

  return {
    start() {
      if (running) return;
      running = true;
      log("info", "contact.relay.started", { batchSize, maxAttempts: options.maxAttempts });
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
      log("info", "contact.relay.stopped");
    },
  };
}

/** Why a request to the webhook failed ("fetch failed: connect ECONNREFUSED …"); it carries no message content. */
function describeFetchError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${error.message}${cause}`.slice(0, 300);
}
