// Several views at once, for the pages that show more than one (the comparison, the
// questionnaire's result and its neighbours): each from the one zone-data service, in parallel.
import type { ZoneSelection } from "~/lib/zones";
import { viewCacheControl } from "./reuse";
import type { ZoneDataService, ZoneView } from "./service";

/** Pass the service of the context (`zoneDataContext`) so that every view returned is in the dataset record. */
export async function loadViews(selections: readonly ZoneSelection[], service: ZoneDataService): Promise<ZoneView[]> {
  return Promise.all(selections.map((selection) => service.load(selection)));
}

/** The notices of several views, each message once. */
export function viewsNotices(views: readonly ZoneView[]): string[] {
  return [...new Set(views.flatMap((view) => view.notices))];
}

/**
 * How long a page of several views may be reused: never when any of them fell back to the
 * built-in data, otherwise as long as one view. A page without views is as static as the
 * built-in data.
 */
export function viewsCacheControl(views: readonly ZoneView[], sheetTtlMs?: number): string {
  const deciding = views.find((view) => view.notices.length > 0) ?? views[0];
  if (!deciding) return "public, max-age=0, s-maxage=300";
  return viewCacheControl(deciding, sheetTtlMs);
}
