import type { Route } from "./+types/sitemap-xml";
import { publishedContentContext } from "~/.server/load-context";
import { etfPath, modelPath } from "~/content/model-basics";
import { pages } from "~/content/pages";
import { articlePath } from "~/lib/articles";
import { sitemapEntries, sitemapXml } from "~/lib/sitemap";

// Pages reached only from a mail or after sign-in are left out.
const publicPaths = Object.entries(pages)
  .filter(([, page]) => !("private" in page))
  .map(([path]) => path);

// The origin comes from the request, so the sitemap is right on every host the site is served
// from; each published model's, fund's and article's own page is in.
export function loader({ request, context }: Route.LoaderArgs) {
  const content = context.get(publishedContentContext);
  const modelPages = content.models
    .map((model) => model.id)
    .sort((a, b) => a - b)
    .map(modelPath);
  const fundPages = content.funds.map((fund) => etfPath(fund.ticker));
  const articles = content.articles.map(({ meta }) => ({ path: articlePath(meta.slug), date: meta.date }));
  const xml = sitemapXml(new URL(request.url).origin, sitemapEntries([...publicPaths, ...modelPages, ...fundPages], articles));
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
