// The authentication library (better-auth, see docs/decisions/0008): it hashes passwords
// (scrypt), checks them, and keeps sessions in the database (their tokens hashed:
// session-token-hashing.ts) behind a signed, HttpOnly, SameSite=Lax cookie. The site calls its server API from route actions only; nothing of it
// reaches the browser, and none of its HTTP endpoints is mounted. Registration, the links of
// mails and the throttle are the site's own (accounts/*.ts), because they must share a
// transaction with the outbox.
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import type { Db } from "~/.server/db/database";
import { advisorCredentials, advisorSessions, advisorUsers, authVerifications } from "~/.server/db/schema";
import { log } from "~/.server/log";
import { site } from "~/content/site";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "~/lib/schemas/password";
import { withHashedSessionTokens } from "./session-token-hashing";
import { recordSignIn } from "./visits";
import { usesSecondFactor } from "~/.server/accounts/totp";

const DAY_SECONDS = 24 * 60 * 60;
/** A session ends after 30 days without a visit; each day of use pushes the end back. */
export const SESSION_IDLE_SECONDS = 30 * DAY_SECONDS;

/** The cookie's name: `__Host-` (Secure, Path=/, no Domain) over HTTPS. */
export const sessionCookieName = (secure: boolean) => (secure ? "__Host-advisor_session" : "advisor_session");

export function createAuth(db: Db, secret: string, secure: boolean) {
  return betterAuth({
    appName: site.brand,
    secret,
    // Only the server API is used, never the library's HTTP routes: the address is a placeholder.
    baseURL: "http://localhost",
    database: withHashedSessionTokens(
      drizzleAdapter(db, {
        provider: "pg",
        schema: { user: advisorUsers, session: advisorSessions, account: advisorCredentials, verification: authVerifications },
      }),
    ),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      revokeSessionsOnPasswordReset: true,
    },
    emailVerification: { sendOnSignIn: false, sendOnSignUp: false },
    user: {
      additionalFields: {
        firstName: { type: "string", required: true },
        lastName: { type: "string", required: true },
        firmName: { type: "string", required: true },
        // Set by the site only (staff invitations, approvals): never from a request.
        role: { type: "string", required: false, input: false },
        approval: { type: "string", required: false, input: false },
      },
      deleteUser: { enabled: true },
    },
    session: {
      expiresIn: SESSION_IDLE_SECONDS,
      updateAge: DAY_SECONDS,
      // A staff member who signs in with a code has given only the password until this is cleared.
      additionalFields: { secondFactorPending: { type: "boolean", required: false, input: false } },
    },
    // Each new session is a sign-in: the advisor area counts "since your last visit" from the one before.
    databaseHooks: {
      session: {
        create: {
          // A staff member who signs in with a code gets a session that waits for it from its
          // first moment: nothing between the password and the code can leave it open.
          before: async (session) => ({ data: { ...session, secondFactorPending: await usesSecondFactor(db, session.userId) } }),
          after: async (session) => {
            await recordSignIn(db, session.userId, session.createdAt).catch(() =>
              log("warn", "account.sign-in.visit-not-recorded", { userId: session.userId }),
            );
          },
        },
      },
    },
    advanced: {
      useSecureCookies: false,
      cookies: { session_token: { name: sessionCookieName(secure), attributes: { secure, sameSite: "lax", httpOnly: true, path: "/" } } },
      ipAddress: { disableIpTracking: true },
      // The site's actions check the Origin of every form post themselves.
      disableOriginCheck: true,
    },
    // The site's own throttle (rate_limits, shared by every process) replaces the library's.
    rateLimit: { enabled: false },
    telemetry: { enabled: false },
    // The library's messages may quote an e-mail address: only that something happened is logged.
    logger: {
      level: "error",
      log: (level) => log(level === "error" ? "error" : "warn", "auth.library.problem", { level }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
