// What staff do to a lead: set its status and assignee, add a note. Each change and its audit
// row are written in one transaction.
import { randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { advisorUsers, leadNotes, leadStates, type LeadKind, type LeadStatus } from "~/.server/db/schema";
import { auditActions, recordAudit, type Actor } from "./audit";
import { staffRoles } from "./staff-accounts";

/** Set the lead's status and assignee (an id of a staff account, or null); audited only when something changed. */
export async function updateLead(
  db: Db,
  lead: { id: string; kind: LeadKind; status: LeadStatus; assigneeId: string | null },
  change: { status: LeadStatus; assigneeId: string | null },
  actor: Actor,
): Promise<"saved" | "unchanged" | "unknown-assignee"> {
  return db.transaction(async (tx) => {
    if (change.assigneeId) {
      const [assignee] = await tx
        .select({ role: advisorUsers.role, email: advisorUsers.email })
        .from(advisorUsers)
        .where(eq(advisorUsers.id, change.assigneeId));
      if (!assignee || !(staffRoles as readonly string[]).includes(assignee.role)) return "unknown-assignee";
    }
    if (change.status === lead.status && change.assigneeId === lead.assigneeId) return "unchanged";
    const now = new Date();
    await tx
      .insert(leadStates)
      .values({ leadId: lead.id, kind: lead.kind, status: change.status, assigneeId: change.assigneeId, updatedAt: now })
      .onConflictDoUpdate({ target: leadStates.leadId, set: { status: change.status, assigneeId: change.assigneeId, updatedAt: now } });
    if (change.status !== lead.status) {
      await recordAudit(
        tx,
        actor,
        { action: auditActions.status, subjectType: "lead", subjectId: lead.id, detail: `${lead.status} → ${change.status}` },
        now,
      );
    }
    if (change.assigneeId !== lead.assigneeId) {
      const ids = [lead.assigneeId, change.assigneeId].filter((id): id is string => id !== null);
      const emails = new Map(
        (await tx.select({ id: advisorUsers.id, email: advisorUsers.email }).from(advisorUsers).where(inArray(advisorUsers.id, ids))).map(
          (row) => [row.id, row.email],
        ),
      );
      const name = (id: string | null) => (id ? (emails.get(id) ?? "a removed account") : "nobody");
      await recordAudit(
        tx,
        actor,
        {
          action: auditActions.assign,
          subjectType: "lead",
          subjectId: lead.id,
          detail: `${name(lead.assigneeId)} → ${name(change.assigneeId)}`,
        },
        now,
      );
    }
    return "saved";
  });
}

export async function addLeadNote(db: Db, leadId: string, body: string, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const now = new Date();
    await tx.insert(leadNotes).values({ id: randomUUID(), leadId, authorId: actor.id, authorEmail: actor.email, body, createdAt: now });
    await recordAudit(
      tx,
      actor,
      { action: auditActions.note, subjectType: "lead", subjectId: leadId, detail: `${body.length} characters` },
      now,
    );
  });
}

/** Staff who can be assigned a lead, by address. */
export async function assignableStaff(db: Db): Promise<{ id: string; email: string }[]> {
  return db
    .select({ id: advisorUsers.id, email: advisorUsers.email })
    .from(advisorUsers)
    .where(inArray(advisorUsers.role, [...staffRoles]))
    .orderBy(advisorUsers.email);
}
