// The site's content modules by path, and the placeholders still in them (the rules are in
// app/lib/placeholders; content-review.ts runs them with the other compliance rules).
import type { ArticleMeta } from "~/lib/articles";
import { findPlaceholders, type Placeholder } from "~/lib/placeholders";
import { listArticles } from "./commentary";

const moduleExports = import.meta.glob<Record<string, unknown>>("../content/**/*.ts", { eager: true });

/**
 * Every content module by its path (`app/content/site.ts`, `app/content/legal/terms.ts`): site.ts
 * first, where every external address is kept (so an address is listed where it is edited),
 * then the others in name order.
 */
/** Every content module and commentary article (Markdown; the published ones when given) by its path. */
export function contentModules(published: readonly ArticleMeta[] = listArticles()): Record<string, unknown> {
  const articles = Object.fromEntries(published.map((article) => [`app/content/commentary/${article.slug}.md`, article]));
  return { ...namedModules(), ...articles };
}

function namedModules(): Record<string, unknown> {
  const entries = Object.entries(moduleExports).map(
    ([path, exports]) => [path.replace(/^\.\.\/content\//, "app/content/"), exports] as const,
  );
  const rank = (name: string) => (name === "app/content/site.ts" ? "" : name);
  return Object.fromEntries(entries.sort(([a], [b]) => rank(a).localeCompare(rank(b))));
}

/** The placeholders of the content modules and of the commentary articles (Markdown). */
export function contentPlaceholders(): Placeholder[] {
  return findPlaceholders(contentModules());
}
