// What an audit entry is about, in words a reader needs no other page for: a lead by its name
// and short id, an advisor or staff member by address and name. Read when the log is listed
// (the entries themselves keep only the subject's id, so a later change of name is shown as it
// is now, and a deleted subject as its id alone).
import { inArray } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { advisorRegistrations, advisorUsers, contactMessages } from "~/.server/db/schema";
import { auditCopy } from "~/content/staff";

type Subject = { subjectType: string | null; subjectId: string | null };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const shortId = (id: string) => id.slice(0, 8);

/** Each entry's subject named, by subject id; entries without a subject, or one no longer stored, get none. */
export async function nameSubjects(db: Db, entries: readonly Subject[]): Promise<Map<string, string>> {
  const ids = (types: string[]) => [
    ...new Set(entries.filter((entry) => entry.subjectId && types.includes(entry.subjectType ?? "")).map((entry) => entry.subjectId!)),
  ];
  const leadIds = ids(["lead"]).filter((id) => UUID.test(id));
  const userIds = ids(["advisor", "staff"]);
  const [contacts, registrations, users] = await Promise.all([
    leadIds.length
      ? db.select({ id: contactMessages.id, name: contactMessages.name }).from(contactMessages).where(inArray(contactMessages.id, leadIds))
      : [],
    leadIds.length
      ? db
          .select({ id: advisorRegistrations.id, first: advisorRegistrations.firstName, last: advisorRegistrations.lastName })
          .from(advisorRegistrations)
          .where(inArray(advisorRegistrations.id, leadIds))
      : [],
    userIds.length
      ? db
          .select({ id: advisorUsers.id, email: advisorUsers.email, first: advisorUsers.firstName, last: advisorUsers.lastName })
          .from(advisorUsers)
          .where(inArray(advisorUsers.id, userIds))
      : [],
  ]);
  const names = new Map<string, string>();
  for (const lead of contacts) names.set(lead.id, auditCopy.subject.lead(lead.name, shortId(lead.id)));
  for (const lead of registrations) names.set(lead.id, auditCopy.subject.lead(`${lead.first} ${lead.last}`.trim(), shortId(lead.id)));
  for (const entry of entries)
    if (entry.subjectId && (entry.subjectType === "advisor" || entry.subjectType === "staff")) {
      const user = users.find((candidate) => candidate.id === entry.subjectId);
      if (user) names.set(user.id, auditCopy.subject[entry.subjectType](user.email, `${user.first} ${user.last}`.trim()));
    }
  return names;
}
