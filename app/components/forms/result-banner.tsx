import { useEffect, useRef } from "react";
import type { Notice } from "~/lib/notice";
import { cn } from "~/lib/utils";

/**
 * A form's result, said once beside the form (docs/decisions/0015), on every screen with forms:
 * a status for what was done, an alert for what was not. It takes the focus when it appears and
 * again for each new `answer` (the notice itself unless given), scrolled clear of the sticky
 * header, so a keyboard or screen-reader user lands on it.
 */
export function ResultBanner({ notice, answer = notice, className }: { notice: Notice; answer?: unknown; className?: string }) {
  const banner = useRef<HTMLDivElement>(null);
  useEffect(() => banner.current?.focus(), [answer]);
  const destructive = notice.variant === "destructive";
  return (
    <div
      ref={banner}
      tabIndex={-1}
      role={destructive ? "alert" : "status"}
      data-slot="form-notice"
      className={cn(
        "rounded-md border bg-background p-3 text-sm focus:outline-none",
        destructive ? "border-destructive text-destructive" : "border-success text-success",
        className,
      )}
    >
      <p className="font-semibold">{notice.title}</p>
      {notice.description ? <p>{notice.description}</p> : null}
    </div>
  );
}
