// What the leads CSV carries beyond the list: a contact message's phone number and whole
// message, and every lead's notes (oldest first, each with its author and time), read for the
// exported leads in a few queries.
import { inArray } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { contactMessages, leadNotes } from "~/.server/db/schema";
import type { LeadSummary } from "./leads";

export type LeadExtras = { phone: string; message: string; notes: string };

/** Ids per query: well under the 65,535 parameters PostgreSQL takes in one statement. */
const CHUNK = 5_000;

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) out.push(items.slice(start, start + CHUNK));
  return out;
}

/** The phone, message and notes of each lead of `leads`, by id (empty texts where there are none). */
export async function leadExtras(db: Db, leads: Pick<LeadSummary, "id" | "kind">[]): Promise<Map<string, LeadExtras>> {
  const extras = new Map<string, LeadExtras>(leads.map((lead) => [lead.id, { phone: "", message: "", notes: "" }]));
  const contacts = leads.filter((lead) => lead.kind === "contact").map((lead) => lead.id);
  for (const ids of chunks(contacts)) {
    const rows = await db
      .select({ id: contactMessages.id, phone: contactMessages.phoneNumber, message: contactMessages.message })
      .from(contactMessages)
      .where(inArray(contactMessages.id, ids));
    for (const row of rows) Object.assign(extras.get(row.id)!, { phone: row.phone, message: row.message });
  }
  for (const ids of chunks(leads.map((lead) => lead.id))) {
    const notes = await db.select().from(leadNotes).where(inArray(leadNotes.leadId, ids)).orderBy(leadNotes.createdAt);
    for (const note of notes) {
      const entry = extras.get(note.leadId)!;
      const line = `${note.createdAt.toISOString()} ${note.authorEmail}: ${note.body}`;
      entry.notes = entry.notes ? `${entry.notes}\n${line}` : line;
    }
  }
  return extras;
}
