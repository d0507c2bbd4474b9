// The words of the publishing desk's mails (app/.server/content-store/desk-notices.ts).
import type { ContentKind } from "~/lib/content-desk/contract";
import { kindNames } from "./desk";

/** The mails of the desk's steps: to the principals when a version waits, to its author when it is decided. */
export const deskMailCopy = {
  named: (kind: ContentKind, title: string, number: number) => `${kindNames[kind].one.toLowerCase()} "${title}", version ${number}`,
  submitted: {
    subject: (title: string, number: number) => `For your review: ${title}, version ${number}`,
    paragraphs: (author: string, named: string) => [
      `${author} submitted the ${named} for a principal's review.`,
      "Approve it, or return it with a note, in the review queue.",
    ],
    action: "Open the Review Queue",
    after: "You receive this mail as a principal of the publishing desk.",
  },
  returned: {
    subject: (title: string, number: number) => `Returned with a note: ${title}, version ${number}`,
    lead: (principal: string, named: string) => `${principal} returned your ${named}, with this note:`,
    next: "Change what the note asks, then submit it again.",
  },
  withdrawn: {
    subject: (title: string, number: number) => `Withdrawn before going live: ${title}, version ${number}`,
    lead: (principal: string, named: string) => `${principal} withdrew your ${named} before it went live, with this note:`,
    next: "Nothing of it was published. Change what the note asks, then submit it again.",
  },
  approved: {
    subject: (title: string, number: number) => `Approved: ${title}, version ${number}`,
    lead: (principal: string, named: string) => `${principal} approved your ${named}.`,
    live: "It is on the site now.",
    later: (moment: string) => `It goes live ${moment}.`,
  },
  action: "Open the Version",
  /** To every admin and principal but the one who marked: who may approve what the firm publishes changed. */
  principalMarked: {
    subject: (member: string) => `${member} was marked as a principal`,
    paragraphs: (by: string, member: string, basis: string) => [
      `${by} marked ${member} as a principal of the publishing desk, who may approve what the firm publishes, stating: ${basis}`,
      "If the firm did not agree to this, remove the mark on the members page and read the audit log. Check the license on FINRA's BrokerCheck by the CRD number.",
    ],
    action: "Open the Members Page",
    after: "You receive this mail as an admin or a principal of the firm's staff console.",
  },
} as const;
