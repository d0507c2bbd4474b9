// The forms of an advisor's two-factor sign-in on the account page, shared by browser and server:
// turning it on takes a code from the app; turning it off, the password and a code (or a recovery code).
import { z } from "zod";
import { accountErrors } from "./account-settings";

export const twoFactorErrors = {
  code: "Enter the 6-digit code from your app.",
  codeOrRecovery: "Enter the 6-digit code from your app, or a recovery code.",
} as const;

export const twoFactorOnSchema = z.object({
  code: z
    .string({ error: twoFactorErrors.code })
    .transform((value) => value.replace(/\s/g, ""))
    .pipe(z.string().regex(/^\d{6}$/, twoFactorErrors.code)),
});

export const twoFactorOffSchema = z.object({
  password: z.string({ error: accountErrors.currentPassword }).min(1, accountErrors.currentPassword).max(1024),
  code: z
    .string({ error: twoFactorErrors.codeOrRecovery })
    .trim()
    .min(6, twoFactorErrors.codeOrRecovery)
    .max(64, twoFactorErrors.codeOrRecovery),
});
