// Copy of the About page: overview, mission, philosophy and values (spec sections 1 and 2).
import type { Feature } from "./feature";

export const aboutPage = {
  title: "About Us",
  lead: "An investment firm built for financial advisors: risk-managed models and the support to put them to work for your clients.",
  overviewTitle: "Who We Are",
  overview: [
    "We are an investment fund management firm that serves licensed financial advisors. We build model portfolios, separately managed accounts (SMAs) and exchange-traded funds, most of them designed to limit risk and volatility, and we deliver them through investment signals advisors can act on.",
    "Around the investments we offer the support a growing practice needs: case design, marketing support for client materials, and regular commentary and education.",
  ],
  missionTitle: "Our Mission",
  mission: [
    "Our mission is to help advisors guide their clients through retirement, and through them to help one million Americans retire with financial security.",
    "Our team knows that work from the inside: advisors who have worked alongside RIAs and their clients.",
  ],
  missionHighlights: [
    { figure: "1 million", text: "Americans we aim to help retire with financial security" },
    { figure: "7", text: "growth and income models for advisors' clients" },
    { figure: "Monthly", text: "rebalancing and monitoring of every model" },
  ],
  leadershipTitle: "Meet Our Leadership Team",
  leadershipLead: "The people who research our models and support advisors every day.",
  philosophyTitle: "Our Philosophy",
  philosophy: [
    {
      title: "Advisor-Centric Approach",
      description: "Advisors own the client relationship. Everything we build is meant to strengthen it, never to replace it.",
      icon: "handshake",
    },
    {
      title: "Research-Driven Strategies",
      description: "Our models follow tested rules and research rather than forecasts or emotion.",
      icon: "search",
    },
    {
      title: "Comprehensive Support",
      description: "Signals, case design, client materials and education: help at every step from the first meeting on.",
      icon: "layers",
    },
    {
      title: "Client-Focused Results",
      description:
        "We measure our work by what matters to clients: portfolios kept to their risk level, and plans for their retirement income.",
      icon: "target",
    },
  ] satisfies Feature[],
  valuesTitle: "Our Values",
  values: [
    {
      title: "Clarity in strategy",
      description: "Every model states its risk, its objective and how it is managed, in plain language.",
      icon: "eye",
    },
    {
      title: "Confidence in execution",
      description: "Disciplined, rules-based management, rebalanced and monitored monthly.",
      icon: "shield",
    },
    {
      title: "Collaboration with advisors",
      description: "A direct line to our investment team and support tailored to your practice.",
      icon: "users",
    },
  ] satisfies Feature[],
  cta: {
    title: "Let's Talk About Your Practice",
    description: "Meet our team to see how our models and support fit your clients.",
    text: "Book a Meeting",
    link: "/contact#bookMeeting",
  },
} as const;
