import { formatMoment } from "./format-moment";

export type DeliveryState = { status: "pending" | "delivered" | "failed"; attempts: number; nextAttemptAt: string | null } | null;

/**
 * How the console names a delivery's state: delivered, retrying (with the next try's time),
 * failed, or queued; without a webhook to send to (`webhookConfigured` false) a lead waiting for
 * its first try is stored, not queued, since no try will come until one is configured.
 */
export function deliveryLabel(delivery: DeliveryState, webhookConfigured = true): { label: string; tone: "ok" | "warn" | "bad" | "idle" } {
  if (!delivery) return { label: "Not relayed", tone: "idle" };
  if (delivery.status === "delivered") return { label: "Delivered", tone: "ok" };
  if (delivery.status === "failed") return { label: `Failed after ${delivery.attempts} attempts`, tone: "bad" };
  if (!webhookConfigured && delivery.attempts === 0) return { label: "Stored (no webhook configured)", tone: "idle" };
  if (delivery.attempts === 0 || !delivery.nextAttemptAt) return { label: "Queued", tone: "idle" };
  return { label: `Retrying, next try ${formatMoment(delivery.nextAttemptAt)}`, tone: "warn" };
}
