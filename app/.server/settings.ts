// Every environment variable the server reads, parsed and checked in one place.
// A bad value stops start-up with a message naming the variable.
import { z } from "zod";
import { log } from "~/.server/log";
import { isLoopbackHost } from "~/.server/outbound/address";

/** An optional value where an empty string means unset, then checked by `schema`. */
const blankAsUnset = <T extends z.ZodType<unknown, string>>(schema: T) =>
  z
    .string()
    .trim()
    .transform((value) => (value === "" ? undefined : value))
    .pipe(schema.optional())
    .optional();

const optionalUrl = blankAsUnset(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }));

const flag = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.enum(["true", "false", ""], { error: "must be true or false" }))
  .transform((value) => value === "true");

/** One of `values`, in any case; unset or empty means the first, the default. */
const choice = <const V extends readonly [string, ...string[]]>(values: V) =>
  z
    .string()
    .optional()
    .transform((value) => value?.trim().toLowerCase() || values[0])
    .pipe(z.enum(values, { error: `must be ${values.join(" or ")}` }));

const positiveMs = (fallback: number) =>
  z.coerce
    .number({ error: "must be a number of milliseconds" })
    .int("must be a whole number of milliseconds")
    .positive("must be greater than 0")
    .default(fallback);

/** A whole number of `things` from 1 (to `max` when given): attempts, messages, requests, mails. */
const count = (things: string, fallback: number, max?: number) => {
  const atLeastOne = z.coerce
    .number({ error: `must be a number of ${things}` })
    .int("must be a whole number")
    .min(1, "must be at least 1");
  return (max === undefined ? atLeastOne : atLeastOne.max(max, `must be at most ${max}`)).default(fallback);
};

/** A whole number of minutes from 1 to `max` (a staff session's lifetimes and windows). */
const minutes = (fallback: number, max: number) =>
  z.coerce
    .number({ error: "must be a number of minutes" })
    .int("must be a whole number of minutes")
    .min(1, "must be at least 1")
    .max(max, `must be at most ${max}`)
    .default(fallback);

const proxyAddress = /^(loopback|linklocal|uniquelocal|[0-9.]+(\/\d{1,2})?|[0-9a-f:.]+(\/\d{1,3})?)$/i;

/** None (the default), a number of proxy hops, or a comma-separated list of addresses/ranges. */
const trustProxy = z
  .string()
  .trim()
  .default("")
  .transform((value, ctx): false | number | string[] => {
    if (value === "" || value === "false" || value === "none") return false;
    if (/^\d+$/.test(value)) return Number(value);
    const list = value.split(",").map((item) => item.trim());
    if (list.some((item) => !proxyAddress.test(item))) {
      ctx.addIssue({ code: "custom", message: "must be a number of hops or a list of addresses (e.g. loopback, 10.0.0.0/8)" });
      return z.NEVER;
    }
    return list;
  });

