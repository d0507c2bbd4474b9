import { useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { useLocation, useNavigate } from "react-router";
import { zoneSearch, type ZoneSelection } from "~/lib/zones";

/** Runs a callback once the browser has painted the next frame (at once in a hidden tab, which paints none). */
function afterNextPaint(callback: () => void) {
  if (document.visibilityState === "hidden") return callback();
  requestAnimationFrame(() => setTimeout(callback, 0));
}

/**
 * A zone switch: the chosen view is drawn at once by the page alone (the picker checked, the
 * figures in place, painted in the frame after the click), then the address follows, as a
 * navigation to the view's URL (a history push, the scroll kept) that React Router runs after
 * that paint: its render of the whole document (header and footer links included) and the
 * history call no longer stand between the click and the new figures. Until the router has
 * arrived there, the choice shown is the one returned here; any later change of address (the
 * router's answer, Back, Forward) leads again.
 */
export function useZoneSwitch(): { chosen: ZoneSelection | null; select: (next: ZoneSelection) => void } {
  const navigate = useNavigate();
  const { key } = useLocation();
  const [chosen, setChosen] = useState<ZoneSelection | null>(null);
  /** Navigations asked for but not yet handed to the router. */
  const waiting = useRef(0);

  useEffect(() => {
    if (waiting.current === 0) setChosen(null);
  }, [key]);

  const select = (next: ZoneSelection) => {
    flushSync(() => setChosen(next));
    waiting.current += 1;
    afterNextPaint(() => {
      waiting.current -= 1;
      void navigate({ search: zoneSearch(next) }, { preventScrollReset: true });
    });
  };
  return { chosen, select };
}
