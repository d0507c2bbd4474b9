// Staff accounts: the firm's people, on the same accounts as advisors with the role `staff` or
// `admin`. Nobody registers as staff: an admin (or the command line) invites an address, which
// is mailed a single-use link to set a password; the account, its link, the mail and the audit
// row are written in one transaction.
import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { advisorCredentials, advisorUsers } from "~/.server/db/schema";
import { queueMail, type QueuedMail } from "~/.server/mail/outbox";
import { site } from "~/content/site";
import type { MailCaps } from "~/.server/accounts/mail-caps";
import { staffAddress } from "~/lib/schemas/staff-address";
import { findLink, isTokenShaped, issueLink, linkProblem, retireLinks, useLink, type LinkProblem } from "~/.server/accounts/links";
import { auditActions, recordAudit, type Actor } from "./audit";
import { invitationMail } from "./staff-mails";

export const staffRoles = ["staff", "admin"] as const;
export type StaffRole = (typeof staffRoles)[number];
export const isStaffRole = (role: string): role is StaffRole => (staffRoles as readonly string[]).includes(role);

export const invitationUrl = (siteUrl: string, token: string) => `${siteUrl}/accept-invitation?token=${token}`;

export type Invitation =
  | { status: "invited"; userId: string; mail: QueuedMail }
  | { status: "advisor" }
  | { status: "active" }
  | { status: "invalid" }
  | { status: "role" }
  | { status: "mail-capped" };

/**
 * Invite `email` as `role`: a new staff account without a password and a mailed link to set
 * one. An invitation not yet accepted is sent again (its earlier link replaced, the role
 * updated); an address that is an advisor's, or a staff member's who has a password, is refused.
 * With `caps`, an address sent enough invitations lately is refused without a change.
 */
export async function inviteStaff(
  db: Db,
  input: { email: string; role: string },
  siteUrl: string,
  actor: Actor,
  caps?: MailCaps,
): Promise<Invitation> {
  const email = staffAddress(input.email);
  if (!email) return { status: "invalid" };
  if (!isStaffRole(input.role)) return { status: "role" };
  const role = input.role;
  if (caps && !(await caps.allow(email, "staff-invitation"))) return { status: "mail-capped" };
  return db.transaction(async (tx) => {
    const [existing] = await tx.select().from(advisorUsers).where(eq(advisorUsers.email, email)).for("update");
    if (existing && !isStaffRole(existing.role)) return { status: "advisor" };
    let userId = existing?.id;
    if (existing) {
      const [credential] = await tx
        .select({ id: advisorCredentials.id })
        .from(advisorCredentials)
        .where(eq(advisorCredentials.userId, existing.id));
      if (credential) return { status: "active" };
      await tx.update(advisorUsers).set({ role, updatedAt: new Date() }).where(eq(advisorUsers.id, existing.id));
      await retireLinks(tx, existing.id, "staff-invitation");
    } else {
      userId = randomUUID();
      const local = email.slice(0, email.indexOf("@"));
      await tx.insert(advisorUsers).values({
        id: userId,
        name: local,
        email,
        firstName: local,
        lastName: "",
        firmName: site.brand,
        role,
        // Staff are not advisors: nothing to approve.
        approval: "approved",
      });
    }
    const token = await issueLink(tx, userId!, "staff-invitation");
    const url = invitationUrl(siteUrl, token);
    const mail = await queueMail(tx, email, "staff-invitation", invitationMail(role, url), url);
    await recordAudit(tx, actor, { action: auditActions.invite, subjectType: "staff", subjectId: userId!, detail: `${email} as ${role}` });
    return { status: "invited", userId: userId!, mail };
  });
}

export type StaffMember = {
  id: string;
  email: string;
  role: StaffRole;
  /** May approve the desk's versions (ADR 0020). */
  principal: boolean;
  /** What qualifies a principal, as stated when they were marked. */
  principalBasis: string | null;
  active: boolean;
  lastSignInAt: string | null;
  totp: boolean;
};

