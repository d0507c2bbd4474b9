// The password rules, one schema for the browser and the server: at least 12 characters, at
// most 128 (hashing cost), and not on the site's list of common passwords. Written with zod's
// small build: the browser loads it when a password form takes focus.
import "./zod-without-eval";
import * as z from "zod/mini";
import { isCommonPassword } from "~/lib/common-passwords";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password-limits";

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "./password-limits";

export const passwordErrors = {
  required: "Please enter a password.",
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  common: "This password is too common. Choose one that is harder to guess.",
} as const;

/** A new password: never trimmed (spaces are characters), checked in this order. */
export const newPasswordSchema = z.string({ error: passwordErrors.required }).check(
  z.minLength(1, passwordErrors.required),
  z.minLength(PASSWORD_MIN_LENGTH, passwordErrors.tooShort),
  z.maxLength(PASSWORD_MAX_LENGTH, passwordErrors.tooLong),
  z.refine((password) => !isCommonPassword(password), passwordErrors.common),
);

/** The first problem of a new password, or undefined when it is acceptable. */
export function passwordProblem(password: string): string | undefined {
  const result = newPasswordSchema.safeParse(password);
  return result.success ? undefined : result.error.issues[0]?.message;
}
