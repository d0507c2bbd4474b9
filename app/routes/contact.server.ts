// The server side of the contact form: where a submission is checked and stored.
import { data } from "react-router";
import type { RouterContextProvider } from "react-router";
import { acceptMessage } from "~/.server/contact/accept-message";
import { clientAddressContext, formRejectionContext, storageContext } from "~/.server/load-context";
import { log } from "~/.server/log";
import { getSettings } from "~/.server/settings";
import { contactLimits, contactNotices } from "~/content/contact";
import { keptValues } from "~/lib/schemas/form-result";
import { HONEYPOT_FIELD, contactFields, validateContactMessage, type ContactFormResult } from "~/lib/schemas/contact-message";

/** Messages accepted per client: counted once a message has passed every check. */
function contactRateLimit() {
  const settings = getSettings();
  return { scope: "contact", max: settings.CONTACT_RATE_LIMIT_MAX, windowMs: settings.CONTACT_RATE_LIMIT_WINDOW_MS };
}

function rejected(message: string, status: number, headers?: HeadersInit) {
  return data<ContactFormResult>({ status: "refused", message, values: {} }, { status, headers });
}

export async function handleContactPost(request: Request, context: Readonly<RouterContextProvider>) {
  const refused = context.get(formRejectionContext);
  if (refused) {
    log("warn", "contact.message.rejected", { reason: refused.reason });
    const message =
      refused.reason === "too-large"
        ? contactNotices.tooLarge
        : refused.reason === "rate-limited"
          ? contactNotices.rateLimited
          : contactNotices.unsupported;
    const retryAfter = refused.retryAfterSeconds ? { "Retry-After": String(refused.retryAfterSeconds) } : undefined;
    return rejected(message, refused.status, retryAfter);
  }
  const formData = await request.formData().catch(() => new FormData());
  const values = keptValues(formData, contactFields, contactLimits.message);
  const receipt = crypto.randomUUID();

  const honeypot = formData.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    // Answer like a success so the bot learns nothing; nothing is stored.
    log("warn", "contact.message.rejected", { reason: "honeypot" });
    return data<ContactFormResult>({ status: "done", receipt });
  }

  const checked = validateContactMessage(Object.fromEntries(formData));
  if (!checked.success) {
    return data<ContactFormResult>({ status: "invalid", errors: checked.errors, values }, { status: 400 });
  }

  try {
    const storage = await context.get(storageContext);
    const limit = await storage.limits.hit(contactRateLimit(), context.get(clientAddressContext));
    if (!limit.allowed) {
      log("warn", "contact.message.rejected", { reason: "rate-limited" });
      return data<ContactFormResult>(
        { status: "refused", message: contactNotices.rateLimited, values },
        { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
      );
    }
    await acceptMessage(storage, checked.data);
  } catch (error) {
    log("error", "contact.message.not-stored", { error: error instanceof Error ? error.message : String(error) });
    return data<ContactFormResult>({ status: "error", values }, { status: 503 });
  }
  return data<ContactFormResult>({ status: "done", receipt });
}
