// Words of the mails to followers: a signal (a model change) and a commentary article.
import { articleDisclaimer } from "./commentary";
import { site } from "./site";

export const signalMailCopy = {
  subject: (modelName: string, title: string) => `Signal for ${modelName}: ${title}`,
  greeting: (firstName: string) => `Hello ${firstName},`,
  intro: (modelName: string, effectiveDate: string) =>
    `${site.brand} changed a model you follow, ${modelName}. The change takes effect on ${effectiveDate}.`,
  why: "Why we made this change",
  columns: { ticker: "Ticker", name: "Name", before: "Before", after: "After" },
  notHeld: "not held",
  action: "View the signal",
  following: (modelName: string) => `You receive this mail because you follow ${modelName} on your account.`,
  disclosure:
    "This notice describes a change to a model portfolio. It is not a recommendation to buy or sell any security for a particular client; past performance does not guarantee future results.",
  unsubscribe: (modelName: string) => `Stop mails about ${modelName}`,
} as const;

export const commentaryMailCopy = {
  subject: (title: string) => `Commentary: ${title}`,
  greeting: (firstName: string) => `Hello ${firstName},`,
  intro: (author: string, date: string) => `New market commentary by ${author}, published on ${date}.`,
  action: "Read it on our site",
  /** The article's own disclosures: a mail has no site footer to carry the firm's. */
  disclosures: articleDisclaimer.paragraphs,
  following: "You receive this mail because you chose commentary on your account.",
  unsubscribe: "Stop commentary mails",
} as const;
