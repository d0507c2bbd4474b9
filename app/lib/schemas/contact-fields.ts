// What the contact form sends, without the checks: the page needs these at once, while the
// schema (contact-message.ts) is loaded only when a message is about to be checked.
import type { ContactMessageInput } from "./contact-message";
import type { FormResult } from "./form-result";

/** The fields of a contact message, in the order of the form. */
export const contactFields = [
  "name",
  "email",
  "firmName",
  "phoneNumber",
  "subject",
  "message",
  "isFinancialAdvisor",
] as const satisfies readonly (keyof ContactMessageInput)[];

/** Name of a form field that people never see and bots fill in. */
export const HONEYPOT_FIELD = "website";

export type ContactField = (typeof contactFields)[number];

/** What the contact action answers (the one form protocol): sent, with a receipt, or why not. */
export type ContactFormResult = FormResult<{ receipt: string }>;
