// Account services on a test database, made the way the server makes them, with the library
// for plain HTTP and a fixed site address.
import { beforeAll, beforeEach, vi } from "vitest";
import { createAuth } from "~/.server/accounts/auth";
import { createThrottle, type LoginRules } from "~/.server/accounts/login-throttle";
import { createMailCaps } from "~/.server/accounts/mail-caps";
import { register, verifyEmail } from "~/.server/accounts/registration";
import type { AccountServices } from "~/.server/accounts/services";
import type { Storage } from "~/.server/runtime/storage";
import type { Database } from "~/.server/db/database";
import { createRateLimits } from "~/.server/rate-limit/rate-limits";
import { registrationSchema } from "~/lib/schemas/registration";

import { clearAccountTables, openForSuite, type Backend } from "./databases";

export const SITE = "http://advisors.test";
export const PASSWORD = "blue kettle morning 42";
export const TEST_AUTH_SECRET = "a key that signs the cookies of the tests, 48+ chars";
// The routes' own account services (built from the settings) sign cookies with the same key.
vi.stubEnv("AUTH_SECRET", TEST_AUTH_SECRET);

/** The limits of password checks in these tests: small, so that a few attempts reach them. */
export const testLoginRules: LoginRules = {
  client: { scope: "login-client", max: 6, windowMs: 60_000 },
  accountClient: { scope: "login-account-client", max: 3, windowMs: 60_000 },
  account: { scope: "login-account", max: 3, windowMs: 60_000 },
};

export async function testAccountServices(database: Database): Promise<AccountServices> {
  const auth = createAuth(database.db, TEST_AUTH_SECRET, false);
  const context = await auth.$context;
  const limits = createRateLimits(database.db);
  const base: Storage = { db: database.db, limits, wake: () => undefined, stop: async () => undefined };
  return {
    base,
    deps: {
      db: database.db,
      hashPassword: (text) => context.password.hash(text),
      caps: createMailCaps(limits, { MAIL_RATE_LIMIT_MAX: 3, MAIL_RATE_LIMIT_WINDOW_MS: 60 * 60 * 1000 }),
    },
    authFor: () => auth,
    siteUrl: SITE,
    throttle: createThrottle(limits, testLoginRules),
    mailQueued: () => undefined,
  };
}

/** Register (and by default verify) an advisor with PASSWORD. */
export async function makeAdvisor(accounts: AccountServices, email: string, verified = true): Promise<void> {
  const input = registrationSchema.parse({
    firstName: "Jane",
    lastName: "Advisor",
    email,
    password: PASSWORD,
    firmName: "Advisors LLC",
    terms: "on",
    attestation: "on",
  });
  const mail = await register(accounts.deps, input, SITE);
  if (verified) await verifyEmail(accounts.base.db, /token=([\w-]{43})/.exec(mail!.link!)![1]!);
}

/**
 * Start `backend` with the account services on it for the tests of the enclosing block; each
 * test starts without accounts, and the services' info lines stay out of the output.
 */
export function withAccountServices(backend: Backend, use: (opened: { database: Database; accounts: AccountServices }) => void) {
  const suite = openForSuite(backend);
  beforeAll(async () => use({ database: suite.database, accounts: await testAccountServices(suite.database) }));
  beforeEach(async () => {
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    await clearAccountTables(suite.database);
  });
}
