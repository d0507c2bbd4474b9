import { useEffect, type RefObject } from "react";

/**
 * After an answer with field errors, the focus goes to the first field marked invalid in `scope`, brought
 * into view clear of the sticky header (the browser's own scroll on focus would leave it under
 * the header). Every form does this, whatever its fields.
 */
export function useFocusFirstError(scope: RefObject<HTMLElement | null>, answer: unknown) {
  useEffect(() => {
    if (!answer) return;
    const first = scope.current?.querySelector<HTMLElement>("[aria-invalid='true']");
    if (!first) return;
    first.focus({ preventScroll: true });
    first.scrollIntoView({ block: "center" });
  }, [scope, answer]);
}
