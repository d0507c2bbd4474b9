// One person's timeline: every contact message and registration sent from the same address
// (compared without case), oldest first, so a lead's page shows what else that person sent.
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { advisorRegistrations, contactMessages, leadStates } from "~/.server/db/schema";
import { contactSubjects } from "~/content/contact";
import type { TimelineEntry } from "~/lib/lead-timeline";

export type { TimelineEntry };

const EXCERPT = 160;
const subjectLabel = (value: string) => contactSubjects.find((subject) => subject.value === value)?.label ?? value;
const excerptOf = (message: string) => (message.length > EXCERPT ? `${message.slice(0, EXCERPT).trimEnd()}…` : message);

/** Every lead from `email`, oldest first. */
export async function timelineOf(db: Db, email: string): Promise<TimelineEntry[]> {
  const address = email.trim().toLowerCase();
  const [contacts, registrations] = await Promise.all([
    db
      .select({ message: contactMessages, status: leadStates.status })
      .from(contactMessages)
      .leftJoin(leadStates, eq(leadStates.leadId, contactMessages.id))
      .where(sql`lower(${contactMessages.email}) = ${address}`)
      .orderBy(asc(contactMessages.submittedAt)),
    db
      .select({ registration: advisorRegistrations, status: leadStates.status })
      .from(advisorRegistrations)
      .leftJoin(leadStates, eq(leadStates.leadId, advisorRegistrations.id))
      .where(sql`lower(${advisorRegistrations.email}) = ${address}`)
      .orderBy(asc(advisorRegistrations.verifiedAt)),
  ]);
  const entries: TimelineEntry[] = [
    ...contacts.map(({ message, status }) => ({
      id: message.id,
      kind: "contact" as const,
      at: message.submittedAt.toISOString(),
      subject: subjectLabel(message.subject),
      excerpt: excerptOf(message.message),
      status: status ?? "new",
    })),
    ...registrations.map(({ registration, status }) => ({
      id: registration.id,
      kind: "registration" as const,
      at: registration.verifiedAt.toISOString(),
      subject: "Registration",
      excerpt: "",
      status: status ?? "new",
    })),
  ];
  return entries.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}
