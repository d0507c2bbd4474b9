// The account services of the process, built once on the storage services the server module
// hands to routes (load context `services()`): the library for plain HTTP and for HTTPS
// (their cookies differ), password hashing, the mail caps, the throttle of password checks, and
// the address used in mailed links (from configuration, never from a request).
import type { RouterContextProvider } from "react-router";
import { servicesContext } from "~/.server/load-context";
import type { ContactServices } from "~/.server/contact/services";
import { logStoredMailLink, type QueuedMail } from "~/.server/mail/outbox";
import { getSettings, siteUrlOf, type Settings } from "~/.server/settings";
import { createAuth, type Auth } from "./auth";
import { createThrottle, loginRules, type Throttle } from "./login-throttle";
import { createMailCaps } from "./mail-caps";
import type { AccountDeps } from "./registration";
import { sessionSecret } from "./site-secret";

export type AccountServices = {
  base: ContactServices;
  deps: AccountDeps;
  /** The library instance whose cookie fits the request (`__Host-`, Secure over HTTPS). */
  authFor: (request: Request) => Auth;
  /** The public address of the site, for links in mails. */
  siteUrl: string;
  /** Slows down and limits password checks (sign-in, the account page). */
  throttle: Throttle;
  /** After a mail was stored: wake the relay, and outside production log its link when it will not be sent. */
  mailQueued: (mail: QueuedMail | undefined) => void;
};

const built = new WeakMap<ContactServices, Promise<AccountServices>>();

async function build(base: ContactServices, settings: Settings): Promise<AccountServices> {
  const secret = await sessionSecret(base.db, settings);
  const plain = createAuth(base.db, secret, false);
  const secure = createAuth(base.db, secret, true);
  const context = await plain.$context;
  const isHttps = (request: Request) => new URL(request.url).protocol === "https:";
  return {
    base,
    deps: { db: base.db, hashPassword: (password) => context.password.hash(password), caps: createMailCaps(base.limits, settings) },
    authFor: (request) => (isHttps(request) ? secure : plain),
    siteUrl: siteUrlOf(settings),
    throttle: createThrottle(base.limits, loginRules(settings)),
    mailQueued(mail) {
      if (!mail) return;
      base.wake();
      logStoredMailLink(settings, mail);
    },
  };
}

/** The account services, once storage is open; throws when the context has none (prerendering). */
export async function accountServices(context: Readonly<RouterContextProvider>): Promise<AccountServices> {
  const storage = context.get(servicesContext);
  if (!storage) throw new Error("no storage in this context");
  const base = await storage;
  let services = built.get(base);
  if (!services) {
    services = build(base, getSettings());
    built.set(base, services);
    services.catch(() => built.delete(base));
  }
  return services;
}
