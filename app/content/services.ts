// What the firm does for advisors: the service blocks and the support process of the Advisor
// Support page (spec section 2). The home page's solution cards are in home.ts.
import type { Feature } from "./feature";
import type { Step } from "./sections";

export type Service = Feature & { points: string[] };

export const advisorSupportPage = {
  eyebrow: "How We Support Advisors",
  description:
    "From model signals to client meetings, we work alongside you so you can grow your practice, scale your service and spend more of your time with clients.",
  servicesTitle: "Our Services",
  servicesLead: "Four ways we support your practice.",
  services: [
    {
      title: "Model Signals & Portfolios",
      description: "Access our growth and income models and the signals that keep them current.",
      icon: "chart",
      points: ["Risk-managed model portfolios", "Timely signals when a model changes", "Models rebalanced and monitored monthly"],
    },
    {
      title: "Case Design Support",
      description: "Bring us a client situation and we help you design the case.",
      icon: "clipboard",
      points: ["Retirement income and accumulation planning", "Portfolio analysis and risk review", "Tax-aware model selection"],
    },
    {
      title: "Sales Material Customization",
      description: "Client materials that explain our strategies, customized for your practice.",
      icon: "pen",
      points: ["Presentations and model fact sheets", "Materials with your practice's branding", "Prepared for your compliance review"],
    },
    {
      title: "Commentary & Education",
      description: "Stay informed and keep your clients informed.",
      icon: "book",
      points: ["Regular market commentary", "Educational content for advisors", "Webinars and updates from our investment team"],
    },
  ] satisfies Service[],
  processTitle: "Our Support Process",
  processLead: "How we work with you, from the first call onwards.",
  process: [
    {
      title: "Initial Consultation",
      description: "We learn about your practice, your clients and the outcomes you want to deliver.",
    },
    {
      title: "Customized Solution Design",
      description: "We match models, signals and support to your clients' goals and risk tolerance.",
    },
    {
      title: "Implementation Support",
      description: "We help you put the models to work in client accounts and prepare your client conversations.",
    },
    {
      title: "Ongoing Partnership",
      description: "Monthly monitoring, timely signals and a team that stays available as your practice grows.",
    },
  ] satisfies Step[],
  cta: {
    title: "Ready to Work Together?",
    description: "Tell us about your practice and we will show you how our support fits.",
    primary: { text: "Schedule a Consultation", link: "/contact" },
    secondary: { text: "View Our Models", link: "/models" },
  },
} as const;
