// What an advisor changes on the account page: name and firm (a new firm goes back for the firm's
// approval), the password (other sessions end), sessions one by one, and the account itself (asking for the password; its sessions
// and links go with it, the registration lead the firm received stays).
import { and, desc, eq, gt } from "drizzle-orm";
import { isAPIError } from "better-auth/api";
import type { Db } from "~/.server/db/database";
import { advisorSessions, advisorUsers } from "~/.server/db/schema";
import { queueMail, type QueuedMail } from "~/.server/mail/outbox";
import { passwordChangedMail } from "./account-mails";
import type { Auth } from "./auth";
import type { AccountDeps } from "./registration";

/**
 * Change the name and firm. The firm's name is printed beside the firm's own on every proposal:
 * where the firm approves advisors (`approvalRequired`), a new firm name goes back to it like a
 * new CRD number, the approval pending again with a note of the old name.
 */
export async function updateProfile(
  db: Db,
  userId: string,
  profile: { firstName: string; lastName: string; firmName: string },
  approvalRequired = false,
  now = new Date(),
): Promise<"saved" | "review"> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(advisorUsers).where(eq(advisorUsers.id, userId)).for("update");
    if (!user) return "saved";
    const firmChanged = sameWords(user.firmName) !== sameWords(profile.firmName);
    const { review, set } = backForReview(
      user,
      approvalRequired && firmChanged,
      `Firm name changed by the advisor (was ${user.firmName}).`,
    );
    await tx
      .update(advisorUsers)
      .set({ ...profile, name: `${profile.firstName} ${profile.lastName}`, updatedAt: now, ...set })
      .where(eq(advisorUsers.id, userId));
    return review ? "review" : "saved";
  });
}

/** A name as compared for a change: its letters and digits, case, spacing and punctuation aside ("Partners LLC", "Partners, L.L.C."). */
const sameWords = (name: string) =>
  name
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "");

/**
 * A change the firm confirms (a CRD number, a firm name), where it approves advisors (`gated`):
 * an approved advisor's approval is pending again, and the note says what changed. Only an
 * approval goes back: a declined advisor stays declined (the firm's record of the refusal is
 * kept, not cleared by the change), and a pending one is still pending.
 */
function backForReview(user: typeof advisorUsers.$inferSelect, gated: boolean, change: string) {
  const noted = gated && user.role === "advisor";
  const review = noted && user.approval === "approved";
  return {
    review,
    set: {
      ...(review ? { approval: "pending" as const, approvalDecidedAt: null } : {}),
      ...(noted ? { approvalNote: [user.approvalNote, change].filter(Boolean).join(" ") } : {}),
    },
  };
}

export type SessionRow = { id: string; createdAt: string; lastSeenAt: string; userAgent: string; current: boolean };

export async function listSessions(db: Db, userId: string, currentId: string): Promise<SessionRow[]> {
  const rows = await db
    .select()
    .from(advisorSessions)
    .where(and(eq(advisorSessions.userId, userId), gt(advisorSessions.expiresAt, new Date())))
    .orderBy(desc(advisorSessions.updatedAt));
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.updatedAt.toISOString(),
    userAgent: (row.userAgent ?? "").slice(0, 200),
    current: row.id === currentId,
  }));
}

/** End one session of this advisor (never another advisor's). */
export async function endSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const ended = await db
    .delete(advisorSessions)
    .where(and(eq(advisorSessions.id, sessionId), eq(advisorSessions.userId, userId)))
    .returning({ id: advisorSessions.id });
  return ended.length > 0;
}

const wrongPassword = (error: unknown) => isAPIError(error) && error.body?.code === "INVALID_PASSWORD";

/** Change the password; every other session ends and this one gets a new cookie. */
export async function changePassword(auth: Auth, headers: Headers, currentPassword: string, newPassword: string) {
  try {
    const result = await auth.api.changePassword({
      body: { currentPassword, newPassword, revokeOtherSessions: true },
      headers,
      returnHeaders: true,
    });
    return { ok: true as const, headers: result.headers };
  } catch (error) {
    if (wrongPassword(error)) return { ok: false as const };
    throw error;
  }
}

/**
 * Tell the advisor their password was changed, as a reset does (stored with its delivery job in
 * one transaction); nothing when the address already had its share of such mails this hour.
 */
export async function mailPasswordChanged(
  deps: AccountDeps,
  advisor: { email: string; firstName: string },
  siteUrl: string,
): Promise<QueuedMail | undefined> {
  if (!(await deps.caps.allow(advisor.email, "password-changed"))) return undefined;
  const mail = passwordChangedMail(advisor.firstName, `${siteUrl}/forgot-password`);
  return deps.db.transaction((tx) => queueMail(tx, advisor.email, "password-changed", mail));
}

/** Whether `password` is the signed-in account's (for a change that asks for it, such as the email address). */
export async function checkPassword(auth: Auth, headers: Headers, password: string): Promise<boolean> {
  try {
    await auth.api.verifyPassword({ body: { password }, headers });
    return true;
  } catch (error) {
    if (wrongPassword(error)) return false;
    throw error;
  }
}

/**
 * Change the CRD number. Where the firm approves advisors (`approvalRequired`), an advisor's
 * new number goes back to it: the approval is pending again, with a note of the old number.
 */
export async function changeCrdNumber(
  db: Db,
  userId: string,
  crdNumber: string,
  approvalRequired: boolean,
  now = new Date(),
): Promise<"unchanged" | "saved" | "review"> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(advisorUsers).where(eq(advisorUsers.id, userId)).for("update");
    const next = crdNumber || null;
    if (!user || user.crdNumber === next) return "unchanged";
    const { review, set } = backForReview(
      user,
      approvalRequired,
      `CRD number changed by the advisor (was ${user.crdNumber ?? "not given"}).`,
    );
    await tx
      .update(advisorUsers)
      .set({ crdNumber: next, updatedAt: now, ...set })
      .where(eq(advisorUsers.id, userId));
    return review ? "review" : "saved";
  });
}

/** Delete the account after checking its password. */
export async function deleteAccount(auth: Auth, headers: Headers, password: string) {
  try {
    const result = await auth.api.deleteUser({ body: { password }, headers, returnHeaders: true });
    return { ok: true as const, headers: result.headers };
  } catch (error) {
    if (wrongPassword(error)) return { ok: false as const };
    throw error;
  }
}
