// A zone saved above what the client's answers allow is mailed to each principal, in the
// transaction that keeps its suitability record (ADR 0009): the overview counts such records,
// and a principal learns of each one the day it is saved. A firm with no principal yet tells its
// admins. The mail names the advisor, the zones and the reason's kind; the client label and the
// advisor's words are read in the console.
import { inArray } from "drizzle-orm";
import type { Tx } from "~/.server/db/database";
import { advisorUsers } from "~/.server/db/schema";
import { composeMail } from "~/.server/mail/compose";
import { queueMail, type QueuedMail } from "~/.server/mail/outbox";
import { staffRoles } from "~/.server/staff/staff-accounts";
import { overrideReasonLabel } from "~/content/override-reasons";
import { aboveLimitMailCopy as copy } from "~/content/staff-suitability";
import type { SuitabilityRecord } from "~/lib/schemas/suitability";

export async function mailAboveLimit(tx: Tx, advisorEmail: string, record: SuitabilityRecord, siteUrl: string): Promise<QueuedMail[]> {
  if (!record.aboveLimit) return [];
  const staff = await tx
    .select({ email: advisorUsers.email, role: advisorUsers.role, principal: advisorUsers.principal })
    .from(advisorUsers)
    .where(inArray(advisorUsers.role, [...staffRoles]));
  const principals = staff.filter((member) => member.principal);
  const told = principals.length > 0 ? principals : staff.filter((member) => member.role === "admin");
  const reason = !record.reason
    ? copy.noReason
    : record.reason.code === "other"
      ? copy.reasonInOwnWords
      : overrideReasonLabel(record.reason.code, true);
  const mail = composeMail({
    subject: copy.subject(advisorEmail, record.chosen, record.aboveLimit.allows),
    greeting: "Hello,",
    paragraphs: copy.paragraphs(advisorEmail, record.chosen, record.aboveLimit.allows, reason),
    action: { label: copy.action, url: `${siteUrl}/staff/suitability?above=1` },
    after: [copy.after],
  });
  const queued: QueuedMail[] = [];
  for (const { email } of told) queued.push(await queueMail(tx, email, "suitability-above-limit", mail));
  return queued;
}
