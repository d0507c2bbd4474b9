// Advisors for browser tests that start signed in, made without the site's forms (the forms'
// own tests use them): registered and verified with the site's account code in the e2e server's
// database, and signed in with the auth library's server API, whose session cookie (and the
// header's hint cookie) go into the browser context. Much quicker than the forms and mails.
import type { BrowserContext, Page } from "@playwright/test";
import { createAuth } from "~/.server/accounts/auth";
import { HINT_COOKIE } from "~/.server/accounts/hint-cookie";
import { register, verifyEmail } from "~/.server/accounts/registration";
import { createMailCaps } from "~/.server/accounts/mail-caps";
import { createRateLimits } from "~/.server/rate-limit/rate-limits";
import { parseSettings } from "~/.server/settings";
import { E2E_AUTH_SECRET } from "./auth-secret.js";
import { registrationSchema } from "~/lib/schemas/registration";
import { e2eDatabase } from "./database";
import { open } from "./fixtures";
import { asOwnClient } from "./sign-in";
import { uniqueAddress } from "./mailbox";

export type Advisor = { email: string; password: string; firstName: string; lastName: string; firmName: string };

const PASSWORD = "blue kettle morning 42";
const person = { firstName: "Dana", lastName: "Reyes", firmName: "Reyes Wealth" };

/** The site's account code on the e2e server's database, with the server's signing key. */
export async function accountLibrary() {
  const { db } = await e2eDatabase();
  // The key the server signs its cookies with.
  const auth = createAuth(db, E2E_AUTH_SECRET, false);
  const caps = createMailCaps(createRateLimits(db), parseSettings({}));
  return { db, auth, caps, hashPassword: (await auth.$context).password.hash };
}

/** A registered, verified advisor, straight in the database. */
export async function verifiedAdvisor(baseURL: string, name = "advisor"): Promise<Advisor> {
  const { db, caps, hashPassword } = await accountLibrary();
  const email = uniqueAddress(name);
  const input = registrationSchema.parse({ ...person, email, password: PASSWORD, terms: "on", attestation: "on" });
  const mail = await register({ db, hashPassword, caps }, input, baseURL);
  const token = /token=([\w-]+)/.exec(mail?.link ?? "")?.[1];
  if (!token || (await verifyEmail(db, token)).status !== "verified") throw new Error("the advisor could not be verified");
  return { email, password: PASSWORD, ...person };
}

/** A new session of `advisor` (or staff member) in `context`, as signing in would leave it. */
export async function signInDirectly(
  context: BrowserContext,
  baseURL: string,
  advisor: Pick<Advisor, "email" | "password">,
): Promise<void> {
  const { auth } = await accountLibrary();
  const { headers } = await auth.api.signInEmail({
    body: { email: advisor.email, password: advisor.password, rememberMe: true },
    returnHeaders: true,
  });
  const cookies = headers.getSetCookie().map((cookie) => {
    const pair = cookie.split(";")[0]!;
    return { name: pair.slice(0, pair.indexOf("=")), value: pair.slice(pair.indexOf("=") + 1), url: baseURL };
  });
  await context.addCookies([...cookies, { name: HINT_COOKIE, value: "1", url: baseURL }]);
}

const baseURL = `http://localhost:${process.env.E2E_PORT ?? 4173}`;

/** A new verified advisor, not signed in anywhere. */
export const newAdvisor = (name?: string) => verifiedAdvisor(baseURL, name);

/**
 * A session of `advisor` on `page`, which then shows the advisor area, as signing in leaves it,
 * or the page at `path` the test goes on from (and, like `signInAs`, a client address of its
 * own for the site's per-client limits).
 */
export async function signedInAs(page: Page, advisor: Advisor, path = "/advisor"): Promise<void> {
  await asOwnClient(page);
  await signInDirectly(page.context(), baseURL, advisor);
  await open(page, path);
}

/** A new verified advisor signed in on `page`, at the advisor area or at `path`. */
export async function signedInOn(page: Page, name?: string, path?: string): Promise<Advisor> {
  const advisor = await newAdvisor(name);
  await signedInAs(page, advisor, path);
  return advisor;
}
