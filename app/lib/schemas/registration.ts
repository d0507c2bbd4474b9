// The one schema of the registration form, for the browser and the route action. Written with
// zod's small build: the browser loads it when the form takes focus.
import "./zod-without-eval";
import * as z from "zod/mini";
import { newPasswordSchema } from "./password";

export const registrationErrors = {
  firstName: "Please enter your first name.",
  lastName: "Please enter your last name.",
  email: "Please enter a valid email address.",
  firmName: "Please enter your firm's name.",
  terms: "You must agree to the terms and conditions.",
  tooLong: (max: number) => `Please keep this under ${max} characters.`,
} as const;

const name = (message: string, max = 100) =>
  z.pipe(
    z.pipe(
      z.string({ error: message }),
      z.transform((value: string) => value.normalize("NFC").trim()),
    ),
    z.string().check(z.minLength(1, message), z.maxLength(max, registrationErrors.tooLong(max))),
  );

export const registrationSchema = z.object({
  firstName: name(registrationErrors.firstName),
  lastName: name(registrationErrors.lastName),
  email: z.pipe(
    z.string({ error: registrationErrors.email }).check(z.trim(), z.maxLength(254, registrationErrors.email)),
    z.email({ error: registrationErrors.email }),
  ),
  password: newPasswordSchema,
  firmName: name(registrationErrors.firmName, 200),
  terms: z.literal("on", { error: registrationErrors.terms }),
});

export type Registration = z.output<typeof registrationSchema>;

export { SIGNUP_FIELDS } from "./registration-fields";
