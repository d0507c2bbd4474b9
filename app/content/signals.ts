// Copy of /signals: what our investment signals are, how often they come and how to subscribe.
import type { CardItem, Step } from "./sections";
import { externalLinks } from "./site";

const subscribe = { text: "Sign Up for Signals & Commentary", link: externalLinks.scheduling };

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
        description: "A plain-language explanation of why we are making the change, ready to share with clients.",
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
      "Our models are monitored and rebalanced monthly. After each monthly review you receive a signal for every model you follow, so you always know where it stands.",
      "Signals arrive by email together with our market commentary, and you choose which models you want to follow.",
    ],
  },
  subscribe: {
    title: "How to Subscribe",
    description: "Signals are for licensed financial advisors. Subscribing starts with a short call with our team.",
    steps: [
      {
        title: "Book a call",
        description: "Pick a time on our scheduling page that suits you.",
      },
      {
        title: "Tell us about your practice",
        description: "We confirm that you are a licensed financial professional and learn how you work with clients.",
      },
      {
        title: "Choose your models",
        description: "Select the income and growth models whose signals you want to receive.",
      },
      {
        title: "Receive signals",
        description: "Signals and commentary arrive in your inbox after every monthly review.",
      },
    ] satisfies Step[],
    cta: subscribe,
  },
  closing: {
    title: "Stay in Step with Our Models",
    description: "Book a call to start receiving our investment signals and market commentary.",
    primaryButtonText: subscribe.text,
    primaryButtonLink: subscribe.link,
    secondaryButtonText: "Connect with Our Team",
    secondaryButtonLink: "/contact",
  },
};
