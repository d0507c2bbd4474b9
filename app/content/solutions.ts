// Copy of /solutions: our solutions for advisors, led by case design support.
import type { CardItem, Step } from "./sections";
import { externalLinks } from "./site";

const requestCaseDesign = { text: "Request Case Design", link: externalLinks.caseDesignForm };
const bookMeeting = { text: "Book a Meeting", link: externalLinks.scheduling };

export const solutionsPage = {
  hero: {
    subtitle: "Case Design Support",
    title: "Our Solutions",
    description:
      "Model portfolios, signals and hands-on case design that help you build plans your clients understand and can stay with through retirement.",
    primaryCta: requestCaseDesign,
    secondaryCta: bookMeeting,
  },
  caseDesign: {
    title: "What Case Design Is",
    description: "Case design turns a client's situation into a clear, documented analysis for the recommendation you make to your client.",
    paragraphs: [
      "You bring us a client case: goals, time horizon, income needs, the accounts involved and how much volatility the client can live with. Our team works through it with you and maps it to a risk zone, a mix of our income and growth models, and the right treatment for qualified (tax-deferred) and non-qualified (taxable) accounts.",
      "The aim is a plan that fits the client: lower-risk holdings for what they cannot afford to lose, income for what they need to spend, and room to grow for the rest. No plan removes the risk of loss.",
    ],
  },
  request: {
    title: "How to Request Case Design",
    description: "Requests go through a short online form, so we have what we need before we meet.",
    steps: [
      {
        title: "Send the request form",
        description:
          "Tell us about the client's goals, accounts, time horizon and risk tolerance. Leave out names and account numbers; we only need the facts of the case.",
      },
      {
        title: "Review with our team",
        description: "We study the case, ask any questions it raises and set up a call to walk through our first view with you.",
      },
      {
        title: "Receive your case design",
        description: "You get our written analysis and client-ready materials you can take into your next client meeting.",
      },
      {
        title: "Implement and follow up",
        description: "We help you put the plan in place with our models and stay available as the client's situation changes.",
      },
    ] satisfies Step[],
    cta: requestCaseDesign,
  },
  deliverables: {
    title: "What You Get",
    items: [
      "A suggested risk zone and the reasoning behind it",
      "A proposed allocation across our income and growth models",
      "Guidance on placing assets in qualified and non-qualified accounts",
      "A retirement income view that shows how the plan supports spending needs",
      "Client-ready presentation materials you can customize",
      "A follow-up consultation with our team",
    ],
  },
  more: {
    title: "More Solutions for Your Practice",
    items: [
      {
        title: "Investment Models",
        description: "Growth and income model portfolios, rebalanced and monitored monthly.",
        link: { text: "View our models", link: "/models" },
      },
      {
        title: "Investment Signals",
        description: "A signal with every model change, so your client accounts stay in step.",
        link: { text: "About our signals", link: "/signals" },
      },
      {
        title: "Zone Navigator",
        description: "Explore the allocation of each risk zone for qualified and non-qualified accounts.",
        link: { text: "Open the Zone Navigator", link: "/zone-navigator" },
      },
      {
        title: "Exchange-Traded Funds",
        description: "Our YFYA and RSMV exchange-traded funds, with links to each fund's page.",
        link: { text: "See our ETFs", link: "/etfs" },
      },
      {
        title: "Market Commentary",
        description: "Regular views on markets and planning topics, to prepare your client conversations.",
        link: { text: "Read our commentary", link: "/commentary" },
      },
      {
        title: "Advisor Support",
        description: "Marketing support, sales material customization and education for your team.",
        link: { text: "How we support advisors", link: "/advisor-support" },
      },
    ] satisfies CardItem[],
  },
  closing: {
    title: "Have a Case in Mind?",
    description: "Send us the details and we will help you design a plan your client can stay with.",
    primaryButtonText: requestCaseDesign.text,
    primaryButtonLink: requestCaseDesign.link,
    secondaryButtonText: bookMeeting.text,
    secondaryButtonLink: bookMeeting.link,
  },
};
