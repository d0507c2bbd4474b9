// Account services on a test database, made the way the server makes them, with the library
// for plain HTTP and a fixed site address.
import { beforeAll, beforeEach, vi } from "vitest";
import { createAuth } from "~/.server/accounts/auth";
import { register, verifyEmail } from "~/.server/accounts/registration";
import type { AccountServices } from "~/.server/accounts/services";
import { sessionSecret } from "~/.server/accounts/site-secret";
import type { Storage } from "~/.server/runtime/storage";
import type { Database } from "~/.server/db/database";
import { createRateLimits } from "~/.server/rate-limit/rate-limits";
import { registrationSchema } from "~/lib/schemas/registration";

import { clearAccountTables, openForSuite, type Backend } from "./databases";

export const SITE = "http://advisors.test";
export const PASSWORD = "blue kettle morning 42";

export async function testAccountServices(database: Database): Promise<AccountServices> {
  const auth = createAuth(database.db, await sessionSecret(database.db), false);
  const context = await auth.$context;
  const base: Storage = { db: database.db, limits: createRateLimits(database.db), wake: () => undefined, stop: async () => undefined };
  return {
    base,
    deps: { db: database.db, hashPassword: (text) => context.password.hash(text) },
    authFor: () => auth,
    siteUrl: () => SITE,
    mailQueued: () => undefined,
  };
}

/** Register (and by default verify) an advisor with PASSWORD. */
export async function makeAdvisor(accounts: AccountServices, email: string, verified = true): Promise<void> {
  const input = registrationSchema.parse({ firstName: "Jane", lastName: "Advisor", email, password: PASSWORD, firmName: "Advisors LLC", terms: "on" });
  const mail = await register(accounts.deps, input, SITE);
  if (verified) await verifyEmail(accounts.base.db, /token=([\w-]{43})/.exec(mail.link!)![1]!);
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
