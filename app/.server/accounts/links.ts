// The links mailed to advisors: a random token in the mail, only its SHA-256 in the database,
// each usable once before it expires.
import { createHash } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { generateRandomString } from "better-auth/crypto";
import type { Db, Tx } from "~/.server/db/database";
import { verificationLinks, type LinkPurpose } from "~/.server/db/schema";

export const LINK_LIFETIME_MS: Record<LinkPurpose, number> = {
  "verify-email": 24 * 60 * 60 * 1000,
  "reset-password": 60 * 60 * 1000,
  "staff-invitation": 72 * 60 * 60 * 1000,
  "change-email": 24 * 60 * 60 * 1000,
};

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** A token looks like one the site made (43 URL-safe characters) before the database is asked. */
export const isTokenShaped = (token: string) => /^[A-Za-z0-9_-]{43}$/.test(token);

/** Make a link token for `userId`, storing its hash in the caller's transaction; returns the token. */
export async function issueLink(tx: Tx, userId: string, purpose: LinkPurpose, now = new Date()): Promise<string> {
  const token = generateRandomString(43, "a-z", "A-Z", "0-9", "-_");
  await tx.insert(verificationLinks).values({
    tokenHash: hashToken(token),
    purpose,
    userId,
    expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS[purpose]),
  });
  return token;
}

export type LinkProblem = "unknown" | "used" | "replaced" | "expired";
export type LinkUse = { ok: true; userId: string } | { ok: false; problem: LinkProblem };
type StoredLink = typeof verificationLinks.$inferSelect;

/** Why a stored link cannot be used now, if it cannot. */
export function linkProblem(link: StoredLink | undefined, now: Date): LinkProblem | undefined {
  if (!link) return "unknown";
  if (link.usedAt) return "used";
  if (link.replacedAt) return "replaced";
  if (link.expiresAt.getTime() <= now.getTime()) return "expired";
  return undefined;
}

/** The stored link of a token, without spending it. */
export async function findLink(db: Pick<Db, "select">, token: string, purpose: LinkPurpose): Promise<StoredLink | undefined> {
  if (!isTokenShaped(token)) return undefined;
  const [link] = await db
    .select()
    .from(verificationLinks)
    .where(and(eq(verificationLinks.tokenHash, hashToken(token)), eq(verificationLinks.purpose, purpose)));
  return link;
}

/** Spend a link in the caller's transaction: it works once, before it expires. */
export async function useLink(tx: Tx, token: string, purpose: LinkPurpose, now = new Date()): Promise<LinkUse> {
  if (!isTokenShaped(token)) return { ok: false, problem: "unknown" };
  const [link] = await tx
    .select()
    .from(verificationLinks)
    .where(and(eq(verificationLinks.tokenHash, hashToken(token)), eq(verificationLinks.purpose, purpose)))
    .for("update");
  const problem = linkProblem(link, now);
  if (problem || !link) return { ok: false, problem: problem ?? "unknown" };
  await tx.update(verificationLinks).set({ usedAt: now }).where(eq(verificationLinks.tokenHash, link.tokenHash));
  return { ok: true, userId: link.userId };
}

/** Retire every unused link of one purpose for a user: a new one replaces them. */
export async function retireLinks(tx: Tx, userId: string, purpose: LinkPurpose, now = new Date()): Promise<void> {
  await tx
    .update(verificationLinks)
    .set({ replacedAt: sql`${now.toISOString()}::timestamptz` })
    .where(
      and(
        eq(verificationLinks.userId, userId),
        eq(verificationLinks.purpose, purpose),
        isNull(verificationLinks.usedAt),
        isNull(verificationLinks.replacedAt),
      ),
    );
}
