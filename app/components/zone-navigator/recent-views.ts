// The views this page has been shown, so a zone switch can paint at once: with the built-in
// data the browser computes any view itself; with a live sheet it shows the last good answer
// for that view while the server is asked again. Lives as long as the page (a reload starts
// afresh from the server's answer for the URL).
import { builtInView } from "~/content/zones";
import type { ZoneSelection, ZoneView } from "~/lib/zones";

const lastGood = new Map<string, ZoneView>();
const listeners = new Set<() => void>();
let source: ZoneView["source"] | undefined;
/** The version of the built-in data, as the server named it. */
let builtInVersion = "";

const keyOf = ({ zone, account }: ZoneSelection) => `${zone}:${account}`;

/** Note a view the server answered; only answers without a failure notice are kept. */
export function rememberView(view: ZoneView): ZoneView {
  source = view.source;
  if (view.source === "built-in") builtInVersion = view.dataVersion;
  if (view.notices.length === 0 && lastGood.get(keyOf(view.selection)) !== view) {
    lastGood.set(keyOf(view.selection), view);
    for (const listener of listeners) listener();
  }
  return view;
}

/** What can be shown for a view without waiting for the server, if anything. */
export function instantView(selection: ZoneSelection): ZoneView | undefined {
  if (source === "built-in") return { ...builtInView(selection), dataVersion: builtInVersion };
  return lastGood.get(keyOf(selection));
}

/** The newest good answer for a view (useSyncExternalStore's snapshot). */
export function latestGoodView(selection: ZoneSelection): ZoneView | undefined {
  return lastGood.get(keyOf(selection));
}

export function subscribeToViews(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}
