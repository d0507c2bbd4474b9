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

export const endSessionSchema = z.object({ sessionId: z.string().min(1).max(100) });

export const accountIntents = ["profile", "password", "end-session", "delete"] as const;
export type AccountIntent = (typeof accountIntents)[number];
