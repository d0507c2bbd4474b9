// The one schema of the sign-in form: both fields present (the spec's 'Please enter both
// email and password.'); whether they match an account is the server's to say.
import { z } from "zod";

z.config({ jitless: true });

export const signInSchema = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().refine((password) => password.trim() !== "").pipe(z.string().max(1024)),
});
