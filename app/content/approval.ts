// The words of professional approval (ADVISOR_APPROVAL=staff): what a pending advisor reads,
// and the mails of the firm's decision.
import { site } from "./site";

export const approvalCopy = {
  pending: {
    title: "We are checking your registration",
    lead: `${site.brand} confirms that each advisor is a licensed financial professional before opening projections, downloads and saved views. We will email you as soon as your registration is approved.`,
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
      "We could not confirm your registration as a licensed financial professional, so projections, downloads and saved views stay closed.",
      "If you think this is a mistake, reply through our contact page with your CRD number and we will look again.",
    ],
    action: "Contact Us",
  },
} as const;
