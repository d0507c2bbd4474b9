import { useLayoutEffect, useRef } from "react";
import { UNSAFE_useScrollRestoration as useScrollRestoration, useLocation } from "react-router";
import { layOutParts } from "~/lib/below-first-screen";

/** Where React Router keeps the positions it saves as a page is left (its default). */
const SAVED_POSITIONS = "react-router-scroll-positions";

/**
 * React Router's scroll restoration (a new page opens at its top, Back returns to where the reader
 * was) without the inline script of its `<ScrollRestoration />`. That script restored a reloaded
 * page before hydration, and on every first visit it read session storage, a synchronous call to
 * the browser process that cost a phone a long task while the page was painting. React Router
 * hands scrolling back to the browser when the page is left, so the browser restores a reloaded
 * page first, over the parts not yet laid out (app/lib/below-first-screen.ts); once hydrated, the
 * page is laid out in full and set to the position React Router saved.
 */
export function ScrollPositions() {
  const location = useLocation();
  const firstPage = useRef(true);
  // Declared before the hook, so it runs before React Router sets the position of a page it draws.
  useLayoutEffect(() => {
    if (!firstPage.current) return layOutParts("now");
    firstPage.current = false;
    const saved = positionToRestore(location.key);
    if (saved === undefined) return layOutParts("idle");
    layOutParts("now");
    window.scrollTo(0, saved);
  }, [location]);
  useScrollRestoration();
  return null;
}

/** The position saved for this history entry when the document was reloaded or returned to. */
function positionToRestore(key: string): number | undefined {
  const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
  if (navigation?.type !== "reload" && navigation?.type !== "back_forward") return undefined;
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(SAVED_POSITIONS) ?? "{}")?.[key];
    return typeof saved === "number" ? saved : undefined;
  } catch {
    return undefined;
  }
}
