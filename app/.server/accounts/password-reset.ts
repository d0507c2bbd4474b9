// Forgotten passwords: a link (one hour, single use, hash stored) for an existing account, the
// same answer for every address (the request is queued alike for every address and worked off
// by the relay: account-requests.ts); setting the new password ends every session of the
// account and mails a confirmation, in one transaction.
import { and, eq } from "drizzle-orm";
import type { Db, Tx } from "~/.server/db/database";
import { advisorCredentials, advisorSessions, advisorUsers } from "~/.server/db/schema";
import { queueMail, type QueuedMail } from "~/.server/mail/outbox";
import { auditActions, recordAudit } from "~/.server/staff/audit";
import { isStaffRole } from "~/.server/staff/staff-accounts";
import { passwordChangedMail, resetPasswordMail } from "./account-mails";
import { findLink, isTokenShaped, issueLink, linkProblem, retireLinks, useLink, type LinkProblem } from "./links";
import type { AccountDeps } from "./registration";

export const resetUrl = (siteUrl: string, token: string) => `${siteUrl}/reset-password?token=${token}`;

/**
 * Mail a reset link when the address has an account (earlier links are marked replaced), in the
 * caller's transaction; nothing otherwise.
 */
export async function mailResetLink(tx: Tx, email: string, siteUrl: string): Promise<QueuedMail | undefined> {
  const [user] = await tx.select().from(advisorUsers).where(eq(advisorUsers.email, email.trim().toLowerCase()));
  if (!user) return undefined;
  await retireLinks(tx, user.id, "reset-password");
  const token = await issueLink(tx, user.id, "reset-password");
  const url = resetUrl(siteUrl, token);
  return queueMail(tx, user.email, "reset-password", resetPasswordMail(user.firstName, url), url);
}

/** Mail a reset link when the address has an account: mailResetLink in a transaction of its own. */
export const requestPasswordReset = (db: Db, email: string, siteUrl: string) => db.transaction((tx) => mailResetLink(tx, email, siteUrl));

export type LinkState = "valid" | LinkProblem;

/** What a reset link would do if used now, without spending it (the page shows the form or why not). */
export async function resetLinkState(db: Db, token: string, now = new Date()): Promise<LinkState> {
  return linkProblem(await findLink(db, token, "reset-password"), now) ?? "valid";
}

export type ResetOutcome = { ok: true; userId: string; email: string; mail: QueuedMail } | { ok: false; problem: LinkProblem };

/** Spend the link: the new password, every session ended, and a confirmation mail. */
export async function resetPassword(
  deps: AccountDeps,
  token: string,
  password: string,
  siteUrl: string,
  now = new Date(),
): Promise<ResetOutcome> {
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
    // A change of address asked for before the reset may be an intruder's: it ends here.
    await retireLinks(tx, used.userId, "change-email", now);
    const [user] = await tx.select().from(advisorUsers).where(eq(advisorUsers.id, used.userId));
    if (isStaffRole(user!.role))
      await recordAudit(
        tx,
        { id: user!.id, email: user!.email },
        { action: auditActions.passwordReset, subjectType: "staff", subjectId: user!.id },
        now,
      );
    const mail = await queueMail(tx, user!.email, "password-changed", passwordChangedMail(user!.firstName, `${siteUrl}/forgot-password`));
    return { ok: true, userId: used.userId, email: user!.email, mail };
  });
}
