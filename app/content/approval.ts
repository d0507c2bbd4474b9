// The words of professional approval (ADVISOR_APPROVAL=staff): what a pending advisor reads,
// and the mails of the firm's decision.
import { site } from "./site";

export const approvalCopy = {
  pending: {
    title: "We are checking your registration",
    lead: `${site.brand} confirms that each advisor is a licensed financial professional before opening hypothetical targets, downloads and saved views. We will email you as soon as your registration is approved.`,
  },
  approvedMail: {
    subject: `Your ${site.brand} advisor account is approved`,
    paragraphs: [
      "We have confirmed your registration as a financial professional.",
      "Projections, downloads and saved views are now open in your advisor area.",
    ],
    action: "Open the Advisor Area",
  },
  declinedMail: {
    subject: `Your ${site.brand} advisor registration`,
    paragraphs: [
      "We could not confirm your registration as a licensed financial professional, so hypothetical targets, downloads and saved views stay closed.",
      "If you think this is a mistake, reply through our contact page with your CRD number and we will look again.",
    ],
    action: "Contact Us",
  },
  /**
   * The same decisions where the firm records approval without requiring it (the advisor area
   * opened when the address was verified, and a decision opens or closes nothing): the mails say so.
   */
  recordedOnly: {
    approvedParagraphs: [
      "We have confirmed your registration as a financial professional.",
      "Nothing changes in your advisor area: hypothetical targets, downloads and saved views opened when you verified your email address, and they stay open.",
    ],
    declinedParagraphs: [
      "We could not confirm your registration as a licensed financial professional.",
      "If you think this is a mistake, reply through our contact page with your CRD number and we will look again.",
    ],
  },
} as const;

/** The words of a decision's mail, true to whether approval is what opens the advisor area. */
export function decisionMailWords(decision: "approved" | "declined", approvalRequired: boolean) {
  const words = decision === "approved" ? approvalCopy.approvedMail : approvalCopy.declinedMail;
  if (approvalRequired) return { subject: words.subject, paragraphs: [...words.paragraphs], action: words.action };
  const paragraphs = decision === "approved" ? approvalCopy.recordedOnly.approvedParagraphs : approvalCopy.recordedOnly.declinedParagraphs;
  return { subject: words.subject, paragraphs: [...paragraphs], action: words.action };
}
