// The pages that show published content, kept current without a build or a restart: when an
// item is published, replaced or retired, each page showing it (app/.server/published/paths.ts)
// is dropped from the prerendered pages held in memory (with its `.data` file, no longer served
// from disk) and from the render cache. React Router then renders it from the published
// snapshot, and the render cache keeps that answer until the content changes again.
import { exampleContent } from "~/.server/published/example-content";
import { pathsOf } from "~/.server/published/paths";
import type { ContentItemRef } from "~/.server/content-store/store";
import { log } from "~/.server/log";
import type { PublishedContent } from "~/lib/content-desk/contract";
import type { PrerenderedPage } from "./prerendered-pages";
import type { RenderCache } from "./render-cache";

/** The own page of one article, model or fund. */
const ITEM_PAGE = /^\/(commentary|models|etfs)\/[^/]+$/;

/** A page's single-fetch data (`/commentary.data`; the home page's is `/_root.data`). */
const dataPathOf = (path: string) => (path === "/" ? "/_root.data" : `${path}.data`);

export type ContentPages = ReturnType<typeof createContentPages>;

export function createContentPages({
  pages,
  cache,
  current,
}: {
  /** The prerendered pages held in memory, by path (none in development). */
  pages: Map<string, PrerenderedPage>;
  cache: RenderCache;
  /** What is published now. */
  current: () => PublishedContent;
}) {
  /** Paths (pages and their `.data`) rendered from the published content instead of their files. */
  const kept = new Set<string>();

  /** Drops every page showing these items; returns the pages' paths. */
  function invalidate(items: readonly ContentItemRef[]): string[] {
    const content = current();
    const paths = [...new Set(items.flatMap((item) => pathsOf(item.kind, item.itemKey, content)))];
    for (const path of paths) {
      // An item new since the build (an article, a model, a fund) has no file: its page is kept the same way once rendered.
      if (pages.delete(path) || ITEM_PAGE.test(path)) for (const served of [path, dataPathOf(path)]) kept.add(served);
      cache.delete(path);
    }
    log("info", "content.pages_invalidated", { items: items.length, pages: paths.length });
    return paths;
  }

  return {
    invalidate,
    /** Paths whose answers React Router renders from the published content and the render cache keeps. */
    kept: kept as ReadonlySet<string>,
    /** Whether the file behind this path (a page's `.data`) is no longer what the site shows. */
    replaced: (path: string) => kept.has(path),
    /**
     * At start-up: every item whose published version is not the example one the pages were
     * prerendered from (changed, retired, or new) has its pages dropped.
     */
    reconcile(): string[] {
      const example = exampleContent().stamps;
      const published = current().stamps;
      const changed = [...new Set([...Object.keys(example), ...Object.keys(published)])].filter(
        (id) => example[id]?.versionId !== published[id]?.versionId,
      );
      if (changed.length === 0) return [];
      return invalidate(changed.map(splitItemId));
    },
  };
}

/** `kind:itemKey` back into its parts (an item key may hold colons). */
function splitItemId(id: string): ContentItemRef {
  const at = id.indexOf(":");
  return { kind: id.slice(0, at) as ContentItemRef["kind"], itemKey: id.slice(at + 1) };
}
