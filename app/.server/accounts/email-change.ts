// Changing an account's email address: the new address gets a link (24 hours, single use, hash
// stored, the new address kept beside it); spending the link (a POST from its page) makes the
// new address the account's, and the old address is told. Until then nothing changes. An
// address another account has gets no link, with the same answer on screen.
import { eq } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { advisorUsers, verificationLinks } from "~/.server/db/schema";
import { queueMail, type QueuedMail } from "~/.server/mail/outbox";
import { confirmNewEmailMail, emailChangedMail, emailChangeRequestedMail } from "./account-mails";
import { findLink, hashToken, isTokenShaped, issueLink, linkProblem, retireLinks, useLink, type LinkProblem } from "./links";
import type { AccountDeps } from "./registration";

export const emailChangeUrl = (siteUrl: string, token: string) => `${siteUrl}/confirm-email?token=${token}`;

/**
 * Mail a confirmation link to `newEmail` (earlier ones of the account are replaced), and tell the
 * current address at once, so a stolen password cannot move the account unseen; undefined when
 * no link is sent.
 */
export async function requestEmailChange(
  deps: AccountDeps,
  user: { id: string; firstName: string; email: string },
  newEmail: string,
  siteUrl: string,
): Promise<QueuedMail | undefined> {
  const address = newEmail.trim().toLowerCase();
  if (!(await deps.caps.allow(address, "change-email"))) return undefined;
  return deps.db.transaction(async (tx) => {
    const [taken] = await tx.select({ id: advisorUsers.id }).from(advisorUsers).where(eq(advisorUsers.email, address));
    if (taken) return undefined;
    await retireLinks(tx, user.id, "change-email");
    const token = await issueLink(tx, user.id, "change-email");
    await tx
      .update(verificationLinks)
      .set({ newEmail: address })
      .where(eq(verificationLinks.tokenHash, hashToken(token)));
    const url = emailChangeUrl(siteUrl, token);
    await queueMail(
      tx,
      user.email,
      "email-change-requested",
      emailChangeRequestedMail(user.firstName, address, `${siteUrl}/forgot-password`),
    );
    return queueMail(tx, address, "change-email", confirmNewEmailMail(user.firstName, url), url);
  });
}

/** A new password (reset or changed) cancels a change of address asked for before it. */
export async function cancelEmailChanges(db: Pick<Db, "transaction">, userId: string): Promise<void> {
  await db.transaction((tx) => retireLinks(tx, userId, "change-email"));
}

export type EmailChangeProblem = LinkProblem | "taken";

/** What a link would do if used now, without spending it, and the address it would set. */
export async function emailChangeState(db: Db, token: string, now = new Date()) {
  const link = await findLink(db, token, "change-email");
  const problem = linkProblem(link, now);
  return problem ? { problem } : { problem: undefined, newEmail: link!.newEmail ?? "" };
}

export type EmailChangeOutcome = { ok: true; userId: string; mail: QueuedMail } | { ok: false; problem: EmailChangeProblem };

/** Spend the link: the account takes the new address (verified by the link), and the old one is told. */
export async function confirmEmailChange(db: Db, token: string, siteUrl: string, now = new Date()): Promise<EmailChangeOutcome> {
  if (!isTokenShaped(token)) return { ok: false, problem: "unknown" };
  return db.transaction(async (tx) => {
    const used = await useLink(tx, token, "change-email", now);
    if (!used.ok) return used;
    const [link] = await tx
      .select()
      .from(verificationLinks)
      .where(eq(verificationLinks.tokenHash, hashToken(token)));
    const address = link?.newEmail ?? "";
    const [taken] = await tx.select({ id: advisorUsers.id }).from(advisorUsers).where(eq(advisorUsers.email, address));
    if (!address || taken) return { ok: false, problem: "taken" };
    const [user] = await tx.select().from(advisorUsers).where(eq(advisorUsers.id, used.userId)).for("update");
    if (!user) return { ok: false, problem: "unknown" };
    await tx.update(advisorUsers).set({ email: address, emailVerified: true, updatedAt: now }).where(eq(advisorUsers.id, user.id));
    const mail = await queueMail(tx, user.email, "email-changed", emailChangedMail(user.firstName, address, `${siteUrl}/forgot-password`));
    return { ok: true, userId: user.id, mail };
  });
}
