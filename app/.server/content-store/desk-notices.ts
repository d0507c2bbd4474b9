// The desk's mails (docs/decisions/0020): a version submitted for review is mailed to every
// principal but its author; a decision on it (approved, returned, withdrawn) to its author, while
// the account lasts. Each is queued in the transaction of the step it tells of, and delivered by
// the outbox.
import { and, eq, inArray, ne } from "drizzle-orm";
import type { Tx } from "~/.server/db/database";
import { advisorUsers } from "~/.server/db/schema";
import { composeMail } from "~/.server/mail/compose";
import { queueMail } from "~/.server/mail/outbox";
import { siteUrlOf, type Settings } from "~/.server/settings";
import type { Actor } from "~/.server/staff/audit";
import { staffRoles } from "~/.server/staff/staff-accounts";
import { deskMailCopy as copy } from "~/content/desk-mails";
import type { ContentVersion } from "~/lib/content-desk/contract";
import { formatMoment } from "~/lib/format-moment";

export type DeskNotice = {
  event: "submitted" | "approved" | "returned" | "withdrawn";
  version: ContentVersion;
  by: Actor;
  note?: string;
};

/** Called by the workflow inside each step's transaction. */
export type DeskNotifier = (tx: Tx, notice: DeskNotice) => Promise<void>;

export function deskNotifier(settings: Pick<Settings, "SITE_URL" | "PORT">): DeskNotifier {
  const site = siteUrlOf(settings);
  return async (tx, { event, version, by, note }) => {
    const named = copy.named(version.kind, version.title, version.number);
    const versionUrl = `${site}/staff/desk/versions/${version.id}`;
    if (event === "submitted") {
      const principals = await tx
        .select({ email: advisorUsers.email })
        .from(advisorUsers)
        .where(
          and(eq(advisorUsers.principal, true), inArray(advisorUsers.role, [...staffRoles]), ne(advisorUsers.id, version.author.id ?? "")),
        );
      const mail = composeMail({
        subject: copy.submitted.subject(version.title, version.number),
        greeting: "Hello,",
        paragraphs: copy.submitted.paragraphs(version.author.email, named),
        action: { label: copy.submitted.action, url: `${site}/staff/desk/review` },
        after: [copy.submitted.after],
      });
      for (const { email } of principals) await queueMail(tx, email, "desk-review", mail);
      return;
    }
    // The first, example versions have no author to tell; nor does a principal's own step. An
    // author is told at their account's address now, and not at all once the account is removed.
    if (!version.author.id || version.author.id === by.id) return;
    const [author] = await tx
      .select({ email: advisorUsers.email })
      .from(advisorUsers)
      .where(and(eq(advisorUsers.id, version.author.id), inArray(advisorUsers.role, [...staffRoles])));
    if (!author) return;
    const paragraphs =
      event === "approved"
        ? [
            copy.approved.lead(by.email, named),
            version.status === "published"
              ? copy.approved.live
              : copy.approved.later(formatMoment((version.publishAt ?? new Date()).toISOString())),
          ]
        : [copy[event].lead(by.email, named), note ?? "", copy[event].next];
    const mail = composeMail({
      subject: copy[event].subject(version.title, version.number),
      greeting: "Hello,",
      paragraphs,
      action: { label: copy.action, url: versionUrl },
    });
    await queueMail(tx, author.email, `desk-${event}`, mail);
  };
}
