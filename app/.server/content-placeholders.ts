// The placeholders still in the site's content (`npm run content:check` lists them; the
// production server logs how many remain when it starts). The rules are in app/lib/placeholders.
import { log as writeLog } from "~/.server/log";
import { countByKind, findPlaceholders, type Placeholder } from "~/lib/placeholders";
import { listArticles } from "./commentary";

const contentModules = import.meta.glob<Record<string, unknown>>("../content/**/*.ts", { eager: true });

/**
 * Every content module by its path (`app/content/site.ts`, `app/content/legal/terms.ts`): site.ts
 * first, where every external address is kept (so an address is listed where it is edited),
 * then the others in name order.
 */
function namedModules(): Record<string, unknown> {
  const entries = Object.entries(contentModules).map(
    ([path, exports]) => [path.replace(/^\.\.\/content\//, "app/content/"), exports] as const,
  );
  const rank = (name: string) => (name === "app/content/site.ts" ? "" : name);
  return Object.fromEntries(entries.sort(([a], [b]) => rank(a).localeCompare(rank(b))));
}

/** The placeholders of the content modules and of the commentary articles (Markdown). */
export function contentPlaceholders(): Placeholder[] {
  const articles = Object.fromEntries(listArticles().map((article) => [`app/content/commentary/${article.slug}.md`, article]));
  return findPlaceholders({ ...namedModules(), ...articles });
}

/** At start-up in production: one warning while any placeholder remains, naming how many. */
export function warnAboutPlaceholders(log = writeLog): number {
  const placeholders = contentPlaceholders();
  if (placeholders.length > 0) {
    log("warn", "content.placeholders", {
      count: placeholders.length,
      ...countByKind(placeholders),
      hint: 'npm run content:check lists them; the README\'s "Before going live" says what to fill in',
    });
  }
  return placeholders.length;
}
