// Copy of the home page (spec section 2, "Home"), with its solution cards. The model cards'
// short forms are in home-models.ts.
import type { Feature } from "./feature";
import { externalLinks } from "./site";

export const homePage = {
  hero: {
    subtitle: "For Financial Advisors",
    title: "Risk-Managed Investment Solutions for Financial Advisors and Their Clients.",
    description:
      "Model portfolios, ETFs, signals and hands-on support to help you plan your clients' income and growth through retirement.",
    primaryCta: { text: "Access our Models", link: "/models" },
    secondaryCta: { text: "Book a Meeting", link: externalLinks.scheduling },
    tertiaryCta: { text: "Request Case Design", link: externalLinks.caseDesignForm },
  },
  solutions: {
    title: "Solutions for Financial Advisors",
    description: "Everything you need to serve clients who value steady, risk-aware investing.",
    linkText: "Learn more",
  },
  models: {
    title: "Our Investment Models",
    description: "Growth and income models managed with risk first, rebalanced and monitored monthly.",
    linkText: "View model",
    philosophyLabel: "Philosophy",
    viewAll: { text: "View All Models", link: "/models" },
    expanded: {
      title: "Looking for more?",
      description: "Our expanded suite adds growth, tax-loss harvesting and AI contrarian models.",
      cta: { text: "Explore Our Expanded Model Suite", link: "/models" },
    },
  },
  closing: {
    title: "Ready to Grow Your Practice?",
    description: "Join the advisors who use our models, signals and support to serve their clients.",
    primaryButtonText: "Sign Up Now",
    primaryButtonLink: "/signup",
    secondaryButtonText: "Book a Consultation",
    secondaryButtonLink: externalLinks.scheduling,
  },
} as const;

/** The three solution cards on the home page; each leads to the Advisor Support page. */
export const advisorSolutions: (Feature & { href: string })[] = [
  {
    title: "Investment Signals",
    description: "Timely buy, sell and rebalance signals for our models, ready to apply in your clients' accounts.",
    icon: "signal",
    href: "/advisor-support",
  },
  {
    title: "Case Design Support",
    description: "Work with our team on retirement income, risk and tax questions for your client cases.",
    icon: "clipboard",
    href: "/advisor-support",
  },
  {
    title: "Marketing Support",
    description: "Client-ready presentations and materials customized for your practice.",
    icon: "megaphone",
    href: "/advisor-support",
  },
];
