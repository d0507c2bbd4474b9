// Copy of the "Signals & commentary" section of the account page and of the unsubscribe page.
import { site } from "./site";

export const followingCopy = {
  title: "Signals & commentary",
  lead: "Choose what we send you by email. Nothing is sent until you tick it, and every mail has a link that stops it at once.",
  models: "Signals for these models",
  modelsHint:
    "A signal is a short notice each time the model changes: the trades, the new target weights, the reasoning and the date it takes effect.",
  commentary: "Market commentary",
  commentaryLabel: "Email me each new commentary article",
  submit: "Save my choices",
  submitting: "Saving...",
  done: { title: "Choices saved", description: "We send you only what is ticked." },
  offByLink: (date: string) => `Turned off on ${date} from the link in a mail.`,
  awaitingApproval: `You can choose signals and commentary once ${site.brand} has approved your account.`,
  unknown: "Choose among the models and commentary listed.",
} as const;

/** Title and description of /unsubscribe/<token> (reached only from a mail: not indexed). */
export const unsubscribePage = {
  title: `Unsubscribe | ${site.brand}`,
  description: "Stop the signal or commentary mails a link in one of our mails names.",
};

export const unsubscribeCopy = {
  metaTitle: "Unsubscribe",
  title: "Stop these mails",
  modelLead: (modelName: string) => `Stop the signal mails about the ${modelName}? Other models and commentary you follow are not changed.`,
  commentaryLead: "Stop the commentary mails? The signals you follow are not changed.",
  submit: "Unsubscribe",
  submitting: "Unsubscribing...",
  done: {
    title: "You are unsubscribed",
    lead: "We will not send you these mails again. You can turn them back on from your account at any time.",
  },
  alreadyOff: {
    title: "Already unsubscribed",
    lead: "These mails are already off. You can turn them back on from your account at any time.",
  },
  unknown: {
    title: "This link does not work",
    lead: "The link is incomplete or was replaced: you turned these mails back on since, and newer mails carry a new link. You can change what you receive on your account.",
  },
  account: { label: "Go to my account", href: "/advisor/account#following" },
} as const;
