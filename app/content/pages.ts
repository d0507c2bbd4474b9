// Title and description of every screen, used by each route's meta, the prerender list and
// the site-wide checks. A page's path is its key.
import { etfPath, etfTickers, modelIds, modelPath } from "./model-basics";
import { homeMeta } from "./home-meta";
import { accountPages } from "./account-pages";
import { sitePages } from "./site-pages";

export type PageInfo = {
  title: string;
  description: string;
  prerender: boolean;
  /** Reached only from a mail or after sign-in: left out of the sitemap. */
  private?: boolean;
  /** A signed-out visitor is sent elsewhere (sign-in, or home): no screen of its own to check. */
  signedOutRedirect?: boolean;
};

export const pages = {
  "/": { ...homeMeta, prerender: true },
  ...accountPages,
  ...sitePages,
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