const settingsShape = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce
    .number({ error: "must be a port number" })
    .int("must be a whole number")
    .min(1, "must be between 1 and 65535")
    .max(65535, "must be between 1 and 65535")
    .default(3000),
  HOST: z.string().trim().min(1, "must not be empty").default("0.0.0.0"),
  ZONE_DATA_SOURCE_URL: optionalUrl,
  ZONE_DATA_TIMEOUT_MS: positiveMs(5000),
  ZONE_DATA_CACHE_TTL_MS: positiveMs(60_000),
  ZONE_DATA_FAILURE_TTL_MS: positiveMs(5_000),
  ZONE_DATA_REFRESH_INTERVAL_MS: positiveMs(10_000),
  /**
   * `required`: the site serves only the zone dataset a principal approved on the publishing desk,
   * and the sheet's changes wait there as proposed versions; `off`: the sheet's answers are live.
   */
  ZONE_DATA_APPROVAL: choice(["off", "required"]),
  // Who sees the zones' expected return and max drawdown: everyone, or signed-in verified advisors only.
  ZONE_PROJECTIONS: choice(["public", "advisors"]),
  CONTACT_WEBHOOK_URL: optionalUrl,
  CONTACT_WEBHOOK_TIMEOUT_MS: positiveMs(10_000),
  CONTACT_WEBHOOK_SECRET: blankAsUnset(z.string().min(16, "must be at least 16 characters")),
  // For tests and local development only: plain http to this machine in production.
  ALLOW_INSECURE_OUTBOUND: flag.default(false),
  // Delay before the first retry of a failed delivery; later retries grow sixfold each time.
  CONTACT_RELAY_BASE_DELAY_MS: positiveMs(5_000),
  CONTACT_RELAY_MAX_DELAY_MS: positiveMs(24 * 60 * 60 * 1000),
  CONTACT_RELAY_MAX_ATTEMPTS: count("attempts", 8),
  CONTACT_RELAY_POLL_MS: positiveMs(1_000),
  CONTACT_RATE_LIMIT_MAX: count("messages", 5),
  CONTACT_RATE_LIMIT_WINDOW_MS: positiveMs(10 * 60 * 1000),
  DATABASE_URL: blankAsUnset(z.string().regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")),
  DATA_DIR: z.string().trim().min(1, "must not be empty").default("./data"),
  // Which proxies may tell the client's address and protocol (X-Forwarded-For/-Proto).
  TRUST_PROXY: trustProxy,
  // Every form post, per client, counted before its body is read.
  POST_RATE_LIMIT_MAX: count("requests", 30),
  POST_RATE_LIMIT_WINDOW_MS: positiveMs(60_000),
  // Public proposal PDFs per client in the window below (each one not kept costs a drawing).
  PROPOSAL_RATE_LIMIT_MAX: count("downloads", 30),
  PROPOSAL_RATE_LIMIT_WINDOW_MS: positiveMs(60_000),
  // Contact messages younger than this are kept unless a deletion is forced with a reason.
  CONTACT_RETENTION_MIN_YEARS: z.coerce
    .number({ error: "must be a number of years" })
    .int("must be a whole number of years")
    .min(0, "must be 0 or more")
    .max(100, "must be at most 100")
    .default(5),
  // Mail to advisors (verification, password reset): unset means mails are only stored.
  SMTP_URL: blankAsUnset(z.url({ protocol: /^smtps?$/, error: "must be an smtp:// or smtps:// URL" })),
  MAIL_FROM: z.email({ error: "must be an e-mail address" }).default("no-reply@localhost"),
  // Mails to the followers of a signal or commentary that each server process hands to SMTP per minute (account mails go first, unthrottled).
  MAIL_SEND_PER_MINUTE: count("mails", 120, 100_000),
  // Sign-in attempts per client address, and failed ones per account, in the window below.
  LOGIN_RATE_LIMIT_MAX: count("attempts", 20),
  LOGIN_ACCOUNT_RATE_LIMIT_MAX: count("attempts", 10),
  LOGIN_RATE_LIMIT_WINDOW_MS: positiveMs(15 * 60 * 1000),
  // Mails of one kind (reset link, verification link, "someone tried to register") to one address, in the window below.
  MAIL_RATE_LIMIT_MAX: count("mails", 3),
  MAIL_RATE_LIMIT_WINDOW_MS: positiveMs(60 * 60 * 1000),
  // Signs session cookies; unset means a random key in a file of the data folder (required with DATABASE_URL in production).
  AUTH_SECRET: blankAsUnset(z.string().min(32, "must be at least 32 characters")),
  // The site's public address, for the links in mails; unset means http://localhost:PORT. Never taken from a request.
  SITE_URL: optionalUrl,
  // Whether a verified address opens advisor-only content (email), or staff must also approve the advisor (staff).
  ADVISOR_APPROVAL: choice(["email", "staff"]),
  // Every staff member must sign in with a TOTP code as well as the password (those without one set it up first).
  STAFF_REQUIRE_TOTP: flag.default(false),
  // The launch gate: `live` refuses to start the production server while the content check finds anything; `preview` warns.
  SITE_STAGE: choice(["preview", "live"]),
  // A staff or admin session ends this long after its sign-in, however much it is used (8 hours; at most 30 days).
  STAFF_SESSION_MAX_AGE_MINUTES: minutes(8 * 60, 30 * 24 * 60),
  // A staff or admin session ends after this long without a request (30 minutes; at most a day).
  STAFF_SESSION_IDLE_MINUTES: minutes(30, 24 * 60),
  // The console's sensitive actions need the password (or code) given within this many minutes (5; at most an hour).
  STAFF_REAUTH_MINUTES: minutes(5, 60),
});

const settingsSchema = settingsShape.superRefine(requireHttpsInProduction).superRefine(requireCautiousLaunch);

/**
 * What the public site must have set with SITE_STAGE=live (ADR 0018): hypothetical figures for
 * the firm's approved advisors only, zone data published only once a principal approved it, and
 * staff who sign in with a second factor. As environment values (a flag as `true`).
 */
export const LIVE_STAGE_SETTINGS = {
  ZONE_PROJECTIONS: "advisors",
  ADVISOR_APPROVAL: "staff",
  ZONE_DATA_APPROVAL: "required",
  STAFF_REQUIRE_TOTP: "true",
} as const;

