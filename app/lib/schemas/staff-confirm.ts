// The one schema of the console's "confirm it's you" form (/staff/confirm), for the browser and
// the action: the console page to return to, and the password, or the code of a staff member who
// signs in with one. Whether it is right is the server's to say.
import "./zod-without-eval";
import { z } from "zod";
import { PASSWORD_MAX_LENGTH } from "./password";

/** A console page of this site to return to: a path under /staff, never another site or the confirm page itself. */
export function consoleBack(value: unknown): string {
  if (typeof value !== "string" || value.length > 1000) return "/staff";
  if (!/^\/staff(?:[/?#]|$)/.test(value) || /[\\\s]/.test(value) || value.startsWith("/staff/confirm")) return "/staff";
  return value;
}

export const staffConfirmSchema = z
  .object({
    back: z.string().max(1000).optional().transform(consoleBack),
    method: z.enum(["password", "code"], { error: "The form could not be read. Please try again." }),
    password: z.string().max(PASSWORD_MAX_LENGTH, "That password is not right.").optional(),
    code: z
      .string()
      .max(20, "Enter the 6-digit code from your app.")
      .optional()
      .transform((code) => (code ?? "").replace(/\s/g, "")),
  })
  .superRefine((fields, context) => {
    if (fields.method === "password" && !fields.password?.trim())
      context.addIssue({ code: "custom", path: ["password"], message: "Enter your password." });
    if (fields.method === "code" && !/^\d{6}$/.test(fields.code))
      context.addIssue({ code: "custom", path: ["code"], message: "Enter the 6-digit code from your app." });
  });
