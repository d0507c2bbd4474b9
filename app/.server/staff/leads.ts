// Leads: the stored contact messages and verified registrations, with their delivery to the
// firm's webhook and the state the staff gave them (status, assignee, notes). A lead without a
// state row is new.
import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "~/.server/db/database";
import { advisorRegistrations, advisorUsers, contactMessages, deliveries, leadNotes, leadStates, type LeadKind } from "~/.server/db/schema";
import { contactSubjects } from "~/content/contact";
import type { LeadFilter } from "~/lib/schemas/lead-filter";

/** A contact message's subject as the form showed it ("General Inquiry"), not its stored value. */
const subjectLabel = (value: string) => contactSubjects.find((subject) => subject.value === value)?.label ?? value;

export const LEAD_LIST_LIMIT = 200;

export type LeadDelivery = {
  status: "pending" | "delivered" | "failed";
  attempts: number;
  nextAttemptAt: string | null;
};

export type LeadSummary = {
  id: string;
  kind: LeadKind;
  at: string;
  name: string;
  email: string;
  firmName: string;
  subject: string;
  source: string;
  delivery: LeadDelivery | null;
  status: "new" | "contacted" | "closed";
  assignee: string | null;
};

export type LeadDetail = LeadSummary & {
  phoneNumber: string;
  message: string;
  isFinancialAdvisor: boolean | null;
  crdNumber: string | null;
  assigneeId: string | null;
  notes: { id: string; author: string; body: string; at: string }[];
};

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The filter's conditions on one kind's columns. */
function conditions(filter: LeadFilter, columns: { name: SQL | AnyPgColumn; email: AnyPgColumn; firm: AnyPgColumn; at: AnyPgColumn }) {
  const where: (SQL | undefined)[] = [];
  if (filter.q) {
    const pattern = likePattern(filter.q);
    where.push(or(ilike(columns.name as AnyPgColumn, pattern), ilike(columns.email, pattern), ilike(columns.firm, pattern)));
  }
  if (filter.status) where.push(sql`coalesce(${leadStates.status}, 'new') = ${filter.status}`);
  if (filter.from) where.push(gte(columns.at, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to) where.push(lt(columns.at, new Date(Date.parse(`${filter.to}T00:00:00Z`) + 86_400_000)));
  return and(...where);
}

const deliveryOf = (row: typeof deliveries.$inferSelect | null): LeadDelivery | null =>
  row
    ? {
        status: row.status,
        attempts: row.attempts,
        nextAttemptAt: row.status === "pending" ? row.nextAttemptAt.toISOString() : null,
      }
    : null;

const registrationName = sql<string>`${advisorRegistrations.firstName} || ' ' || ${advisorRegistrations.lastName}`;

function contactQuery(db: Db) {
  return db
    .select({ message: contactMessages, delivery: deliveries, state: leadStates, assignee: advisorUsers.email })
    .from(contactMessages)
    .leftJoin(deliveries, eq(deliveries.id, contactMessages.id))
    .leftJoin(leadStates, eq(leadStates.leadId, contactMessages.id))
    .leftJoin(advisorUsers, eq(advisorUsers.id, leadStates.assigneeId));
}

function registrationQuery(db: Db) {
  return db
    .select({ registration: advisorRegistrations, delivery: deliveries, state: leadStates, assignee: advisorUsers.email })
    .from(advisorRegistrations)
    .leftJoin(deliveries, eq(deliveries.id, advisorRegistrations.id))
    .leftJoin(leadStates, eq(leadStates.leadId, advisorRegistrations.id))
    .leftJoin(advisorUsers, eq(advisorUsers.id, leadStates.assigneeId));
}

type ContactRow = Awaited<ReturnType<ReturnType<typeof contactQuery>["where"]>>[number];
type RegistrationRow = Awaited<ReturnType<ReturnType<typeof registrationQuery>["where"]>>[number];

const fromContact = ({ message, delivery, state, assignee }: ContactRow): LeadSummary => ({
  id: message.id,
  kind: "contact",
  at: message.submittedAt.toISOString(),
  name: message.name,
  email: message.email,
  firmName: message.firmName,
  subject: subjectLabel(message.subject),
  source: message.source,
  delivery: deliveryOf(delivery),
  status: state?.status ?? "new",
  assignee: assignee ?? null,
});

const fromRegistration = ({ registration, delivery, state, assignee }: RegistrationRow): LeadSummary => ({
  id: registration.id,
  kind: "registration",
  at: registration.verifiedAt.toISOString(),
  name: `${registration.firstName} ${registration.lastName}`,
  email: registration.email,
  firmName: registration.firmName,
  subject: "Registration",
  source: registration.source,
  delivery: deliveryOf(delivery),
  status: state?.status ?? "new",
  assignee: assignee ?? null,
});

/** The leads the filter lets through, newest first (at most `limit`). */
export async function listLeads(db: Db, filter: LeadFilter, limit = LEAD_LIST_LIMIT): Promise<LeadSummary[]> {
  const [contacts, registrations] = await Promise.all([
    filter.source === "registration"
      ? []
      : contactQuery(db)
          .where(
            conditions(filter, {
              name: contactMessages.name,
              email: contactMessages.email,
              firm: contactMessages.firmName,
              at: contactMessages.submittedAt,
            }),
          )
          .orderBy(desc(contactMessages.submittedAt))
          .limit(limit),
    filter.source === "contact"
      ? []
      : registrationQuery(db)
          .where(
            conditions(filter, {
              name: registrationName,
              email: advisorRegistrations.email,
              firm: advisorRegistrations.firmName,
              at: advisorRegistrations.verifiedAt,
            }),
          )
          .orderBy(desc(advisorRegistrations.verifiedAt))
          .limit(limit),
  ]);
  return [...contacts.map(fromContact), ...registrations.map(fromRegistration)]
    .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0))
    .slice(0, limit);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isLeadId = (id: string) => UUID.test(id);

/** One lead with its whole message and notes, or undefined. */
export async function findLead(db: Db, id: string): Promise<LeadDetail | undefined> {
  if (!isLeadId(id)) return undefined;
  const [contact] = await contactQuery(db).where(eq(contactMessages.id, id));
  const [registration] = contact ? [] : await registrationQuery(db).where(eq(advisorRegistrations.id, id));
  if (!contact && !registration) return undefined;
  const notes = await db.select().from(leadNotes).where(eq(leadNotes.leadId, id)).orderBy(leadNotes.createdAt);
  const summary = contact ? fromContact(contact) : fromRegistration(registration!);
  return {
    ...summary,
    phoneNumber: contact?.message.phoneNumber ?? "",
    message: contact?.message.message ?? "",
    isFinancialAdvisor: contact ? contact.message.isFinancialAdvisor : null,
    crdNumber: registration?.registration.crdNumber ?? null,
    assigneeId: (contact ?? registration)!.state?.assigneeId ?? null,
    notes: notes.map((note) => ({ id: note.id, author: note.authorEmail, body: note.body, at: note.createdAt.toISOString() })),
  };
}
