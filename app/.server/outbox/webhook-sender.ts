// Posts a contact message or a verified registration to the firm's automation webhook, with a
// stable id for de-duplication and, with a secret, a signature. The payload is read from the
// row the job delivers.
import { eq } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { advisorApprovals, advisorRegistrations, contactMessages } from "~/.server/db/schema";
import { toPayload } from "~/.server/contact/message-store";
import { parseRetryAfter } from "./backoff";
import type { ClaimedJob } from "./delivery-queue";
import { describeNetworkError, type Outcome } from "./outcome";
import { signatureHeaders } from "./webhook-signature";

export type WebhookOptions = { webhookUrl: string; secret?: string; timeoutMs: number };

/** The JSON body of a registration (the payload), as the firm receives it. */
export type RegistrationPayload = {
  firstName: string;
  lastName: string;
  email: string;
  firmName: string;
  /** The FINRA CRD number the advisor gave, or null. */
  crdNumber: string | null;
  timestamp: string;
  source: string;
};

/** The JSON body of an approval decision (`source: "Advisor Approval"`). */
export type ApprovalPayload = Omit<RegistrationPayload, "timestamp"> & { decision: string; timestamp: string };

/** The body of the job's delivery, or undefined when its row is gone (deleted by the firm). */
export async function webhookPayload(db: Db, job: ClaimedJob): Promise<object | undefined> {
  if (job.kind === "contact-webhook") {
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, job.id));
    return row ? toPayload(row) : undefined;
  }
  if (job.kind === "approval-webhook") {
    const [approval] = await db.select().from(advisorApprovals).where(eq(advisorApprovals.id, job.id));
    if (!approval) return undefined;
    return {
      firstName: approval.firstName,
      lastName: approval.lastName,
      email: approval.email,
      firmName: approval.firmName,
      crdNumber: approval.crdNumber,
      decision: approval.decision,
      timestamp: approval.decidedAt.toISOString(),
      source: approval.source,
    } satisfies ApprovalPayload;
  }
  const [row] = await db.select().from(advisorRegistrations).where(eq(advisorRegistrations.id, job.id));
  if (!row) return undefined;
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    firmName: row.firmName,
    crdNumber: row.crdNumber,
    timestamp: row.verifiedAt.toISOString(),
    source: row.source,
  } satisfies RegistrationPayload;
}

export async function postToWebhook(options: WebhookOptions, id: string, payload: object): Promise<Outcome> {
  // Signed at each attempt: a retry carries the time it was sent.
  const body = JSON.stringify(payload);
  const signature = options.secret ? signatureHeaders(options.secret, body, Math.floor(Date.now() / 1000)) : {};
  try {
    const response = await fetch(options.webhookUrl, {
      method: "POST",
      headers: { "Content-Type": "application/json", "Idempotency-Key": id, "Webhook-Id": id, ...signature },
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    await response.body?.cancel().catch(() => undefined);
    if (response.status >= 200 && response.status < 300) return { ok: true, status: response.status };
    return { ok: false, error: `HTTP ${response.status}`, retryAfterMs: parseRetryAfter(response.headers.get("retry-after")) };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === "TimeoutError";
    return { ok: false, error: timedOut ? `timeout after ${options.timeoutMs} ms` : describeNetworkError(error) };
  }
}
