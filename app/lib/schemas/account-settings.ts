// The schemas of the account page's forms, for the browser and the route action.
import { z } from "zod";
import { newPasswordSchema } from "./password";
import { nameField } from "./registration";

z.config({ jitless: true });

export const accountErrors = {
  currentPassword: "Please enter your current password.",
  wrongPassword: "The password is incorrect.",
} as const;

export const profileSchema = z.object({
  // The same fields as registration: the mails quote them.
  firstName: nameField("firstName"),
  lastName: nameField("lastName"),
  firmName: nameField("firmName", 200),
});

export const changePasswordSchema = z.object({
  currentPassword: z.string({ error: accountErrors.currentPassword }).min(1, accountErrors.currentPassword).max(1024),
  newPassword: newPasswordSchema,
});

export const deleteAccountSchema = z.object({
  password: z.string({ error: accountErrors.currentPassword }).min(1, accountErrors.currentPassword).max(1024),
});

export const changeEmailSchema = z.object({
  newEmail: z.pipe(
    z.string({ error: "Please enter a valid email address." }).check(z.trim(), z.maxLength(254, "Please enter a valid email address.")),
    z.email({ error: "Please enter a valid email address." }),
  ),
  currentPassword: z.string({ error: accountErrors.currentPassword }).min(1, accountErrors.currentPassword).max(1024),
});

export const crdSchema = z.object({
  crdNumber: z
    .string()
    .check(z.trim(), z.regex(/^(\d{1,8})?$/, "A CRD number is 1 to 8 digits."))
    .default(""),
});

export const endSessionSchema = z.object({ sessionId: z.string().min(1).max(100) });

export const accountIntents = [
  "profile",
  "password",
  "end-session",
  "delete",
  "email",
  "crd",
  "two-factor-start",
  "two-factor-on",
  "two-factor-off",
  "following",
] as const;
export type AccountIntent = (typeof accountIntents)[number];
