// Lookups in the published snapshot, by the keys the site's addresses use.
import type { Etf } from "~/content/etfs";
import type { ModelTarget } from "~/content/model-targets.server";
import type { InvestmentModel } from "~/content/models";
import { itemId, type ContentKind, type PublishedArticle, type PublishedContent, type VersionStamp } from "~/lib/content-desk/contract";

export function findPublishedModel(
  content: Pick<PublishedContent, "models">,
  id: number | string | undefined,
): InvestmentModel | undefined {
  if (id === undefined) return undefined;
  return content.models.find((model) => String(model.id) === String(id));
}

/** A fund by its ticker as written in its address (lowercase) or in full. */
export function findPublishedFund(content: Pick<PublishedContent, "funds">, ticker: string | undefined): Etf | undefined {
  if (!ticker) return undefined;
  return content.funds.find((fund) => fund.ticker.toLowerCase() === ticker.toLowerCase());
}

export function findPublishedArticle(content: Pick<PublishedContent, "articles">, slug: string | undefined): PublishedArticle | undefined {
  return content.articles.find((article) => article.meta.slug === slug);
}

/** A model's published targets (hypothetical: only through app/lib/hypothetical.ts to a reader). */
export function publishedTargets(content: Pick<PublishedContent, "modelTargets">, id: number): readonly ModelTarget[] {
  return content.modelTargets[id] ?? [];
}

export function stampOf(content: Pick<PublishedContent, "stamps">, kind: ContentKind, itemKey: string): VersionStamp | undefined {
  return content.stamps[itemId(kind, itemKey)];
}
