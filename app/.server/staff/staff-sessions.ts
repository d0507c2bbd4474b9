// The session policy of the firm's people (docs/decisions/0017): a staff or admin session ends
// a fixed time after its sign-in however much it is used, and after a while without a request;
// the console's sensitive actions need the password (or code) given again within a few minutes;
// the session's token changes when the code is given and when two-factor sign-in is turned on.
// Advisors keep the library's sessions (30 days, renewed while used).
import { createHmac, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { advisorSessions } from "~/.server/db/schema";
import type { Settings } from "~/.server/settings";
import type { Auth } from "~/.server/accounts/auth";
import { hashToken } from "~/.server/accounts/links";

const MINUTE_MS = 60_000;

export type StaffSessionPolicy = { maxAgeMs: number; idleMs: number; reauthMs: number };

export const defaultStaffSessionPolicy: StaffSessionPolicy = {
  maxAgeMs: 8 * 60 * MINUTE_MS,
  idleMs: 30 * MINUTE_MS,
  reauthMs: 5 * MINUTE_MS,
};

export const staffSessionPolicyOf = (
  settings: Pick<Settings, "STAFF_SESSION_MAX_AGE_MINUTES" | "STAFF_SESSION_IDLE_MINUTES" | "STAFF_REAUTH_MINUTES">,
): StaffSessionPolicy => ({
  maxAgeMs: settings.STAFF_SESSION_MAX_AGE_MINUTES * MINUTE_MS,
  idleMs: settings.STAFF_SESSION_IDLE_MINUTES * MINUTE_MS,
  reauthMs: settings.STAFF_REAUTH_MINUTES * MINUTE_MS,
});

export type SessionTimes = { createdAt: Date; lastSeenAt: Date | null; reauthenticatedAt: Date | null };

/** Why a staff session is over at `now`: past its absolute lifetime, or idle too long; undefined while it lasts. */
export function staffSessionOver(times: SessionTimes, policy: StaffSessionPolicy, now: number): "max-age" | "idle" | undefined {
  if (now - times.createdAt.getTime() >= policy.maxAgeMs) return "max-age";
  if (now - (times.lastSeenAt ?? times.createdAt).getTime() >= policy.idleMs) return "idle";
  return undefined;
}

/** Whether the password (or code) was given on this session within the re-authentication window: at sign-in or since. */
export function recentlyAuthenticated(times: SessionTimes, policy: StaffSessionPolicy, now: number): boolean {
  const at = Math.max(times.createdAt.getTime(), times.reauthenticatedAt?.getTime() ?? 0);
  return now - at < policy.reauthMs;
}

export type StaffSessionCheck = { over: "max-age" | "idle" | "gone" } | { over?: undefined; times: SessionTimes };

/**
 * A staff request on session `sessionId`: a session past its lifetime is deleted (never renewed),
 * one that lasts is marked seen now.
 */
export async function checkStaffSession(db: Db, sessionId: string, policy: StaffSessionPolicy, now: number): Promise<StaffSessionCheck> {
  const [row] = await db
    .select({
      createdAt: advisorSessions.createdAt,
      lastSeenAt: advisorSessions.lastSeenAt,
      reauthenticatedAt: advisorSessions.reauthenticatedAt,
    })
    .from(advisorSessions)
    .where(eq(advisorSessions.id, sessionId));
  if (!row) return { over: "gone" };
  const over = staffSessionOver(row, policy, now);
  if (over) {
    await db.delete(advisorSessions).where(eq(advisorSessions.id, sessionId));
    return { over };
  }
  await db
    .update(advisorSessions)
    .set({ lastSeenAt: new Date(now) })
    .where(eq(advisorSessions.id, sessionId));
  return { times: { ...row, lastSeenAt: new Date(now) } };
}

/** The password (or code) was given again on this session. */
export async function markReauthenticated(db: Pick<Db, "update">, sessionId: string, now: number): Promise<void> {
  await db
    .update(advisorSessions)
    .set({ reauthenticatedAt: new Date(now) })
    .where(eq(advisorSessions.id, sessionId));
}

/** The library's signed cookie value: the token, a dot, and its HMAC-SHA-256 under the secret (base64), URI-encoded. */
const signedValue = (token: string, secret: string) =>
  encodeURIComponent(`${token}.${createHmac("sha256", secret).update(token).digest("base64")}`);

/**
 * Give session `sessionId` a new token (stored hashed, like every token) and the cookie that
 * carries it: the token the browser held before no longer opens anything.
 */
export async function rotateSessionToken(
  db: Db,
  auth: Auth,
  sessionId: string,
  change: { secondFactorPending?: boolean; reauthenticatedAt?: Date } = {},
): Promise<string | undefined> {
  const token = randomBytes(24).toString("base64url");
  const rotated = await db
    .update(advisorSessions)
    .set({ token: hashToken(token), updatedAt: new Date(), ...change })
    .where(eq(advisorSessions.id, sessionId))
    .returning({ id: advisorSessions.id });
  if (rotated.length === 0) return undefined;
  const library = await auth.$context;
  const { name, attributes } = library.authCookies.sessionToken;
  const parts = [
    `${name}=${signedValue(token, library.secret)}`,
    `Max-Age=${library.sessionConfig.expiresIn}`,
    `Path=${attributes.path ?? "/"}`,
  ];
  if (attributes.httpOnly) parts.push("HttpOnly");
  if (attributes.secure) parts.push("Secure");
  parts.push(`SameSite=${attributes.sameSite === "strict" ? "Strict" : "Lax"}`);
  return parts.join("; ");
}

/** The cookie that takes an ended session's token out of the browser. */
export async function clearedSessionCookie(auth: Auth): Promise<string> {
  const { name, attributes } = (await auth.$context).authCookies.sessionToken;
  return [
    `${name}=`,
    "Max-Age=0",
    `Path=${attributes.path ?? "/"}`,
    "HttpOnly",
    ...(attributes.secure ? ["Secure"] : []),
    "SameSite=Lax",
  ].join("; ");
}
