import { LoaderCircle } from "~/components/ui/icons/loader-circle";
import { cn } from "~/lib/utils";

/** A spinning loader; `inline` makes it the size of an icon in the colour of the text around it (in a button). */
export function Spinner({ className, label = "Loading", inline = false }: { className?: string; label?: string; inline?: boolean }) {
  return (
    <span role="status" className={cn("inline-flex", className)}>
      <LoaderCircle aria-hidden="true" className={cn("animate-spin", inline ? "size-4 text-current" : "size-6 text-primary")} />
      <span className="sr-only">{label}</span>
    </span>
  );
}
