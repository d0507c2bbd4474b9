import { startTransition, useEffect, useState } from "react";

/** Set once the page's first render in the browser has committed; a component drawn after that starts hydrated. */
let hydrated = false;

/**
 * False in the server HTML and during hydration, true once React runs in the browser. The switch
 * after hydration is a transition: React draws it in short slices after the hydration's own
 * effects, where a store read during hydration (useSyncExternalStore) forced every user to
 * draw again at once inside the effects' task, a long task for a phone on the pages with a form.
 */
export function useHydrated(): boolean {
  const [value, setValue] = useState(hydrated);
  useEffect(() => {
    hydrated = true;
    if (!value) startTransition(() => setValue(true));
  }, [value]);
  return value;
}
