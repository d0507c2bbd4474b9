// The answer of every account form's action, read by its screen: done, field errors under the
// fields, or a refusal the screen shows as a toast (and, without JavaScript, above the form).
import type { core } from "zod";

/** After registering: the address the link went to, and whether this answer is to "Resend the link". */
export type Inbox = { email: string; resent: boolean };

export type FieldErrors = Partial<Record<string, string>>;
/** What the visitor typed, sent back so nothing is lost; never a password. */
export type FormValues = Partial<Record<string, string>>;

export type AccountFormResult =
  | { status: "done"; redirectTo?: string; inbox?: Inbox }
  | { status: "invalid"; errors: FieldErrors; values: FormValues }
  | { status: "refused"; title?: string; message: string; values: FormValues }
  | { status: "error"; values: FormValues };

/** The first message of each field of a failed parse. */
export function fieldErrors(error: core.$ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The text fields of a form, without passwords, to fill the form again. */
export function keptValues(form: FormData, fields: readonly string[]): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value.slice(0, 500);
  }
  return values;
}
