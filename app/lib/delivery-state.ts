import { formatMoment } from "./format-moment";

export type DeliveryState = { status: "pending" | "delivered" | "failed"; attempts: number; nextAttemptAt: string | null } | null;

/** How the console names a delivery's state: delivered, retrying (with the next try's time), failed, or queued. */
export function deliveryLabel(delivery: DeliveryState): { label: string; tone: "ok" | "warn" | "bad" | "idle" } {
  if (!delivery) return { label: "Not relayed", tone: "idle" };
  if (delivery.status === "delivered") return { label: "Delivered", tone: "ok" };
  if (delivery.status === "failed") return { label: `Failed after ${delivery.attempts} attempts`, tone: "bad" };
  if (delivery.attempts === 0 || !delivery.nextAttemptAt) return { label: "Queued", tone: "idle" };
  return { label: `Retrying, next try ${formatMoment(delivery.nextAttemptAt)}`, tone: "warn" };
}
