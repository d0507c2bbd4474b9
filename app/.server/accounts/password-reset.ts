// Forgotten passwords: a link (one hour, single use, hash stored) for an existing account, the
// same answer for every address; setting the new password ends every session of the account
// and mails a confirmation, in one transaction.
import { and, eq } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { advisorCredentials, advisorSessions, advisorUsers, verificationLinks } from "~/.server/db/schema";
import { queueMail, type QueuedMail } from "~/.server/mail/outbox";
import { passwordChangedMail, resetPasswordMail } from "./account-mails";
import { hashToken, isTokenShaped, issueLink, retireLinks, useLink } from "./links";
import type { AccountDeps } from "./registration";

export const resetUrl = (siteUrl: string, token: string) => `${siteUrl}/reset-password?token=${token}`;

/** Mail a reset link when the address has an account (earlier links stop working); nothing otherwise. */
export async function requestPasswordReset(db: Db, email: string, siteUrl: string): Promise<QueuedMail | undefined> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(advisorUsers).where(eq(advisorUsers.email, email.trim().toLowerCase()));
    if (!user) return undefined;
    await retireLinks(tx, user.id, "reset-password");
    const token = await issueLink(tx, user.id, "reset-password");
    const url = resetUrl(siteUrl, token);
    return queueMail(tx, user.email, "reset-password", resetPasswordMail(user.firstName, url), url);
  });
}

export type LinkState = "valid" | "unknown" | "used" | "expired";

/** What a reset link would do if used now, without spending it (the page shows the form or why not). */
export async function resetLinkState(db: Db, token: string, now = new Date()): Promise<LinkState> {
  if (!isTokenShaped(token)) return "unknown";
  const [link] = await db
    .select()
    .from(verificationLinks)
    .where(and(eq(verificationLinks.tokenHash, hashToken(token)), eq(verificationLinks.purpose, "reset-password")));
  if (!link) return "unknown";
  if (link.usedAt) return "used";
  return link.expiresAt.getTime() <= now.getTime() ? "expired" : "valid";
}

export type ResetOutcome = { ok: true; userId: string; mail: QueuedMail } | { ok: false; problem: "unknown" | "used" | "expired" };

/** Spend the link: the new password, every session ended, and a confirmation mail. */
export async function resetPassword(deps: AccountDeps, token: string, password: string, siteUrl: string, now = new Date()): Promise<ResetOutcome> {
  if (!isTokenShaped(token)) return { ok: false, problem: "unknown" };
  const hash = await deps.hashPassword(password);
  return deps.db.transaction(async (tx) => {
    const used = await useLink(tx, token, "reset-password", now);
    if (!used.ok) return used;
    await tx
      .update(advisorCredentials)
      .set({ password: hash, updatedAt: now })
      .where(and(eq(advisorCredentials.userId, used.userId), eq(advisorCredentials.providerId, "credential")));
    await tx.delete(advisorSessions).where(eq(advisorSessions.userId, used.userId));
    const [user] = await tx.select().from(advisorUsers).where(eq(advisorUsers.id, used.userId));
    const mail = await queueMail(tx, user!.email, "password-changed", passwordChangedMail(user!.firstName, `${siteUrl}/forgot-password`));
    return { ok: true, userId: used.userId, mail };
  });
}
