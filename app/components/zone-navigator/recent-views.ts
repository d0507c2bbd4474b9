// The views this page has been shown, so a zone switch can paint at once: with the built-in
// data the browser computes any view from the tables it asks for once the page is idle (with the
// projections only when this reader sees them: the browser's code holds no figure); with a
// live sheet it shows the last good answer for that view while the server is asked again.
// Lives as long as the page (a reload starts afresh from the server's answer for the URL), and
// is forgotten when the reader signs in or out: what the server sends depends on who reads.
import { hasSignInHint } from "~/lib/session-state";
import { viewFromTables, ZONE_TABLES_PATH, type BuiltInTables, type PresentedView } from "~/lib/zone-projections";
import type { ZoneSelection } from "~/lib/zones";

const lastGood = new Map<string, PresentedView>();
const listeners = new Set<() => void>();
/** The built-in tables, once asked for; unset with a live sheet. */
let tables: BuiltInTables | undefined;
/** The sign-in hint when the views above were answered. */
let reader: boolean | undefined;

/** Forget what was answered for another reader (before a sign-in or after a sign-out). */
function sameReader() {
  const now = typeof document === "undefined" ? false : hasSignInHint();
  if (reader === now) return;
  reader = now;
  tables = undefined;
  lastGood.clear();
  if (typeof document !== "undefined") markSwitch();
}

const keyOf = ({ zone, account }: ZoneSelection) => `${zone}:${account}`;

/** Note a view the server answered; only answers without a failure notice are kept. */
export function rememberView(view: PresentedView): PresentedView {
  sameReader();
  if (view.notices.length === 0 && lastGood.get(keyOf(view.selection)) !== view) {
    lastGood.set(keyOf(view.selection), view);
    for (const listener of listeners) listener();
  }
  return view;
}

/** Marks the document once any zone can be drawn without the server; browser tests wait for it. */
function markSwitch() {
  if (tables) document.documentElement.dataset.zoneSwitch = "instant";
  else delete document.documentElement.dataset.zoneSwitch;
}

/** Note the source of a view the server answered: with a live sheet, the built-in tables are not used. */
export function noteViewSource(source: PresentedView["source"]): void {
  sameReader();
  if (source === "built-in" || !tables) return;
  tables = undefined;
  markSwitch();
}

/** Asks the server for the built-in tables (for this reader: with the projections only if shown) and keeps them. */
export async function fetchTables(signal: AbortSignal): Promise<void> {
  sameReader();
  const asked = reader;
  try {
    const response = await fetch(ZONE_TABLES_PATH, { signal, credentials: "same-origin" });
    if (!response.ok) return;
    const sent = (await response.json()) as BuiltInTables;
    sameReader();
    // Tables for another reader (signed in or out meanwhile) or of another shape are not kept.
    if (reader !== asked || typeof sent?.dataVersion !== "string" || typeof sent.dataAsOf !== "string" || typeof sent.zones !== "object")
      return;
    tables = sent;
    markSwitch();
  } catch {
    // Offline or cancelled: a switch asks the server, as it does before the tables are here.
  }
}

/** The built-in tables known to this page, if it runs on them. */
export function knownTables(): BuiltInTables | undefined {
  sameReader();
  return tables;
}

/** What can be shown for a view without waiting for the server, if anything. */
export function instantView(selection: ZoneSelection): PresentedView | undefined {
  sameReader();
  if (tables) return viewFromTables(tables, selection);
  return lastGood.get(keyOf(selection));
}

/**
 * A good answer for the shown view's selection that came after it (a sheet's answer fetched in
 * the background), if any: useSyncExternalStore's snapshot. The shown answer itself, once noted,
 * changes nothing, so noting it after hydration does not draw the page again.
 */
export function newerView(shown: PresentedView): PresentedView | undefined {
  sameReader();
  const latest = lastGood.get(keyOf(shown.selection));
  return latest === shown ? undefined : latest;
}

export function subscribeToViews(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
