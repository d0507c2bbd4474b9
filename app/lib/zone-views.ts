// A comparison is a list of views in the URL: `?views=3-qualified,5-qualified,7-non-qualified`.
// Reading that list keeps the valid, distinct views up to the limit and says what it dropped.
import { ACCOUNT_TYPES, isZoneNumber, type ZoneSelection } from "./zones";

export const MAX_COMPARED_VIEWS = 4;
/** Entries read from one URL at most; anything past them is dropped unread. */
const MAX_ENTRIES_READ = 40;
/** Dropped entries are echoed in the note, shortened to this many characters. */
const ECHO_LENGTH = 24;

/** The key of a view in a comparison URL, e.g. `7-non-qualified`. */
export function viewKey({ zone, account }: ZoneSelection): string {
  return `${zone}-${account}`;
}

/** A view from its key; null when the key names no zone 1-10 and account type. */
export function parseViewKey(raw: string): ZoneSelection | null {
  const match = /^(\d{1,2})-([a-z-]+)$/.exec(raw.trim().toLowerCase());
  if (!match) return null;
  const zone = Number(match[1]);
  const account = ACCOUNT_TYPES.find((type) => type === match[2]);
  return isZoneNumber(zone) && account ? { zone, account } : null;
}

export type ViewList = {
  views: ZoneSelection[];
  /** Entries that name no view, shortened for display. */
  invalid: string[];
  /** Keys given more than once (kept once). */
  duplicates: string[];
  /** Valid views past the limit, left out. */
  overLimit: string[];
};

/** The views of every `views` parameter (comma-separated), in order. */
export function parseViewList(params: URLSearchParams, max = MAX_COMPARED_VIEWS): ViewList {
  const entries = params
    .getAll("views")
    .flatMap((value) => value.split(","))
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "")
    .slice(0, MAX_ENTRIES_READ);
  const list: ViewList = { views: [], invalid: [], duplicates: [], overLimit: [] };
  const seen = new Set<string>();
  for (const entry of entries) {
    const view = parseViewKey(entry);
    if (!view) {
      list.invalid.push(entry.length > ECHO_LENGTH ? `${entry.slice(0, ECHO_LENGTH)}…` : entry);
      continue;
    }
    const key = viewKey(view);
    if (seen.has(key)) {
      if (!list.duplicates.includes(key)) list.duplicates.push(key);
    } else if (list.views.length >= max) {
      list.overLimit.push(key);
      seen.add(key);
    } else {
      list.views.push(view);
      seen.add(key);
    }
  }
  return list;
}

/** The comparison page's path for a list of views (the bare page when the list is empty). */
export function comparePath(views: readonly ZoneSelection[]): string {
  const keys = views.map(viewKey);
  return keys.length > 0 ? `/zone-navigator/compare?views=${keys.join(",")}` : "/zone-navigator/compare";
}

export function sameView(a: ZoneSelection, b: ZoneSelection): boolean {
  return a.zone === b.zone && a.account === b.account;
}
