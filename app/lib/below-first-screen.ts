/**
 * The parts of a page left out of its first layout (`below-first-screen` in app.css:
 * content-visibility: auto) hold a placeholder height until they are laid out. A scroll position
 * is a number of pixels, so it only means the same place on two layouts of the same heights:
 * saved over placeholders and restored over real parts (or the reverse), Back and reload opened
 * the page hundreds of pixels away from where the reader was. So every part is laid out soon
 * after the first paint, one at a time while the browser is idle (each in its own short task,
 * none a long one for a phone), and at once on any page React draws after that, or one reloaded
 * or returned to; from then on a position is saved and restored over the same layout.
 *
 * `layOutParts("now")` lays out every part at once; `layOutParts("idle")` one part per idle
 * callback, whatever time the browser offers: an idle period may last 50 ms, and filling it with
 * parts made one task as long as a phone's budget for any task (the Zone Navigator's page part
 * and the footer together, 51 ms on a 4x slower CPU). Either way the document is marked laid out
 * at the end (`data-laid-out`; browser tests wait for it). Returns a cancel.
 *
 * A part is shown by its own style, not by a rule for a mark: the page's inline rules hold only
 * what matches the page as built (docs/decisions/0022), and a rule for a mark the script added
 * later was not among them. Every part then stayed hidden until the whole stylesheet came, and
 * all of them were laid out in that one task (40-50 ms on a 4x slower CPU, on every page).
 *
 * A page that needs no script carries this function's text inline (docs/decisions/0028), so it
 * uses nothing outside its own body.
 */
export function layOutParts(when: "now" | "idle"): () => void {
  const idle = typeof requestIdleCallback === "function";
  let handle = 0;
  const later = () => (handle = idle ? requestIdleCallback(step, { timeout: 2000 }) : window.setTimeout(step, 50));
  const step = () => {
    const parts = [...document.querySelectorAll<HTMLElement>(".below-first-screen")].filter(
      (part) => part.style.contentVisibility !== "visible",
    );
    for (const part of when === "now" ? parts : parts.slice(0, 1)) part.style.contentVisibility = "visible";
    if (when === "idle") void parts[0]?.offsetHeight;
    if (when === "idle" && parts.length > 1) later();
    else document.documentElement.dataset.laidOut = "true";
  };
  if (when === "now") step();
  else later();
  return () => (idle ? cancelIdleCallback(handle) : window.clearTimeout(handle));
}
