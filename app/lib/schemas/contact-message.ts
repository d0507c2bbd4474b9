// The one schema of the contact form: the browser checks a submission with it before sending,
// and the route action checks it again before anything is stored.
import "./zod-without-eval";
import { z } from "zod";
import { contactErrors, contactForm, contactLimits, contactSubjects } from "~/content/contact";
import { hasOddCharacters, looksLikeMarkup } from "./plain-text";

const subjectValues = contactSubjects.map((subject) => subject.value) as [
  (typeof contactSubjects)[number]["value"],
  ...(typeof contactSubjects)[number]["value"][],
];

type TextOptions = { label: string; max: number; min?: number; minMessage?: string; multiline?: boolean };

/**
 * A trimmed text field with a length cap and no markup or invisible characters. A text over
 * the cap is refused at once, before it is normalized (which, on long runs of accents, takes
 * time growing with the square of the run) and before its characters are looked at.
 */
function text({ label, max, min = 0, minMessage, multiline = false }: TextOptions) {
  const tooLong = { error: contactErrors.tooLong(label, max), abort: true };
  return z
    .string({ error: minMessage ?? contactErrors.characters })
    .trim()
    .max(max, tooLong)
    .transform((value) => value.normalize("NFC").trim())
    .pipe(
      z
        .string()
        .min(min, minMessage ?? "")
        // Normalizing can lengthen a text a little.
        .max(max, tooLong)
        .refine((value) => !hasOddCharacters(value, multiline), contactErrors.characters)
        .refine((value) => !looksLikeMarkup(value), contactErrors.html),
    );
}

const optionalText = (label: string, max: number) =>
  text({ label, max })
    .optional()
    .transform((value) => value ?? "");

export const contactMessageSchema = z.object({
  name: text({ label: contactForm.labels.name, max: contactLimits.name, min: 2, minMessage: contactErrors.name }),
  email: z
    .string({ error: contactErrors.email })
    .trim()
    .max(contactLimits.email, { error: contactErrors.tooLong(contactForm.labels.email, contactLimits.email), abort: true })
    .pipe(z.email({ error: contactErrors.email })),
  firmName: optionalText(contactForm.labels.firmName, contactLimits.firmName),
  phoneNumber: optionalText(contactForm.labels.phoneNumber, contactLimits.phoneNumber),
  subject: z.enum(subjectValues, { error: contactErrors.subject }),
  message: text({
    label: contactForm.labels.message,
    max: contactLimits.message,
    min: 10,
    minMessage: contactErrors.message,
    multiline: true,
  }),
  // A checkbox sends "on" when ticked and nothing when not; JSON clients may send a boolean.
  isFinancialAdvisor: z
    .union([z.literal("on"), z.literal("true"), z.literal("false"), z.boolean()], { error: contactErrors.advisor })
    .optional()
    .transform((value) => value === true || value === "on" || value === "true"),
});

/** Name of a form field that people never see and bots fill in. */
export const HONEYPOT_FIELD = "website";

export type ContactMessageInput = z.infer<typeof contactMessageSchema>;
export type ContactField = keyof ContactMessageInput;
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

/** What the contact action answers: sent, or why not (with what was typed, to fill the form again). */
export type ContactFormResult =
  | { status: "sent"; receipt: string }
  | { status: "invalid"; errors: ContactFieldErrors; values: Record<string, string> }
  | { status: "rejected"; message: string; values: Record<string, string> }
  | { status: "error"; values: Record<string, string> };

export type ContactValidation =
  | { success: true; data: ContactMessageInput }
  | { success: false; errors: ContactFieldErrors };

/** Check a submission; on failure, the first message of each field that is wrong. */
export function validateContactMessage(input: Record<string, unknown>): ContactValidation {
  const result = contactMessageSchema.safeParse(input);
  if (result.success) return { success: true, data: result.data };
  const errors: ContactFieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { success: false, errors };
}

/** The text fields of a form submission, as the visitor typed them (to fill the form again). */
export function submittedValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData) {
    if (typeof value === "string" && Object.hasOwn(contactMessageSchema.shape, key)) values[key] = value;
  }
  return values;
}
