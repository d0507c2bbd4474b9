// Title and description of the site's public pages, used by each route's meta. Apart from the other pages'
// (pages.ts puts them all together): a page's script carries its own group's titles only.
import type { PageInfo } from "./pages";
import { site } from "./site";

/** Title and description of a commentary article's page (/commentary/{slug}). */
export function articlePage(article: { title: string; summary: string }): Omit<PageInfo, "prerender"> {
  return { title: `${article.title} | Market Commentary | ${site.brand}`, description: article.summary };
}

export const sitePages = {
  "/about": {
    title: `About Us | ${site.brand}`,
    description: "Our mission, leadership team, investment philosophy and values.",
    prerender: true,
  },
  "/etfs": {
    title: `Exchange-Traded Funds | ${site.brand}`,
    description:
      "The YFYA and RSMV exchange-traded funds: objective, expense ratio, inception date, the zones and models that use them, and each fund's page at the issuer.",
    prerender: true,
  },
  "/advisor-support": {
    title: `How We Support Advisors | ${site.brand}`,
    description: "Model signals, case design, sales material customization and commentary for advisors.",
    prerender: true,
  },
  // Rendered per request and reused by the render cache: the targets depend on who asks (ZONE_PROJECTIONS).
  "/models": {
    title: `Our Investment Models | ${site.brand}`,
    description: "Growth and income model portfolios, rebalanced and monitored monthly.",
    prerender: false,
  },
  // The same form for everyone: its page is a file; a post still reaches the server's action.
  "/contact": {
    title: `Connect with Our Team | ${site.brand}`,
    description: "Get support with investment models, portfolio analysis or general inquiries.",
    prerender: true,
  },
  "/zone-navigator": {
    title: `Zone Navigator Dashboard | ${site.brand}`,
    description: "Interactive portfolio allocation tool: pick a risk zone and account type to see its allocation.",
    prerender: false,
  },
  "/zone-navigator/questionnaire": {
    title: `Find Your Zone | ${site.brand}`,
    description: "Six questions about a client's horizon, income needs and tolerance of losses suggest a risk zone to start from.",
    prerender: false,
  },
  "/zone-navigator/compare": {
    title: `Compare Zones | ${site.brand}`,
    description: "Compare up to four risk zones and account types side by side: targets, horizon and allocation.",
    prerender: false,
  },
  "/solutions": {
    title: `Our Solutions | ${site.brand}`,
    description: "Case design support and solutions that help advisors serve their clients.",
    prerender: true,
  },
  "/signals": {
    title: `Investment Signals | ${site.brand}`,
    description: "Model signals for advisors: what they are, how often they arrive and how to subscribe.",
    // Lists the published signals to a signed-in advisor: rendered on request.
    prerender: false,
  },
  "/commentary": {
    title: `Market Commentary | ${site.brand}`,
    description: "Market commentary and education for financial advisors.",
    prerender: true,
  },
  "/media": {
    title: `Media | ${site.brand}`,
    description: "Press releases, news coverage and media resources.",
    prerender: true,
  },
  "/privacy": {
    title: `Privacy Policy | ${site.brand}`,
    description: "How we collect, use and protect information submitted through this website.",
    prerender: true,
  },
  "/terms": {
    title: `Terms of Use | ${site.brand}`,
    description: "The terms that govern the use of this website.",
    prerender: true,
  },
} satisfies Record<string, PageInfo>;
