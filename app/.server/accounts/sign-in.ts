// Signing in with the library: the throttle first (the attempt counted as a failure before the
// password is compared), then the password check and a new session (any session this browser
// already had is ended first: the cookie is rotated at sign-in). An unverified address with the
// right password is told so and sent a fresh link, at most one every few minutes.
import { isAPIError } from "better-auth/api";
import type { QueuedMail } from "~/.server/mail/outbox";
import type { AccountServices } from "./services";
import { resendVerification } from "./registration";
import { slowDown } from "./login-throttle";

export type SignInOutcome =
  | { ok: true; headers: Headers; userId: string; firstName: string }
  | { ok: false; problem: "invalid-credentials" }
  | { ok: false; problem: "unverified"; mail?: QueuedMail }
  | { ok: false; problem: "throttled"; retryAfterSeconds: number };

export async function signIn(
  accounts: AccountServices,
  request: Request,
  client: string,
  credentials: { email: string; password: string },
): Promise<SignInOutcome> {
  const email = credentials.email.trim().toLowerCase();
  const admission = await accounts.throttle.begin(client, email);
  if (!admission.allowed) return { ok: false, problem: "throttled", retryAfterSeconds: admission.retryAfterSeconds };
  await slowDown(admission);
  const auth = accounts.authFor(request);
  // A session this browser already holds ends before the new one starts.
  if (await auth.api.getSession({ headers: request.headers })) await auth.api.signOut({ headers: request.headers });
  try {
    const { headers, response } = await auth.api.signInEmail({
      body: { email, password: credentials.password, rememberMe: true },
      headers: new Headers({ "user-agent": request.headers.get("user-agent") ?? "" }),
      returnHeaders: true,
    });
    await accounts.throttle.succeeded(client, email);
    const user = response.user as { id: string; firstName?: string };
    return { ok: true, headers, userId: user.id, firstName: user.firstName ?? "" };
  } catch (error) {
    if (isAPIError(error) && error.body?.code === "EMAIL_NOT_VERIFIED") {
      // The password was right: it is not a failure.
      await accounts.throttle.succeeded(client, email);
      const mail = await resendVerification(accounts.deps, email, accounts.siteUrl);
      return { ok: false, problem: "unverified", mail };
    }
    if (isAPIError(error) && (error.status === "UNAUTHORIZED" || error.status === "BAD_REQUEST")) {
      return { ok: false, problem: "invalid-credentials" };
    }
    throw error;
  }
}
