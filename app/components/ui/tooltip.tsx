import { useCallback, useEffect, useId, useRef, useState } from "react";
import type * as React from "react";
import { cn } from "~/lib/utils";

/** Tooltips across the site open 700 ms after the pointer rests on their trigger (spec section 4). */
export const TOOLTIP_DELAY_MS = 700;

/**
 * Open state and wiring of one tooltip: it opens after the delay on hover, at once on keyboard
 * focus, and closes on leave, blur or Escape. The caller places the content where it fits
 * (a chart knows where its sectors are), so no positioning library is shipped.
 */
export function useTooltip(delay = TOOLTIP_DELAY_MS) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setOpen(false);
  }, []);
  const showLater = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(true), delay);
  }, [delay]);
  const showNow = useCallback(() => {
    clearTimeout(timer.current);
    setOpen(true);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && hide();
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, hide]);

  return {
    open,
    triggerProps: {
      onPointerEnter: showLater,
      onPointerLeave: hide,
      onFocus: showNow,
      onBlur: hide,
      "aria-describedby": open ? id : undefined,
    },
    contentId: id,
  };
}

export function TooltipContent({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      role="tooltip"
      data-slot="tooltip-content"
      className={cn(
        "pointer-events-none z-50 whitespace-nowrap rounded-md bg-ink px-3 py-1.5 text-xs font-medium text-white shadow-md",
        className,
      )}
      {...props}
    />
  );
}
