import type { Route } from "./+types/sitemap-xml";
import { listArticles } from "~/.server/commentary";
import { dynamicPrerenderPaths, modelPagePaths, pages } from "~/content/pages";
import { articlePath } from "~/lib/articles";
import { sitemapEntries, sitemapXml } from "~/lib/sitemap";

// Pages reached only from a mail or after sign-in are left out; each model's and ETF's own page is in.
const publicPaths = [
  ...Object.entries(pages)
    .filter(([, page]) => !("private" in page))
    .map(([path]) => path),
  ...modelPagePaths,
  ...dynamicPrerenderPaths,
];

// The origin comes from the request, so the sitemap is right on every host the site is served from.
export function loader({ request }: Route.LoaderArgs) {
  const articles = listArticles().map((article) => ({ path: articlePath(article.slug), date: article.date }));
  const xml = sitemapXml(new URL(request.url).origin, sitemapEntries(publicPaths, articles));
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
