import type { CSSProperties } from "react";

/**
 * The block size a `below-first-screen` part (app.css: content-visibility: auto) holds until it is
 * laid out, in rem. It must be at least the part's height on a 360 px phone: with less, the
 * part's content, laid out on demand by a script or a checker such as axe, lies over what follows
 * it. `tests/e2e/below-first-screen.spec.ts` measures every such part; without this style a part
 * holds 40rem.
 */
export function placeholderHeight(rem: number): CSSProperties {
  return { containIntrinsicBlockSize: `auto ${rem}rem` };
}
