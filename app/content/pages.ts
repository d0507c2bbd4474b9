// Title and description of every screen, used by each route's meta, the prerender list and
// the site-wide checks. A page's path is its key.
import { etfPath, etfTickers, modelIds, modelPath } from "./model-basics";
import { homeMeta } from "./home-meta";
import { site } from "./site";

export type PageInfo = {
  title: string;
  description: string;
  prerender: boolean;
  /** Reached only from a mail or after sign-in: left out of the sitemap. */
  private?: boolean;
  /** A signed-out visitor is sent elsewhere (sign-in, or home): no screen of its own to check. */
  signedOutRedirect?: boolean;
};

/** Title and description of a commentary article's page (/commentary/{slug}). */
export function articlePage(article: { title: string; summary: string }): Omit<PageInfo, "prerender"> {
  return { title: `${article.title} | Market Commentary | ${site.brand}`, description: article.summary };
}

export const pages = {
  "/": { ...homeMeta, prerender: true },
  "/login": {
    title: `Financial Advisor Login | ${site.brand}`,
    description: "Sign in to the advisor area. For licensed financial professionals only.",
    prerender: true,
  },
  "/signup": {
    title: `Financial Advisor Registration | ${site.brand}`,
    description: "Register for advisor access to models, signals and commentary. For licensed financial professionals only.",
    prerender: true,
  },
  "/forgot-password": {
    title: `Reset Your Password | ${site.brand}`,
    description: "Request a link to reset the password of your advisor account.",
    prerender: true,
  },
  "/verify-email": {
    title: `Verify Your Email | ${site.brand}`,
    description: "Confirm the email address of your advisor account.",
    prerender: false,
    private: true,
  },
  "/confirm-email": {
    title: `Confirm Your New Email | ${site.brand}`,
    description: "Confirm the new email address of your advisor account.",
    prerender: false,
    private: true,
  },
  "/reset-password": {
    title: `Choose a New Password | ${site.brand}`,
    description: "Set a new password for your advisor account.",
    prerender: false,
    private: true,
  },
  "/accept-invitation": {
    title: `Set Your Password | ${site.brand}`,
    description: "Set the password of the staff account you were invited to.",
    prerender: false,
    private: true,
  },
  "/staff": {
    title: `Staff Console | ${site.brand}`,
    description: "The firm's console: leads, registrations, advisors and deliveries.",
    prerender: false,
    private: true,
    signedOutRedirect: true,
  },
  "/staff/two-factor": {
    title: `Enter Your Code | ${site.brand}`,
    description: "The second step of a staff member's sign-in.",
    prerender: false,
    private: true,
    signedOutRedirect: true,
  },
  "/advisor": {
    title: `Advisor Area | ${site.brand}`,
    description: "Resources for signed-in financial advisors.",
    prerender: false,
    private: true,
    signedOutRedirect: true,
  },
  "/advisor/two-factor": {
    title: `Your Sign-In Code | ${site.brand}`,
    description: "The second step of an advisor's sign-in.",
    prerender: false,
    private: true,
    signedOutRedirect: true,
  },
  "/advisor/account": {
    title: `Your Account | ${site.brand}`,
    description: "Your details, password and sessions.",
    prerender: false,
    private: true,
    signedOutRedirect: true,
  },
  "/advisor/saved-views": {
    title: `Saved Views | ${site.brand}`,
    description: "Views and comparisons you saved for clients.",
    prerender: false,
    private: true,
    signedOutRedirect: true,
  },
  "/logout": {
    title: `Signed Out | ${site.brand}`,
    description: "You are signed out of the advisor area.",
    prerender: false,
    private: true,
  },
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
  "/contact": {
    title: `Connect with Our Team | ${site.brand}`,
    description: "Get support with investment models, portfolio analysis or general inquiries.",
    prerender: false,
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

export type PagePath = keyof typeof pages;

/**
 * Every model's own page: rendered per request (their targets depend on who asks, under
 * ZONE_PROJECTIONS=advisors) and reused by the render cache like the zone pages.
 */
export const modelPagePaths: string[] = [...modelIds].sort((a, b) => a - b).map(modelPath);

/** Pages of dynamic routes rendered to files at build time: every ETF's own page. */
export const dynamicPrerenderPaths: string[] = etfTickers.map(etfPath);

/** Paths rendered to files at build time. Dynamic pages add theirs here. */
export function prerenderPaths(): string[] {
  const paths = Object.entries(pages)
    .filter(([, page]) => page.prerender)
    .map(([path]) => path);
  return [...paths, ...dynamicPrerenderPaths];
}
