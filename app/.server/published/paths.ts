// The site's addresses that show one published item: the pages to render afresh when the item
// is published, replaced or retired. Pure: the server (server/content-pages.ts) drops these
// pages from what it holds in memory.
import { etfPath, homeModelIds, modelPath } from "~/content/model-basics";
import { articlePath } from "~/lib/articles";
import type { ContentKind, PublishedContent } from "~/lib/content-desk/contract";

/** The Zone Navigator's pages (each held per address, query included, in the render cache). */
export const ZONE_PAGE_PATHS = ["/zone-navigator", "/zone-navigator/questionnaire", "/zone-navigator/compare"] as const;

const SITEMAP = "/sitemap.xml";

/**
 * Every address showing the item `kind:itemKey` in `content` (what is published now; a retired
 * item's own page is still named, to be answered 404). The home page shows the published names
 * of its models (their short forms are copy: app/content/home-models.ts), and no article.
 */
export function pathsOf(kind: ContentKind, itemKey: string, content: Pick<PublishedContent, "models" | "funds" | "signals">): string[] {
  switch (kind) {
    case "commentary":
      return ["/commentary", articlePath(itemKey), SITEMAP];
    case "model-figures": {
      // A fund's page lists the models holding it: the item's earlier version may have held any of them.
      const funds = content.funds.map((fund) => etfPath(fund.ticker));
      const home = homeModelIds.some((id) => String(id) === itemKey) ? ["/"] : [];
      return ["/models", modelPath(Number(itemKey)), ...home, "/etfs", ...funds, ...ZONE_PAGE_PATHS, SITEMAP];
    }
    case "fund-facts": {
      const holders = content.models
        .filter((model) => model.etfs?.some((ticker) => ticker === itemKey))
        .map((model) => modelPath(model.id));
      return ["/etfs", etfPath(itemKey), ...holders, SITEMAP];
    }
    case "media":
      return ["/media"];
    case "zone-data":
      return [...ZONE_PAGE_PATHS];
    case "signal": {
      const signal = content.signals.find((candidate) => candidate.id === itemKey);
      return ["/signals", `/signals/${itemKey}`, ...(signal ? [modelPath(signal.modelId)] : [])];
    }
  }
}
