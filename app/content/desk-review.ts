// The words of the desk's review queue (/staff/desk/review): what a principal reads beside a
// submitted version, the checks they confirm before approving, and the outcome of a decision.
import type { ContentKind } from "~/lib/content-desk/contract";
import type { ApprovalCheck } from "~/lib/schemas/desk-review";

export const reviewCopy = {
  title: "Review Queue",
  lead: "Versions waiting for a principal. Nothing reaches the site before a principal approves that exact version.",
  none: "Nothing is waiting for review.",
  submittedBy: (email: string) => `Submitted by ${email}`,
  /** The day the version is due to be looked at again once live; said loud when it has passed. */
  reviewBy: (day: string, past: boolean) =>
    past ? `Review by ${day}: already past. Once live it is listed as overdue at once; a newer period may be due.` : `Review by ${day}.`,
  changes: "Changes from the live version",
  noLive: "Nothing of this item is live yet: everything below is new.",
  noChanges: "The same as the live version.",
  was: "Live now",
  becomes: "This version",
  approve: "Approve",
  /** What a principal confirms before approving (Rule 206(4)-1): each a checkbox, kept with the decision. */
  checksLegend: "I have checked that this version",
  checks: {
    fairBalance: "is fair and balanced: no promise or guarantee, and its risks beside its benefits",
    performance: "shows any performance or target with its period, its fee basis and its benchmark",
    hypothetical:
      "calls any model's figure or target hypothetical, says what it assumes and what it cannot show, and offers it only to the financial professionals it suits",
    endorsements: "quotes no client or advisor, and cites no rating or award, without the disclosures they need",
    pastAdvice: "does not pick past recommendations for their results",
  } satisfies Record<ApprovalCheck, string>,
  /** The note kept with an approval given through the review queue. */
  checksRecord:
    "Confirmed by the principal: fair and balanced; performance and targets with their period, fee basis and benchmark; hypothetical figures called so, with their assumptions and limits, for financial professionals only; no testimonial, endorsement, rating or award without its disclosures; no past recommendation picked for its result.",
  publishAt: "Publish at (optional)",
  publishAtHint: "Leave empty to publish at once. In your own time zone; the desk's records are in UTC.",
  /** A set time already gone by: the cautious reading is to ask rather than publish at once. */
  publishAtPast: "That time has passed: leave it empty to publish at once, or give a later time.",
  /** Beside Approve, for the kinds whose publication is mailed to the advisors who follow it. */
  mailedOnPublish: {
    commentary: "When it goes live, it is mailed to the advisors who follow commentary; a correction of a published article is not.",
    signal:
      "When it goes live, it is mailed to the advisors who follow its model; a correction of a published signal only when its trades changed, called a correction.",
  } as Partial<Record<ContentKind, string>>,
  returnNote: "Note to the author",
  returnSubmit: "Return with Note",
  ownVersion: "You wrote this version: another principal approves it.",
  notPrincipal: "Only a principal approves or returns a version.",
  approved: "Approved and live.",
  scheduled: "Approved: it goes live at the set time.",
  returned: "Returned to its author with your note.",
} as const;
