// Professional approval (ADVISOR_APPROVAL=staff): staff approve or decline a verified advisor
// with a note. The decision, its mail to the advisor, its delivery to the firm's webhook
// (`source: "Advisor Approval"`) and its audit row are written in one transaction.
import { randomUUID } from "node:crypto";
import { and, count, desc, eq } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { advisorApprovals, advisorUsers, savedViews } from "~/.server/db/schema";
import { composeMail } from "~/.server/mail/compose";
import { queueMail, type QueuedMail } from "~/.server/mail/outbox";
import { enqueue } from "~/.server/outbox/delivery-queue";
import type { MailCaps } from "~/.server/accounts/mail-caps";
import { decisionMailWords } from "~/content/approval";
import { auditActions, recordAudit, type Actor } from "./audit";

export const APPROVAL_SOURCE = "Advisor Approval";

export type AdvisorRow = {
  id: string;
  name: string;
  email: string;
  firmName: string;
  crdNumber: string | null;
  verified: boolean;
  approval: "pending" | "approved" | "declined";
  approvalNote: string | null;
  /** When the current approval or refusal was decided (null while pending). */
  decidedAt: string | null;
  registeredAt: string;
  lastSignInAt: string | null;
  savedViews: number;
};

/** Registered advisors, newest first, with how many views each saved (never what they hold). */
export async function listAdvisors(db: Db, limit = 500): Promise<AdvisorRow[]> {
  const counts = db
    .select({ advisorId: savedViews.advisorId, saved: count().as("saved") })
    .from(savedViews)
    .groupBy(savedViews.advisorId)
    .as("counts");
  const rows = await db
    .select({ user: advisorUsers, saved: counts.saved })
    .from(advisorUsers)
    .leftJoin(counts, eq(counts.advisorId, advisorUsers.id))
    .where(eq(advisorUsers.role, "advisor"))
    .orderBy(desc(advisorUsers.createdAt))
    .limit(limit);
  return rows.map(({ user, saved }) => ({
    id: user.id,
    name: `${user.firstName} ${user.lastName}`,
    email: user.email,
    firmName: user.firmName,
    crdNumber: user.crdNumber,
    verified: user.emailVerified,
    approval: user.approval,
    approvalNote: user.approvalNote,
    decidedAt: user.approvalDecidedAt?.toISOString() ?? null,
    registeredAt: user.createdAt.toISOString(),
    lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
    savedViews: Number(saved ?? 0),
  }));
}

/** A decision; its mail is undefined when the address's mail cap held it back (the decision stands). */
export type Decision =
  | { status: "decided"; mail: QueuedMail | undefined; approvalId: string }
  | { status: "unknown" }
  | { status: "unverified" }
  /** The advisor stands so already (a second press, or another staff member first): nothing is written or mailed. */
  | { status: "unchanged" }
  /** An approval of an advisor with no CRD number on record, without a note of how they were confirmed. */
  | { status: "needs-basis" };

export async function decideApproval(
  db: Db,
  input: { advisorId: string; decision: "approved" | "declined"; note: string },
  actor: Actor,
  siteUrl: string,
  caps?: MailCaps,
  /** Whether approval is what opens the advisor area (ADVISOR_APPROVAL=staff): the mail says what it changes. */
  approvalRequired = true,
): Promise<Decision> {
  // The cap is counted before the transaction (it writes on its own), for an advisor who can be decided.
  const [addressee] = await db
    .select({ email: advisorUsers.email, verified: advisorUsers.emailVerified, crdNumber: advisorUsers.crdNumber })
    .from(advisorUsers)
    .where(and(eq(advisorUsers.id, input.advisorId), eq(advisorUsers.role, "advisor")));
  // Approval opens hypothetical figures to the advisor: with no CRD number on record, the staff
  // member says how they confirmed the advisor is a financial professional (a compliance review
  // approved an advisor with neither). Refused before the mail cap is counted, which it spends.
  if (addressee?.verified && input.decision === "approved" && !addressee.crdNumber && !input.note.trim()) return { status: "needs-basis" };
  const mayMail = !caps || !addressee?.verified || (await caps.allow(addressee.email, "advisor-decision"));
  return db.transaction(async (tx) => {
    const [advisor] = await tx
      .select()
      .from(advisorUsers)
      .where(and(eq(advisorUsers.id, input.advisorId), eq(advisorUsers.role, "advisor")))
      .for("update");
    if (!advisor) return { status: "unknown" };
    if (!advisor.emailVerified) return { status: "unverified" };
    if (advisor.approval === input.decision) return { status: "unchanged" };
    const now = new Date();
    await tx
      .update(advisorUsers)
      .set({ approval: input.decision, approvalNote: input.note || null, approvalDecidedAt: now, updatedAt: now })
      .where(eq(advisorUsers.id, advisor.id));
    const approvalId = randomUUID();
    await tx.insert(advisorApprovals).values({
      id: approvalId,
      userId: advisor.id,
      firstName: advisor.firstName,
      lastName: advisor.lastName,
      email: advisor.email,
      firmName: advisor.firmName,
      crdNumber: advisor.crdNumber,
      decision: input.decision,
      decidedAt: now,
      source: APPROVAL_SOURCE,
      note: input.note || null,
    });
    await enqueue(tx, approvalId, "approval-webhook");
    const words = decisionMailWords(input.decision, approvalRequired);
    const url = `${siteUrl}${input.decision === "approved" ? "/advisor" : "/contact"}`;
    const mail = !mayMail
      ? undefined
      : await queueMail(
          tx,
          advisor.email,
          `advisor-${input.decision}`,
          composeMail({
            subject: words.subject,
            greeting: `Hello ${advisor.firstName},`,
            paragraphs: [...words.paragraphs],
            action: { label: words.action, url },
          }),
        );
    await recordAudit(
      tx,
      actor,
      {
        action: auditActions.approval,
        subjectType: "advisor",
        subjectId: advisor.id,
        detail: `${advisor.email}: ${input.decision}${input.note ? ` (note: ${input.note.length} characters)` : ""}${mail ? "" : " (mail held: address over its mail cap)"}`,
      },
      now,
    );
    return { status: "decided", mail, approvalId };
  });
}
