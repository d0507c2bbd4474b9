// The one protocol of every form that posts to a route action (contact, accounts, saved views,
// the staff console): its answer, read by the screen, is done, field errors under the fields, a
// refusal, or a failure; every answer but "done" carries what was typed, to fill the form again.
import type { core } from "zod";

export type FieldErrors = Partial<Record<string, string>>;
/** What the visitor typed, sent back so nothing is lost; never a password. */
export type FormValues = Partial<Record<string, string>>;

export type FormResult<Done extends object = object> =
  | ({ status: "done" } & Done)
  | { status: "invalid"; errors: FieldErrors; values: FormValues }
  | { status: "refused"; title?: string; message: string; values: FormValues }
  | { status: "error"; values: FormValues };

/** After registering: the address the link went to, and whether this answer is to "Resend the link". */
export type Inbox = { email: string; resent: boolean };

/** An account form's answer: where to go next, or the inbox to check after registering. */
export type AccountFormResult = FormResult<{ redirectTo?: string; inbox?: Inbox }>;

/** The first message of each field of a failed parse (zod's full or small build). */
export function fieldErrors(error: core.$ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= issue.message;
  }
  return errors;
}

/** The named text fields of a submission, without passwords, each cut at `maxLength`, to fill the form again. */
export function keptValues(form: FormData, fields: readonly string[], maxLength = 500): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const value = form.get(field);
    if (typeof value === "string") values[field] = value.slice(0, maxLength);
  }
  return values;
}
