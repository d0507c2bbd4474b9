import { useEffect, useRef } from "react";
import { cn } from "~/lib/utils";

/**
 * The one result of a console form, shown once beside it: `status` for what was done, `alert`
 * for what went wrong. It takes the focus when it appears, so a keyboard or screen-reader user
 * hears it and goes on from there.
 */
export function ResultBanner({ tone, children, className }: { tone: "status" | "alert"; children: React.ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      role={tone}
      tabIndex={-1}
      data-slot="result-banner"
      className={cn(
        "rounded-md border px-4 py-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring",
        tone === "status" ? "border-success/40 bg-success/10 text-foreground" : "border-destructive/40 bg-destructive/10 text-destructive",
        className,
      )}
    >
      {children}
    </div>
  );
}

/** The result of a console page's last form: what was done (from the address) or why it was refused, said once. */
export function FormResult({ done, problem }: { done?: string | null; problem?: string }) {
  if (problem)
    return (
      <ResultBanner tone="alert" className="mt-4">
        {problem}
      </ResultBanner>
    );
  return done ? (
    <ResultBanner tone="status" className="mt-4">
      {done}
    </ResultBanner>
  ) : null;
}
