// How many mails of one kind an address can be sent, whoever asks: a few an hour, and a new
// verification link at most once every few minutes. A request over the cap is answered as
// usual on screen; only the mail is not sent.
import type { RateLimitRule, RateLimits } from "~/.server/rate-limit/rate-limits";
import type { Settings } from "~/.server/settings";

export type CappedMail =
  | "verify-email"
  | "reset-password"
  | "registration-attempt"
  | "password-changed"
  | "change-email"
  // The firm's side: an invitation to the staff console, an advisor's approval or decline.
  | "staff-invitation"
  | "advisor-decision"
  // A staff member's reply to a lead: a lead's address is whatever the public form was given.
  | "lead-reply";

/** The shortest time between two verification links to one address. */
export const VERIFICATION_GAP_MS = 5 * 60 * 1000;

export type MailCaps = {
  /** Count a mail of `purpose` to `email`; false when the address had enough of them. */
  allow: (email: string, purpose: CappedMail) => Promise<boolean>;
};

export function createMailCaps(
  limits: RateLimits,
  settings: Pick<Settings, "MAIL_RATE_LIMIT_MAX" | "MAIL_RATE_LIMIT_WINDOW_MS">,
): MailCaps {
  const perWindow = (purpose: CappedMail): RateLimitRule => ({
    scope: `mail-${purpose}`,
    max: settings.MAIL_RATE_LIMIT_MAX,
    windowMs: settings.MAIL_RATE_LIMIT_WINDOW_MS,
  });
  const gap: RateLimitRule = { scope: "mail-verify-email-gap", max: 1, windowMs: VERIFICATION_GAP_MS };
  return {
    async allow(email, purpose) {
      const address = email.trim().toLowerCase();
      if (purpose === "verify-email" && !(await limits.hit(gap, address)).allowed) return false;
      return (await limits.hit(perWindow(purpose), address)).allowed;
    },
  };
}
