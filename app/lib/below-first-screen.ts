/**
 * The parts of a page left out of its first layout (`below-first-screen` in app.css:
 * content-visibility: auto) hold a placeholder height until they are laid out. A scroll position
 * is a number of pixels, so it only means the same place on two layouts of the same heights:
 * saved over placeholders and restored over real parts (or the reverse), Back and reload opened
 * the page hundreds of pixels away from where the reader was. So every part is laid out soon
 * after the first paint, one at a time while the browser is idle (each in its own short task,
 * none a long one for a phone), and at once on any page React draws after that; from then on a
 * position is saved and restored over the same layout.
 */

import { cancelIdle, whenIdle } from "./when-idle";

const PART = ".below-first-screen";
/** Set on a part once laid out for good (app.css shows it from then on). */
const LAID_OUT = "laidOut";

function pendingParts(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>(PART)].filter((part) => !(LAID_OUT in part.dataset));
}

function layOut(part: HTMLElement) {
  part.dataset[LAID_OUT] = "";
}

/** Marks the whole document laid out; browser tests wait for it. */
function markDocument() {
  document.documentElement.dataset.laidOut = "true";
}

/** Lays out every part now: for a page React has just drawn, before its scroll position is set. */
export function layOutEveryPart() {
  pendingParts().forEach(layOut);
  markDocument();
}

/**
 * Lays out the parts one at a time while the browser is idle, each in its own idle callback that
 * shows it (reading its height). One part per callback, whatever time the browser offers: an idle
 * period may last 50 ms, and filling it with parts made one task as long as a phone's budget for
 * any task (the Zone Navigator's page part and the footer together, 51 ms on a 4x slower CPU).
 * Returns a cancel.
 */
export function layOutPartsWhenIdle(): () => void {
  let handle = 0;
  const step = () => {
    const [part, ...rest] = pendingParts();
    if (part) {
      layOut(part);
      void part.offsetHeight;
    }
    if (rest.length > 0) handle = whenIdle(step);
    else markDocument();
  };
  handle = whenIdle(step);
  return () => cancelIdle(handle);
}
