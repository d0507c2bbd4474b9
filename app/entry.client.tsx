import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/**
 * React Router's own entry (hydration in a transition, so React draws in short slices), after
 * two calls into the browser process that React Router otherwise makes as its router starts,
 * inside the first render's task: numbering the first history entry (a replaceState, skipped
 * when the entry has its number) and the first read of session storage (the view transitions it
 * applied; the first read loads the tab's storage). Each waits on the browser process, 10-90 ms
 * on a busy machine, so each runs first in a task of its own, apart from the module's evaluation
 * and the first render, and those tasks stay short.
 */
const steps = [
  () => {
    if (window.history.state?.idx == null) window.history.replaceState({ ...window.history.state, idx: 0 }, "");
  },
  () => {
    try {
      void window.sessionStorage.length;
    } catch {
      // Storage refused (a privacy setting): React Router does without it.
    }
  },
  () =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
];

function next() {
  steps.shift()?.();
  if (steps.length > 0) setTimeout(next, 0);
}
setTimeout(next, 0);
