import { LoaderCircle } from "lucide-react";
import { cn } from "~/lib/utils";

export function Spinner({ className, label = "Loading" }: { className?: string; label?: string }) {
  return (
    <span role="status" className={cn("inline-flex", className)}>
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-primary" />
      <span className="sr-only">{label}</span>
    </span>
  );
}
