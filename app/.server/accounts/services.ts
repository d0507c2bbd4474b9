// The account services of the process, built once on its storage by the runtime
// (app/.server/runtime/runtime.ts) and handed to routes as a context value: the library for
// plain HTTP and for HTTPS (their cookies differ), password hashing, and the address used in
// mailed links.
import type { RouterContextProvider } from "react-router";
import { accountsContext } from "~/.server/load-context";
import type { Storage } from "~/.server/runtime/storage";
import { log } from "~/.server/log";
import type { QueuedMail } from "~/.server/mail/outbox";
import type { Settings } from "~/.server/settings";
import { createAuth, type Auth } from "./auth";
import type { AccountDeps } from "./registration";
import { sessionSecret } from "./site-secret";

export type AccountServices = {
  base: Storage;
  deps: AccountDeps;
  /** The library instance whose cookie fits the request (`__Host-`, Secure over HTTPS). */
  authFor: (request: Request) => Auth;
  /** The public address of the site, for links in mails. */
  siteUrl: (request: Request) => string;
  /** After a mail was stored: wake the relay, and outside production log its link when it will not be sent. */
  mailQueued: (mail: QueuedMail | undefined) => void;
};

export async function createAccountServices(base: Storage, settings: Settings): Promise<AccountServices> {
  const secret = await sessionSecret(base.db, settings.AUTH_SECRET);
  const plain = createAuth(base.db, secret, false);
  const secure = createAuth(base.db, secret, true);
  const context = await plain.$context;
  const isHttps = (request: Request) => new URL(request.url).protocol === "https:";
  return {
    base,
    deps: { db: base.db, hashPassword: (password) => context.password.hash(password) },
    authFor: (request) => (isHttps(request) ? secure : plain),
    siteUrl: (request) => (settings.SITE_URL ?? new URL(request.url).origin).replace(/\/+$/, ""),
    mailQueued(mail) {
      if (!mail) return;
      base.wake();
      if (settings.SMTP_URL || settings.NODE_ENV === "production") return;
      // Development only, without SMTP: the way to find the link (npm run mail shows it too).
      log("info", "mail.stored", { mailId: mail.id, purpose: mail.purpose, ...(mail.link ? { link: mail.link } : {}) });
    },
  };
}

/** The account services, once storage is open; throws where the server set none (prerendering). */
export function accountServices(context: Readonly<RouterContextProvider>): Promise<AccountServices> {
  return context.get(accountsContext);
}
