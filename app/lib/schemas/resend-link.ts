// The one field of "send a new verification link": the address, as registration reads it.
import { z } from "zod";
import { registrationErrors } from "./registration";

z.config({ jitless: true });

export const resendLinkSchema = z.object({
  email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email({ error: registrationErrors.email })),
});
