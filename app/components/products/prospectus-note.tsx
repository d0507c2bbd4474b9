import { prospectusStatement } from "~/content/fund-disclosures";
import { cn } from "~/lib/utils";

/** The prospectus statement with the distributor, beside anything that names one of the firm's ETFs. */
export function ProspectusNote({ className }: { className?: string }) {
  return (
    <p className={cn("text-xs leading-relaxed text-muted-foreground", className)} data-testid="prospectus-statement">
      {prospectusStatement}
    </p>
  );
}
