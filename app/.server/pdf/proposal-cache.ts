// Visitors' proposal PDFs, kept by what they show. Drawing one costs about 20 ms of a core, and
// a visitor's proposal depends only on its views (in order), the data version of each, whether
// the projections are shown, and the day printed on it: its key is those, normalised, so a
// cache buster, another parameter or the views written another way find the same file. A
// proposal that names a signed-in advisor is never kept (the caller gives no key). Entries are
// few and bounded, the least recently used dropped first; requests that come while a proposal
// is being drawn wait for that drawing instead of starting their own.
import type { Projections } from "~/.server/zone-data/projections";
import type { ZoneView } from "~/lib/zones";
import { viewKey } from "~/lib/zone-views";

/** Proposals kept at most: 64 of about 6 KiB each (three views). */
export const PROPOSAL_CACHE_ENTRIES = 64;

export type ProposalCache = {
  /** The proposal of `key`, drawn by `draw` unless it is kept or being drawn. */
  reuse: (key: string, draw: () => Promise<Buffer>) => Promise<Buffer>;
};

/**
 * The key of a visitor's proposal of these views on this day, with the version and as-of day of
 * their data (a day read while the record was late differs), or undefined when it must be drawn
 * afresh: a view with a notice (the sheet failed; the words of the failure vary) or
 * without a data version is not kept, as the zone pages are not.
 */
export function proposalKey(
  views: readonly Pick<ZoneView, "selection" | "dataVersion" | "dataAsOf" | "notices">[],
  projections: Projections,
  day: string,
): string | undefined {
  if (views.some((view) => view.notices.length > 0 || !view.dataVersion)) return undefined;
  return [day, projections, ...views.map((view) => `${viewKey(view.selection)}@${view.dataVersion}@${view.dataAsOf}`)].join("|");
}

export function createProposalCache(maxEntries = PROPOSAL_CACHE_ENTRIES): ProposalCache {
  const entries = new Map<string, Promise<Buffer>>();
  return {
    reuse(key, draw) {
      const kept = entries.get(key);
      if (kept) {
        // Most recently used last.
        entries.delete(key);
        entries.set(key, kept);
        return kept;
      }
      const drawing = draw();
      entries.set(key, drawing);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      // A failed drawing is not kept: the next request tries again.
      drawing.catch(() => {
        if (entries.get(key) === drawing) entries.delete(key);
      });
      return drawing;
    },
  };
}

let shared: ProposalCache | undefined;

/** The cache of this process, like the zone data's own cache (zone-data/service.ts). */
export function getProposalCache(): ProposalCache {
  shared ??= createProposalCache();
  return shared;
}
