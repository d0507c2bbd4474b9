// Every environment variable the server reads, parsed and checked in one place.
// A bad value stops start-up with a message naming the variable.
import { z } from "zod";

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .pipe(z.url({ protocol: /^https?$/, error: "must be an http(s) URL" }).optional());

const positiveMs = (fallback: number) =>
  z.coerce
    .number({ error: "must be a number of milliseconds" })
    .int("must be a whole number of milliseconds")
    .positive("must be greater than 0")
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

const settingsSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce
    .number({ error: "must be a port number" })
    .int("must be a whole number")
    .min(1, "must be between 1 and 65535")
    .max(65535, "must be between 1 and 65535")
    .default(3000),
  HOST: z.string().trim().min(1, "must not be empty").default("0.0.0.0"),
  ZONE_DATA_SOURCE_URL: optionalUrl.optional(),
  ZONE_DATA_TIMEOUT_MS: positiveMs(5000),
  ZONE_DATA_CACHE_TTL_MS: positiveMs(60_000),
  CONTACT_WEBHOOK_URL: optionalUrl.optional(),
  CONTACT_WEBHOOK_TIMEOUT_MS: positiveMs(10_000),
  // Delay before the first retry of a failed delivery; later retries grow sixfold each time.
  CONTACT_RELAY_BASE_DELAY_MS: positiveMs(5_000),
  CONTACT_RELAY_MAX_DELAY_MS: positiveMs(24 * 60 * 60 * 1000),
  CONTACT_RELAY_MAX_ATTEMPTS: z.coerce
    .number({ error: "must be a number of attempts" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .default(8),
  CONTACT_RELAY_POLL_MS: positiveMs(1_000),
  CONTACT_RATE_LIMIT_MAX: z.coerce
    .number({ error: "must be a number of messages" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .default(5),
  CONTACT_RATE_LIMIT_WINDOW_MS: positiveMs(10 * 60 * 1000),
  DATABASE_URL: z
    .string()
    .trim()
    .transform((value) => (value === "" ? undefined : value))
    .pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
        .optional(),
    )
    .optional(),
  DATA_DIR: z.string().trim().min(1, "must not be empty").default("./data"),
  // Which proxies may tell the client's address and protocol (X-Forwarded-For/-Proto).
  TRUST_PROXY: trustProxy,
  // Every form post, per client, counted before its body is read.
  POST_RATE_LIMIT_MAX: z.coerce
    .number({ error: "must be a number of requests" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .default(30),
  POST_RATE_LIMIT_WINDOW_MS: positiveMs(60_000),
});

export type Settings = z.infer<typeof settingsSchema>;

/** Parse settings from an environment; throws one error listing every bad variable. */
export function parseSettings(env: Record<string, string | undefined>): Settings {
  const result = settingsSchema.safeParse(env);
  if (result.success) return result.data;
  const lines = result.error.issues.map(
    (issue) => `  ${issue.path.join(".") || "(environment)"}: ${issue.message}`,
  );
  throw new Error(`Invalid server settings:\n${lines.join("\n")}`);
}

let cached: Settings | undefined;

/** The settings of this process, parsed on first use. */
export function getSettings(): Settings {
  cached ??= parseSettings(process.env);
  return cached;
}
