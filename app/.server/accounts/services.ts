// The account services of the process, built once on its storage by the runtime
// (app/.server/runtime/runtime.ts) and handed to routes as a context value: the library for
// plain HTTP and for HTTPS (their cookies differ), password hashing, the mail caps, the throttle
// of password checks, and the address used in mailed links (from configuration, never from a
// request).
import type { RouterContextProvider } from "react-router";
import { accountsContext } from "~/.server/load-context";
import type { Storage } from "~/.server/runtime/storage";
import { logStoredMailLink, type QueuedMail } from "~/.server/mail/outbox";
import { siteUrlOf, type Settings } from "~/.server/settings";
import { createAuth, type Auth } from "./auth";
import { createThrottle, loginRules, type Throttle } from "./login-throttle";
import { createMailCaps } from "./mail-caps";
import type { AccountDeps } from "./registration";
import { sessionSecret } from "./site-secret";
import { deriveTotpKey } from "~/.server/accounts/totp";
import { staffSessionPolicyOf, type StaffSessionPolicy } from "~/.server/staff/staff-sessions";

export type AccountServices = {
  base: Storage;
  deps: AccountDeps;
  /** The library instance whose cookie fits the request (`__Host-`, Secure over HTTPS). */
  authFor: (request: Request) => Auth;
  /** The public address of the site, for links in mails. */
  siteUrl: string;
  /** Slows down and limits password checks (sign-in, the account page). */
  throttle: Throttle;
  /** ADVISOR_APPROVAL=staff: a verified advisor also needs the firm's approval for advisor-only content. */
  approvalRequired?: boolean;
  /** CONTACT_WEBHOOK_URL is set: leads are forwarded; otherwise they are only stored (the console says so). */
  webhookConfigured?: boolean;
  /** SMTP_URL is set: mails are sent; otherwise they are only stored (the console says so). */
  mailServerConfigured?: boolean;
  /** Encrypts staff members' TOTP secrets at rest: derived from the session key, never stored. */
  totpKey?: Buffer;
  /** STAFF_REQUIRE_TOTP: every staff member signs in with a TOTP code. */
  totpRequired?: boolean;
  /** Staff and admin sessions' lifetimes and re-authentication window (defaults when unset: staff-sessions.ts). */
  staffSessions?: StaffSessionPolicy;
  /** The time, in milliseconds since the epoch, that session lifetimes are measured with (tests move it). */
  clock?: () => number;
  /** After a mail was stored: wake the relay, and outside production log its link when it will not be sent. */
  mailQueued: (mail: QueuedMail | undefined) => void;
};

export async function createAccountServices(base: Storage, settings: Settings): Promise<AccountServices> {
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
    approvalRequired: settings.ADVISOR_APPROVAL === "staff",
    webhookConfigured: Boolean(settings.CONTACT_WEBHOOK_URL),
    mailServerConfigured: Boolean(settings.SMTP_URL),
    totpKey: deriveTotpKey(secret),
    totpRequired: settings.STAFF_REQUIRE_TOTP,
    staffSessions: staffSessionPolicyOf(settings),
    mailQueued(mail) {
      if (!mail) return;
      base.wake();
      logStoredMailLink(settings, mail);
    },
  };
}

/** The account services, once storage is open; throws where the server set none (prerendering). */
export function accountServices(context: Readonly<RouterContextProvider>): Promise<AccountServices> {
  return context.get(accountsContext);
}
