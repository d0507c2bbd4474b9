// Recovery codes: ten single-use codes made when two-factor sign-in is turned on, shown once and
// stored only as SHA-256 hashes (each carries 80 random bits, so a fast hash gives nothing away).
// One opens a sign-in instead of the app's code, once; new ones replace every old one.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, count, eq, isNull } from "drizzle-orm";
import type { Db, Tx } from "~/.server/db/database";
import { recoveryCodes } from "~/.server/db/schema";

export const RECOVERY_CODE_COUNT = 10;

// Letters and digits that are not easily mistaken for one another (no 0/o, 1/l/i).
const ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

/** A code as written down: 16 characters in four groups, about 80 bits. */
export function newRecoveryCode(): string {
  const bytes = randomBytes(16);
  const chars = Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]);
  return [0, 4, 8, 12].map((at) => chars.slice(at, at + 4).join("")).join("-");
}

/** The form a code is compared in: lower-case, without spaces and dashes. */
export const normalizeRecoveryCode = (typed: string) => typed.toLowerCase().replace(/[\s-]/g, "");

const hashOf = (code: string) => createHash("sha256").update(normalizeRecoveryCode(code)).digest("hex");

/** Whether `typed` has the shape of a recovery code (not of an app's 6-digit code). */
export const looksLikeRecoveryCode = (typed: string) => /^[a-z0-9]{16}$/.test(normalizeRecoveryCode(typed));

/** New codes for `userId`, replacing every earlier one; returned once, to be shown once. */
export async function replaceRecoveryCodes(tx: Db | Tx, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(codes.map((code) => ({ id: randomUUID(), userId, codeHash: hashOf(code) })));
  return codes;
}

/** Spends `typed` if it is an unused code of `userId`: true once, false ever after. */
export async function spendRecoveryCode(db: Db, userId: string, typed: string): Promise<boolean> {
  if (!looksLikeRecoveryCode(typed)) return false;
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hashOf(typed)), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return spent.length === 1;
}

/** How many unused codes `userId` has left. */
export async function recoveryCodesLeft(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ left: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.left ?? 0;
}

/** Every code of `userId` goes (two-factor sign-in turned off). */
export async function dropRecoveryCodes(tx: Db | Tx, userId: string): Promise<void> {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
}
