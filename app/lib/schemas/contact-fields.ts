// What the contact form sends, without the checks: the page needs these at once, while the
// schema (contact-message.ts) is loaded only when a message is about to be checked.
import type { ContactMessageInput } from "./contact-message";

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
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

/** What the contact action answers: sent, or why not (with what was typed, to fill the form again). */
export type ContactFormResult =
  | { status: "sent"; receipt: string }
  | { status: "invalid"; errors: ContactFieldErrors; values: Record<string, string> }
  | { status: "rejected"; message: string; values: Record<string, string> }
  | { status: "error"; values: Record<string, string> };

const fieldNames: ReadonlySet<string> = new Set(contactFields);

/** The text fields of a form submission, as the visitor typed them (to fill the form again). */
export function submittedValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData) {
    if (typeof value === "string" && fieldNames.has(key)) values[key] = value;
  }
  return values;
}
