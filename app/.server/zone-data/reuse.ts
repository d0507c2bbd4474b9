// How long a rendered Zone Navigator view may be reused by the server's render cache and by a
// CDN (`s-maxage`); browsers always ask again. A view with a failure notice is never reused.
import { getSettings } from "~/.server/settings";
import type { ZoneView } from "./service";

/** Built-in data changes only with a release. */
const BUILT_IN_SECONDS = 300;

const reusedFor = (seconds: number) => (seconds > 0 ? `public, max-age=0, s-maxage=${seconds}` : "no-cache");

export function viewCacheControl(view: ZoneView, sheetTtlMs = getSettings().ZONE_DATA_CACHE_TTL_MS): string {
  if (view.notices.length > 0) return "no-store";
  return reusedFor(view.source === "built-in" ? BUILT_IN_SECONDS : Math.floor(sheetTtlMs / 1000));
}

/** The built-in tables, whole (the Zone Navigator's switch in the browser reads them). */
export const builtInTablesCacheControl = reusedFor(BUILT_IN_SECONDS);
