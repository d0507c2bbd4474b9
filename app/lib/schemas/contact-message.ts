// The one schema of the contact form: the browser checks a submission with it before sending,
// and the route action checks it again before anything is stored. Written with zod's small
// build (zod/mini: the same checks and messages, a few KiB in the browser instead of the whole
// library); the server's other schemas use the full build.
import "./zod-without-eval";
import * as z from "zod/mini";
import { contactErrors, contactForm, contactLimits, contactSubjects } from "~/content/contact";
import { fieldErrors, type FieldErrors } from "./form-result";
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
  const capped = z.string({ error: minMessage ?? contactErrors.characters }).check(z.trim(), z.maxLength(max, tooLong));
  const normalized = z.pipe(
    capped,
    z.transform((value: string) => value.normalize("NFC").trim()),
  );
  return z.pipe(
    normalized,
    z.string().check(
      z.minLength(min, minMessage ?? ""),
      // Normalizing can lengthen a text a little.
      z.maxLength(max, tooLong),
      z.refine((value) => !hasOddCharacters(value, multiline), contactErrors.characters),
      z.refine((value) => !looksLikeMarkup(value), contactErrors.html),
    ),
  );
}

const optionalText = (label: string, max: number) =>
  z.pipe(
    z.optional(text({ label, max })),
    z.transform((value: string | undefined) => value ?? ""),
  );

export const contactMessageSchema = z.object({
  name: text({ label: contactForm.labels.name, max: contactLimits.name, min: 2, minMessage: contactErrors.name }),
  email: z.pipe(
    z
      .string({ error: contactErrors.email })
      .check(
        z.trim(),
        z.maxLength(contactLimits.email, { error: contactErrors.tooLong(contactForm.labels.email, contactLimits.email), abort: true }),
      ),
    z.email({ error: contactErrors.email }),
  ),
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
  isFinancialAdvisor: z.pipe(
    z.optional(z.union([z.literal("on"), z.literal("true"), z.literal("false"), z.boolean()], { error: contactErrors.advisor })),
    z.transform((value: "on" | "true" | "false" | boolean | undefined) => value === true || value === "on" || value === "true"),
  ),
});

export type ContactMessageInput = z.output<typeof contactMessageSchema>;
export { HONEYPOT_FIELD, contactFields, type ContactFormResult } from "./contact-fields";

export type ContactValidation = { success: true; data: ContactMessageInput } | { success: false; errors: FieldErrors };

/** Check a submission; on failure, the first message of each field that is wrong. */
export function validateContactMessage(input: Record<string, unknown>): ContactValidation {
  const result = contactMessageSchema.safeParse(input);
  return result.success ? { success: true, data: result.data } : { success: false, errors: fieldErrors(result.error) };
}
