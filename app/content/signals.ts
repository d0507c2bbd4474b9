// Copy of /signals: what our investment signals are, how often they come and how to subscribe.
import type { CardItem, Step } from "./sections";
import { signalsSignUp } from "./signals-sign-up";

const subscribe = signalsSignUp;

export const signalsPage = {
  hero: {
    subtitle: "For Financial Advisors",
    title: "Investment Signals",
    description: "Know when our models change and why, so you can keep the client accounts you manage in step with them.",
    primaryCta: subscribe,
    secondaryCta: { text: "View Our Models", link: "/models" },
  },
  what: {
    title: "What Our Signals Are",
    description: "A signal is a short notice from our investment team each time one of our model portfolios changes.",
    items: [
      {
        title: "The change",
        description: "Which model is affected, what is bought or sold, and the new target weights.",
      },
      {
        title: "The reasoning",
        description: "A plain-language explanation of why we are making the change, to prepare your client conversations.",
      },
      {
        title: "The timing",
        description: "The date the change takes effect in the model, so you can act on it promptly.",
      },
    ] satisfies CardItem[],
  },
  frequency: {
    title: "How Often They Come",
    paragraphs: [
      "Our models are monitored and rebalanced monthly. When a review changes a model you follow, you receive its signal, so you always know where it stands.",
      "Signals arrive by email. You choose which models you follow, and whether our market commentary comes too.",
    ],
  },
  subscribe: {
    title: "How to Subscribe",
    description: "Signals are for licensed financial advisors. Subscribing takes a free advisor account.",
    steps: [
      {
        title: "Create your account",
        description: "Register as a financial advisor and confirm your email address, or sign in.",
      },
      {
        title: "Choose your models",
        description: "On your account, tick the income and growth models whose signals you want, and commentary if you like.",
      },
      {
        title: "Receive signals",
        description: "Signals and commentary arrive in your inbox after every review, and are listed on this page when you are signed in.",
      },
      {
        title: "Stop at any time",
        description: "Every mail has a link that stops it at once, and your account shows what you follow.",
      },
    ] satisfies Step[],
    cta: subscribe,
  },
  /** Where a visitor following a model's link to its signals lands (`#published`): the list is for advisors. */
  published: {
    title: "Published Signals",
    description: "Each signal we publish, with its trades and our reasoning, is for signed-in advisors, filtered by model.",
    cta: { text: "Sign In to Read Them", link: "/login?redirectTo=%2Fsignals%23published" },
  },
  closing: {
    title: "Stay in Step with Our Models",
    description: "Choose the models you follow to start receiving our investment signals and market commentary.",
    primaryButtonText: subscribe.text,
    primaryButtonLink: subscribe.link,
    secondaryButtonText: "Connect with Our Team",
    secondaryButtonLink: "/contact",
  },
};

/** What a signed-in advisor sees of the published signals on /signals and /signals/{id}. */
export const signalListCopy = {
  title: "Published signals",
  lead: "Every change to our models, newest first.",
  filterLabel: "Model",
  allModels: "All models",
  filterSubmit: "Show",
  none: "No signal has been published yet.",
  noneForModel: "No signal has been published for this model yet.",
  effective: (date: string) => `Takes effect ${date}`,
  published: (date: string) => `Published ${date}`,
  /** A signal listed by its newest version's day: the day that version revised it. */
  revised: (date: string) => `Revised ${date}`,
  open: "Read the signal",
  following: "Choose the models you follow",
  /** What the advisor follows, named in the models' order. */
  youFollow: (names: readonly string[]) =>
    names.length === 0
      ? "You follow no model yet."
      : `You follow ${names.slice(0, -1).join(", ")}${names.length > 1 ? " and " : ""}${names.at(-1)}.`,
  changeFollowing: "Change what you follow",
  unknownModel: "There is no model with this number: all signals are shown.",
} as const;

/** Under a signal, on its page and in its mail: what it is, for whom, and what it is not. */
export const signalDisclosure =
  "This notice describes a change to a model portfolio, for financial advisors only and not for the general public. It is not investment advice or a recommendation to buy or sell any security for a particular client. Past performance does not indicate future results. All investing involves risk, including the possible loss of principal.";

export const signalPageCopy = {
  back: "All signals",
  model: "Model",
  effective: "Takes effect",
  published: "Published",
  /** Beside the day a later version replaced the one first published. */
  revised: "Revised",
  tradesTitle: "The change",
  tradesTable: "Each position's weight before and after",
  columns: { ticker: "Ticker", name: "Name", before: "Before", after: "After" },
  notHeld: "not held",
  reasoningTitle: "Why we made this change",
  tradesCsv: "Trade list (CSV)",
  weightsCsv: "Current target weights (CSV)",
  disclosure: signalDisclosure,
  notFound: "There is no published signal at this address.",
  weightsFile: (modelId: number, asOf: string) => `model-${modelId}-weights-${asOf}.csv`,
  tradesFile: (id: string) => `signal-${id}-trades.csv`,
  noWeights: "No target weights are published for this model.",
} as const;
