// Lets the firm's automation check that a delivery comes from this server and was not changed
// or replayed: an HMAC-SHA256, keyed with CONTACT_WEBHOOK_SECRET, over "<timestamp>.<body>".
import { createHmac } from "node:crypto";

export const SIGNATURE_VERSION = "v1";

/** The headers that sign `body` at `timestamp` (unix seconds). */
export function signatureHeaders(secret: string, body: string, timestamp: number): Record<string, string> {
  const digest = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
  return { "Webhook-Timestamp": String(timestamp), "Webhook-Signature": `${SIGNATURE_VERSION}=${digest}` };
}
