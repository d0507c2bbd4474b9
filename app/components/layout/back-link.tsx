import { Link } from "react-router";
import { ArrowLeft } from "~/components/ui/icons/arrow-left";
import { cn } from "~/lib/utils";

/** The link back from one item (an article, a model, a fund) to the list it belongs to. */
export function BackLink({ to, label, className }: { to: string; label: string; className?: string }) {
  return (
    <Link
      to={to}
      className={cn("inline-flex items-center gap-1 text-sm font-semibold text-primary underline hover:no-underline", className)}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}
