// The one schema of the registration form, for the browser and the route action.
import { z } from "zod";
import { newPasswordSchema } from "./password";

z.config({ jitless: true });

export const registrationErrors = {
  firstName: "Please enter your first name.",
  lastName: "Please enter your last name.",
  email: "Please enter a valid email address.",
  firmName: "Please enter your firm's name.",
  terms: "You must agree to the terms and conditions.",
  tooLong: (max: number) => `Please keep this under ${max} characters.`,
} as const;

const name = (message: string, max = 100) =>
  z
    .string({ error: message })
    .transform((value) => value.normalize("NFC").trim())
    .pipe(z.string().min(1, message).max(max, registrationErrors.tooLong(max)));

export const registrationSchema = z.object({
  firstName: name(registrationErrors.firstName),
  lastName: name(registrationErrors.lastName),
  email: z
    .string({ error: registrationErrors.email })
    .trim()
    .max(254, registrationErrors.email)
    .pipe(z.email({ error: registrationErrors.email })),
  password: newPasswordSchema,
  firmName: name(registrationErrors.firmName, 200),
  terms: z.literal("on", { error: registrationErrors.terms }),
});

export type Registration = z.output<typeof registrationSchema>;

export { SIGNUP_FIELDS } from "./registration-fields";