function requireCautiousLaunch(settings: z.output<typeof settingsShape>, context: z.RefinementCtx) {
  if (settings.SITE_STAGE !== "live") return;
  const refuse = (name: string, message: string) =>
    context.addIssue({ code: "custom", path: [name], message: `${message} with SITE_STAGE=live` });
  for (const [name, value] of Object.entries(LIVE_STAGE_SETTINGS) as [keyof typeof LIVE_STAGE_SETTINGS, string][]) {
    if (String(settings[name]) !== value) refuse(name, `must be ${value}`);
  }
  // The links in account and follower mails (unsubscribe among them) lead to the public site.
  if (!settings.SITE_URL?.startsWith("https://")) refuse("SITE_URL", "must be the site's https address");
  // Without it, verification, reset and follower mails are only stored, never sent.
  if (!settings.SMTP_URL) refuse("SMTP_URL", "must be set");
}

/** The site's public address, for the links in mails: from configuration, never from a request. */
export const siteUrlOf = (settings: Pick<Settings, "SITE_URL" | "PORT">): string =>
  (settings.SITE_URL ?? `http://localhost:${settings.PORT}`).replace(/\/+$/, "");

const OUTBOUND_URLS = ["ZONE_DATA_SOURCE_URL", "CONTACT_WEBHOOK_URL"] as const;

/** In production the third parties are reached over HTTPS only (plain http to this machine with the test switch). */
function requireHttpsInProduction(settings: z.output<typeof settingsShape>, context: z.RefinementCtx) {
  if (settings.NODE_ENV !== "production") return;
  for (const name of OUTBOUND_URLS) {
    const value = settings[name];
    // A value that is not a URL at all has its own issue already.
    if (typeof value !== "string" || !URL.canParse(value)) continue;
    const url = new URL(value);
    if (url.protocol === "https:" || (settings.ALLOW_INSECURE_OUTBOUND && isLoopbackHost(url.hostname))) continue;
    context.addIssue({
      code: "custom",
      path: [name],
      message: "must be an https URL in production (plain http only to this machine, with ALLOW_INSECURE_OUTBOUND=true)",
    });
  }
}

export type Settings = z.infer<typeof settingsSchema>;

/** Parse settings from an environment; throws one error listing every bad variable. */
export function parseSettings(env: Record<string, string | undefined>): Settings {
  const result = settingsSchema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join(".") || "(environment)"}: ${issue.message}`);
  throw new Error(`Invalid server settings:\n${lines.join("\n")}`);
}

let cached: Settings | undefined;

/** What an operator should know about settings that work but weaken the server. */
export function settingsWarnings(settings: Settings): string[] {
  if (settings.NODE_ENV !== "production") return [];
  const warnings: string[] = [];
  if (settings.CONTACT_WEBHOOK_URL && !settings.CONTACT_WEBHOOK_SECRET) {
    warnings.push("CONTACT_WEBHOOK_URL is set without CONTACT_WEBHOOK_SECRET: deliveries are not signed");
  }
  if (!settings.SITE_URL) {
    warnings.push(`SITE_URL is not set: the links in mails point to ${siteUrlOf(settings)}; set it to the site's public address`);
  }
  if (settings.ALLOW_INSECURE_OUTBOUND) {
    warnings.push(
      "ALLOW_INSECURE_OUTBOUND is true: outbound calls may use plain http to this machine (for tests and local development only)",
    );
  }
  return warnings;
}

/**
 * The settings of the server, which must also sign cookies: processes that share a PostgreSQL
 * database sign them with one key, so in production AUTH_SECRET is required with DATABASE_URL
 * (the key file of the data folder is one machine's). The commands need no key.
 */
export function getServerSettings(): Settings {
  const settings = getSettings();
  const missing = missingServerSettings(settings);
  if (missing.length > 0) throw new Error(`Invalid server settings:\n${missing.map((line) => `  ${line}`).join("\n")}`);
  // Said once, by the server: the commands print their own output only.
  for (const warning of settingsWarnings(settings)) log("warn", "settings.warning", { warning });
  return settings;
}

/** What the server cannot run without, beyond what every command needs. */
export function missingServerSettings(settings: Settings): string[] {
  if (settings.NODE_ENV !== "production" || !settings.DATABASE_URL || settings.AUTH_SECRET) return [];
  return [
    "AUTH_SECRET: must be set in production when DATABASE_URL is set: the key that signs session cookies, the same for every process (at least 32 characters, e.g. openssl rand -base64 48)",
  ];
}

/** The settings of this process (the server's or a command's), parsed on first use. */
export function getSettings(): Settings {
  cached ??= parseSettings(process.env);
  return cached;
}
