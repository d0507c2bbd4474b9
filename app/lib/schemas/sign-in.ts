// The one schema of the sign-in form: both fields present (the spec's 'Please enter both
// email and password.'); whether they match an account is the server's to say. Written with
// zod's small build, like the contact form's: the browser loads it when the form takes focus.
import "./zod-without-eval";
import * as z from "zod/mini";

export const signInSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1), z.maxLength(254)),
  password: z.pipe(z.string().check(z.refine((password) => password.trim() !== "")), z.string().check(z.maxLength(1024))),
});
