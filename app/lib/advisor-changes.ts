// What changed since the advisor's last visit, as the dashboard lists it: one entry per change,
// each of a kind the dashboard knows how to say. A new kind (a model whose facts changed) is one
// more member of the union and one more case where the entries are made and shown.
import type { ZoneSelection } from "./zones";

export type AdvisorChange =
  /** A commentary article published after the last visit. */
  | { kind: "commentary"; title: string; href: string; date: string }
  /** A saved view whose zone data has a newer version than the one it cites. */
  | { kind: "zone-data"; label: string; href: string; views: string; savedVersions: string[]; currentVersions: string[] }
  /** A signal (a model change) published after the last visit. */
  | { kind: "signal"; title: string; href: string; modelName: string; date: string }
  /**
   * A saved view whose zone holds a model that changed after it was saved: `href` is the signal's
   * page; `views` and `savedOn` (YYYY-MM-DD) tell two views saved under one label apart.
   */
  | { kind: "saved-view-signal"; label: string; viewHref: string; href: string; modelName: string; views: string; savedOn: string };

type Article = { title: string; href: string; date: string };
type Saved = { label: string; href: string; views: ZoneSelection[]; dataVersions: string[] };

/**
 * Articles dated on or after `sinceDay` (the firm's calendar day of the last visit, or of the
 * registration before a second sign-in, YYYY-MM-DD: an article of that very day counts as new),
 * newest first.
 */
export function newCommentary(articles: readonly Article[], sinceDay: string): AdvisorChange[] {
  return articles
    .filter((article) => article.date >= sinceDay)
    .sort((a, b) => b.date.localeCompare(a.date))
    .map((article) => ({ kind: "commentary", ...article }));
}

/**
 * Saved views at least one of whose views is served today from another version than the one it
 * was saved from (`current` holds today's version of each view, by view key).
 */
export function newerZoneData(
  saved: readonly Saved[],
  current: ReadonlyMap<string, string>,
  key: (view: ZoneSelection) => string,
  name: (view: ZoneSelection) => string,
) {
  const changes: AdvisorChange[] = [];
  for (const view of saved) {
    const currentVersions = view.views.map((selection) => current.get(key(selection)) ?? "");
    const changed = currentVersions.some((version, index) => version !== "" && version !== view.dataVersions[index]);
    if (changed)
      changes.push({
        kind: "zone-data",
        label: view.label,
        href: view.href,
        views: view.views.map(name).join(" · "),
        savedVersions: view.dataVersions,
        currentVersions,
      });
  }
  return changes;
}

/** A model the advisor follows, with its newest signal in force (none before the first): the dashboard's list. */
export type FollowedModel = {
  id: number;
  name: string;
  href: string;
  latest?: { title: string; href: string; effectiveDate: string };
};
