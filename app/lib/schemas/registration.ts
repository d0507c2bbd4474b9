// The one schema of the registration form, for the browser and the route action. Written with
// zod's small build: the browser loads it when the form takes focus.
import "./zod-without-eval";
import * as z from "zod/mini";
import { newPasswordSchema } from "./password";
import { hasOddCharacters, looksLikeLink, looksLikeMarkup } from "./plain-text";

export const registrationErrors = {
  firstName: "Please enter your first name.",
  lastName: "Please enter your last name.",
  email: "Please enter a valid email address.",
  firmName: "Please enter your firm's name.",
  terms: "You must agree to the terms and conditions.",
  attestation: "Please confirm that you are a financial professional.",
  crdNumber: "A CRD number is 1 to 8 digits.",
  tooLong: (max: number) => `Please keep this under ${max} characters.`,
  /** A name or firm with a line break, a link, markup or an invisible character. */
  plainText: {
    firstName: "Please write your first name as plain text: no line breaks, web addresses, HTML or special characters.",
    lastName: "Please write your last name as plain text: no line breaks, web addresses, HTML or special characters.",
    firmName: "Please write your firm's name as plain text: no line breaks, web addresses, HTML or special characters.",
  },
} as const;

type NameField = keyof typeof registrationErrors.plainText;

/**
 * A name or the firm's name, as the firm's mails quote it ("Hello Jane,"): one line of plain
 * text, without a link or markup, so nobody can write in the firm's voice through it. Shared
 * with the account page's profile form.
 */
export const nameField = (field: NameField, max = 100) =>
  z.pipe(
    z.pipe(
      z.string({ error: registrationErrors[field] }),
      z.transform((value: string) => value.normalize("NFC").trim()),
    ),
    z.string().check(
      z.minLength(1, registrationErrors[field]),
      z.maxLength(max, registrationErrors.tooLong(max)),
      z.refine(
        (value) => !hasOddCharacters(value, false) && !looksLikeLink(value) && !looksLikeMarkup(value),
        registrationErrors.plainText[field],
      ),
    ),
  );

export const registrationSchema = z.object({
  firstName: nameField("firstName"),
  lastName: nameField("lastName"),
  email: z.pipe(
    z.string({ error: registrationErrors.email }).check(z.trim(), z.maxLength(254, registrationErrors.email)),
    z.email({ error: registrationErrors.email }),
  ),
  password: newPasswordSchema,
  firmName: nameField("firmName", 200),
  /** The advisor's FINRA CRD number: optional, 1 to 8 digits when given. */
  crdNumber: z.optional(z.string().check(z.trim(), z.regex(/^(\d{1,8})?$/, registrationErrors.crdNumber))),
  terms: z.literal("on", { error: registrationErrors.terms }),
  /** The attestation of being a financial professional (app/content/legal/professional-attestation.ts). */
  attestation: z.literal("on", { error: registrationErrors.attestation }),
});

export type Registration = z.output<typeof registrationSchema>;

export { SIGNUP_FIELDS } from "./registration-fields";
