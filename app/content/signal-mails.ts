// Words of the mails to followers: a signal (a model change) and a commentary article. A mail has
// no site footer: each carries the firm's registration and documents itself, and a signal that
// trades one of the firm's ETFs their prospectus statement.
import { articleDisclaimer } from "./commentary";
import { firmDisclosures } from "./disclosures";
import { signalDisclosure } from "./signals";
import { site } from "./site";

/** The firm's registration and its documents' addresses, as the site's footer gives them. */
export const firmMailDocuments = [
  firmDisclosures.registration,
  `${firmDisclosures.formAdvPart2A.label}: ${firmDisclosures.formAdvPart2A.href}`,
  `${firmDisclosures.formCrs.label}: ${firmDisclosures.formCrs.href}`,
];

export const signalMailCopy = {
  /** The model named once: a title that starts with it ("AAA Adaptive Income: shorter duration") is not repeated. */
  subject: (modelName: string, title: string, corrected = false) => {
    const own = title.toLowerCase().startsWith(modelName.toLowerCase()) ? title.slice(modelName.length).replace(/^[\s:,–—-]+/, "") : title;
    return `${corrected ? "Corrected signal" : "Signal"} for ${modelName}: ${own || title}`;
  },
  /** First in a correction's mail: only a correction whose trades changed is mailed. */
  corrects: (modelName: string, publishedOn: string) =>
    `This corrects the signal for ${modelName} first published on ${publishedOn}: its trades have changed. The table below is the one that stands.`,
  greeting: (firstName: string) => `Hello ${firstName},`,
  intro: (modelName: string, effectiveDate: string) =>
    `${site.brand} changed a model you follow, ${modelName}. The change takes effect on ${effectiveDate}.`,
  why: "Why we made this change",
  columns: { ticker: "Ticker", name: "Name", before: "Before", after: "After" },
  notHeld: "not held",
  action: "View the signal",
  following: (modelName: string) => `You receive this mail because you follow ${modelName} on your account.`,
  disclosure: signalDisclosure,
  unsubscribe: (modelName: string) => `Stop mails about ${modelName}`,
} as const;

export const commentaryMailCopy = {
  subject: (title: string) => `Commentary: ${title}`,
  greeting: (firstName: string) => `Hello ${firstName},`,
  intro: (author: string, date: string) => `New market commentary by ${author}, published on ${date}.`,
  action: "Read it on our site",
  /** The article's own disclosures with the footer's, and the firm's documents: a mail has no site footer. */
  disclosures: [...articleDisclaimer.paragraphs, ...firmMailDocuments],
  following: "You receive this mail because you chose commentary on your account.",
  unsubscribe: "Stop commentary mails",
} as const;
