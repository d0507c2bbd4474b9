// TOTP two-factor sign-in, the same for staff and advisors (otpauth: RFC 6238, SHA-1, 6 digits,
// 30 s, one step of drift either way; each code is good once). The secret is encrypted at rest with AES-256-GCM under a key derived (HKDF) from the
// session key (AUTH_SECRET or the data folder's key file), so a copy of the database alone cannot
// produce codes. While someone who uses it has given the password but not the code, the session
// is marked `secondFactorPending` and nothing but the code's page opens (the staff console's and the
// advisor area's guards). What is recorded of a change is the caller's: staff audit it
// (staff/totp.ts), advisors log it.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import { and, eq, isNotNull, isNull, lt, ne, or } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { qrCodeOf } from "./qr-code";
import type { Db, Tx } from "~/.server/db/database";
import { advisorSessions, advisorUsers } from "~/.server/db/schema";
import { site } from "~/content/site";

/** The key of the secrets; its HKDF label ("staff-totp") is kept so that secrets stored under it still open. */
export const deriveTotpKey = (sessionSecret: string): Buffer =>
  Buffer.from(hkdfSync("sha256", sessionSecret, "staff-totp", "staff TOTP secret encryption", 32));

export function encryptSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), sealed.toString("base64url")].join(".");
}

export function decryptSecret(key: Buffer, stored: string): string | undefined {
  const [version, iv, tag, sealed] = stored.split(".");
  if (version !== "v1" || !iv || !tag || !sealed) return undefined;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString("utf8");
  } catch {
    return undefined;
  }
}

export const totpOf = (base32: string, label: string) => new TOTP({ issuer: site.brand, label, secret: Secret.fromBase32(base32) });

const STEP_MS = 30_000;

/** The time step `code` belongs to when it is the current code (or the one before or after); undefined otherwise. */
export function matchingStep(base32: string, code: string, now = Date.now()): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const delta = totpOf(base32, "staff").validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? undefined : Math.floor(now / STEP_MS) + delta;
}

/**
 * Spends a code of time step `step`: true only when no code of that step or a later one was
 * accepted before, so a code seen over a shoulder or replayed from a log is refused.
 */
async function spendStep(db: Db, userId: string, step: number): Promise<boolean> {
  const spent = await db
    .update(advisorUsers)
    .set({ totpLastStep: step })
    .where(and(eq(advisorUsers.id, userId), or(isNull(advisorUsers.totpLastStep), lt(advisorUsers.totpLastStep, step))))
    .returning({ id: advisorUsers.id });
  return spent.length === 1;
}

export type TotpState = { enabled: boolean; setup?: ReturnType<typeof totpSetup> };

/** Two-factor state of an account: on, or (while setting up) the secret to enter in an authenticator app. */
export async function totpState(db: Db, key: Buffer, userId: string): Promise<TotpState> {
  const [user] = await db
    .select({ email: advisorUsers.email, secret: advisorUsers.totpSecret, enabledAt: advisorUsers.totpEnabledAt })
    .from(advisorUsers)
    .where(eq(advisorUsers.id, userId));
  if (!user) return { enabled: false };
  if (user.enabledAt) return { enabled: true };
  const secret = user.secret ? decryptSecret(key, user.secret) : undefined;
  return secret ? { enabled: false, setup: totpSetup(secret, user.email) } : { enabled: false };
}

/** What an authenticator app takes: the key, and the otpauth:// address with the account's label, also as a QR code. */
export function totpSetup(secret: string, label: string) {
  const uri = totpOf(secret, label).toString();
  return { secret, uri, qr: qrCodeOf(uri) };
}

/** Start setting up: a new secret, stored encrypted and not yet in force. */
export async function startTotpSetup(db: Db, key: Buffer, userId: string): Promise<void> {
  const secret = new Secret({ size: 20 }).base32;
  await db
    .update(advisorUsers)
    .set({ totpSecret: encryptSecret(key, secret), totpEnabledAt: null })
    .where(and(eq(advisorUsers.id, userId), isNull(advisorUsers.totpEnabledAt)));
}

/** What a change records, in its transaction: staff audit it, advisors record nothing here. */
export type WithinChange = (tx: Tx) => Promise<void>;

/**
 * Turn two-factor sign-in on with a code from the app; false when the code is wrong. Every other
 * session of the account ends with it: one opened with the password alone (by someone who knew it)
 * does not outlive the change.
 */
export async function enableTotp(
  db: Db,
  key: Buffer,
  userId: string,
  code: string,
  keepSessionId: string,
  within?: WithinChange,
): Promise<boolean> {
  const state = await totpState(db, key, userId);
  const step = state.setup && matchingStep(state.setup.secret, code);
  if (step === undefined) return false;
  await db.transaction(async (tx) => {
    await tx.update(advisorUsers).set({ totpEnabledAt: new Date(), totpLastStep: step }).where(eq(advisorUsers.id, userId));
    await tx.delete(advisorSessions).where(and(eq(advisorSessions.userId, userId), ne(advisorSessions.id, keepSessionId)));
    await within?.(tx);
  });
  return true;
}

/** Turn it off once `proof` (a current code, checked and spent) holds; its secret goes. */
export async function turnOffTotp(db: Db, userId: string, proof: () => Promise<boolean>, within?: WithinChange): Promise<boolean> {
  if (!(await proof())) return false;
  await db.transaction(async (tx) => {
    await tx.update(advisorUsers).set({ totpSecret: null, totpEnabledAt: null }).where(eq(advisorUsers.id, userId));
    await within?.(tx);
  });
  return true;
}

/** Whether `code` is right for an account with two-factor sign-in on, and not used before; it is spent. */
export async function checkCode(db: Db, key: Buffer, userId: string, code: string): Promise<boolean> {
  const [user] = await db
    .select({ secret: advisorUsers.totpSecret })
    .from(advisorUsers)
    .where(and(eq(advisorUsers.id, userId), isNotNull(advisorUsers.totpEnabledAt)));
  const secret = user?.secret ? decryptSecret(key, user.secret) : undefined;
  const step = secret === undefined ? undefined : matchingStep(secret, code);
  return step !== undefined && (await spendStep(db, userId, step));
}

/** Whether the account signs in with a code: every new session of it starts waiting for one. */
export async function usesSecondFactor(db: Db, userId: string): Promise<boolean> {
  const [user] = await db.select({ enabledAt: advisorUsers.totpEnabledAt }).from(advisorUsers).where(eq(advisorUsers.id, userId));
  return Boolean(user?.enabledAt);
}