/** Every staff account, admins first, then by address. */
export async function listStaff(db: Db): Promise<StaffMember[]> {
  const rows = await db
    .select({
      id: advisorUsers.id,
      email: advisorUsers.email,
      role: advisorUsers.role,
      principal: advisorUsers.principal,
      principalBasis: advisorUsers.principalBasis,
      lastSignInAt: advisorUsers.lastSignInAt,
      totpEnabledAt: advisorUsers.totpEnabledAt,
    })
    .from(advisorUsers)
    .where(inArray(advisorUsers.role, [...staffRoles]))
    .orderBy(asc(advisorUsers.role), asc(advisorUsers.email));
  const withPassword = new Set(
    (
      await db
        .select({ userId: advisorCredentials.userId })
        .from(advisorCredentials)
        .innerJoin(advisorUsers, eq(advisorUsers.id, advisorCredentials.userId))
        .where(and(inArray(advisorUsers.role, [...staffRoles]), isNotNull(advisorCredentials.password)))
    ).map((row) => row.userId),
  );
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    role: row.role as StaffRole,
    principal: row.principal,
    principalBasis: row.principalBasis,
    active: withPassword.has(row.id),
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    totp: row.totpEnabledAt !== null,
  }));
}

export type Removal = { status: "removed"; userId: string } | { status: "unknown" } | { status: "last-admin" } | { status: "invalid" };

/**
 * Delete a staff account (its sessions, password and links go with it; its audit rows stay).
 * The last admin who can sign in cannot be removed: someone must be able to invite.
 */
export async function removeStaff(db: Db, email: string, actor: Actor): Promise<Removal> {
  const address = staffAddress(email);
  if (!address) return { status: "invalid" };
  return db.transaction(async (tx) => {
    const [member] = await tx.select().from(advisorUsers).where(eq(advisorUsers.email, address)).for("update");
    if (!member || !isStaffRole(member.role)) return { status: "unknown" };
    if (member.role === "admin") {
      // Only admins who accepted the invitation (who have a password) can sign in: an invited one
      // may never do so, and does not keep the console administered.
      const admins = await tx
        .select({ id: advisorUsers.id })
        .from(advisorUsers)
        .innerJoin(advisorCredentials, eq(advisorCredentials.userId, advisorUsers.id))
        .where(and(eq(advisorUsers.role, "admin"), isNotNull(advisorCredentials.password)))
        .for("update", { of: advisorUsers });
      if (admins.some((admin) => admin.id === member.id) && admins.length <= 1) return { status: "last-admin" };
    }
    await tx.delete(advisorUsers).where(eq(advisorUsers.id, member.id));
    await recordAudit(tx, actor, {
      action: auditActions.remove,
      subjectType: "staff",
      subjectId: member.id,
      detail: `${address} (${member.role})`,
    });
    return { status: "removed", userId: member.id };
  });
}

export type InvitationState = "valid" | LinkProblem;

/** What an invitation link would do if used now, without spending it. */
export async function invitationState(db: Db, token: string, now = new Date()): Promise<InvitationState> {
  return linkProblem(await findLink(db, token, "staff-invitation"), now) ?? "valid";
}

export type Acceptance = { ok: true; userId: string; email: string } | { ok: false; problem: LinkProblem };

/**
 * Spend an invitation link: the password (hashed by the library) is set and the address counts as
 * verified; with `secondFactor` (STAFF_REQUIRE_TOTP: its secret encrypted, and the time step of
 * the code given) two-factor sign-in is on from the start.
 */
export async function acceptInvitation(
  deps: { db: Db; hashPassword: (password: string) => Promise<string> },
  token: string,
  password: string,
  now = new Date(),
  secondFactor?: { secret: string; step: number },
): Promise<Acceptance> {
  if (!isTokenShaped(token)) return { ok: false, problem: "unknown" };
  const hash = await deps.hashPassword(password);
  return deps.db.transaction(async (tx) => {
    const used = await useLink(tx, token, "staff-invitation", now);
    if (!used.ok) return used;
    const [user] = await tx
      .update(advisorUsers)
      .set({
        emailVerified: true,
        updatedAt: now,
        ...(secondFactor ? { totpSecret: secondFactor.secret, totpEnabledAt: now, totpLastStep: secondFactor.step } : {}),
      })
      .where(eq(advisorUsers.id, used.userId))
      .returning();
    await tx.delete(advisorCredentials).where(eq(advisorCredentials.userId, used.userId));
    await tx
      .insert(advisorCredentials)
      .values({ id: randomUUID(), accountId: used.userId, providerId: "credential", userId: used.userId, password: hash });
    await recordAudit(
      tx,
      { id: used.userId, email: user!.email },
      { action: auditActions.acceptInvitation, subjectType: "staff", subjectId: used.userId },
      now,
    );
    if (secondFactor) {
      await recordAudit(
        tx,
        { id: used.userId, email: user!.email },
        { action: auditActions.twoFactorOn, subjectType: "staff", subjectId: used.userId },
        now,
      );
    }
    return { ok: true, userId: used.userId, email: user!.email };
  });
}
