// The server side of the contact form: where a submission is checked and stored.
import { data } from "react-router";
import type { AppLoadContext } from "react-router";
import "~/.server/load-context";
import { startContactServices } from "~/.server/contact/services";
import { log } from "~/.server/log";
import { contactNotices } from "~/content/contact";
import {
  HONEYPOT_FIELD,
  submittedValues,
  validateContactMessage,
  type ContactFormResult,
} from "~/lib/schemas/contact-message";

/** A form post from another site: its Origin (or Sec-Fetch-Site) does not match ours. */
function fromAnotherSite(request: Request): boolean {
  const origin = request.headers.get("Origin");
  if (origin === null) return request.headers.get("Sec-Fetch-Site") === "cross-site";
  try {
    return new URL(origin).host !== new URL(request.url).host;
  } catch {
    return true;
  }
}

/** Far above the longest valid message (all caps together are under 6,000 characters). */
const MAX_BODY_BYTES = 64 * 1024;

export async function handleContactPost(request: Request, context: AppLoadContext) {
  if (Number(request.headers.get("Content-Length") ?? 0) > MAX_BODY_BYTES) {
    log("warn", "contact.message.rejected", { reason: "too-large" });
    // The body is left unread: closing the connection keeps the client from sending its next
    // request on a connection the server is about to reset.
    return data<ContactFormResult>(
      { status: "rejected", message: contactNotices.tooLarge, values: {} },
      { status: 413, headers: { Connection: "close" } },
    );
  }
  if (fromAnotherSite(request)) {
    log("warn", "contact.message.rejected", { reason: "origin" });
    return data<ContactFormResult>({ status: "rejected", message: contactNotices.forbidden, values: {} }, { status: 403 });
  }
  const formData = await request.formData().catch(() => new FormData());
  const values = submittedValues(formData);
  const receipt = crypto.randomUUID();

  const honeypot = formData.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    // Answer like a success so the bot learns nothing; nothing is stored.
    log("warn", "contact.message.rejected", { reason: "honeypot" });
    return data<ContactFormResult>({ status: "sent", receipt });
  }

  const checked = validateContactMessage(Object.fromEntries(formData));
  if (!checked.success) {
    return data<ContactFormResult>({ status: "invalid", errors: checked.errors, values }, { status: 400 });
  }

  let services;
  try {
    services = await startContactServices();
  } catch (error) {
    log("error", "contact.message.unavailable", { error: error instanceof Error ? error.message : String(error) });
    return data<ContactFormResult>({ status: "error", values }, { status: 503 });
  }
  if (!services.rateLimiter.allow(context.clientAddress ?? "unknown")) {
    log("warn", "contact.message.rejected", { reason: "rate-limit" });
    return data<ContactFormResult>(
      { status: "rejected", message: contactNotices.rateLimited, values },
      { status: 429, headers: { "Retry-After": "600" } },
    );
  }
  try {
    await services.accept(checked.data);
  } catch (error) {
    log("error", "contact.message.not-stored", { error: error instanceof Error ? error.message : String(error) });
    return data<ContactFormResult>({ status: "error", values }, { status: 503 });
  }
  return data<ContactFormResult>({ status: "sent", receipt });
}
