import { Link } from "react-router";
import { site } from "~/content/site";
import { cn } from "~/lib/utils";

/** The brand's name with its mark, linking home. */
export function BrandMark({ className, inverse = false }: { className?: string; inverse?: boolean }) {
  return (
    <Link to="/" className={cn("inline-flex items-center gap-2 font-serif text-lg font-semibold", className)}>
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="6" className={inverse ? "fill-white" : "fill-primary"} />
        <path
          d="M8 23V9l8 9 8-9v14"
          fill="none"
          strokeWidth="2.5"
          strokeLinejoin="round"
          className={inverse ? "stroke-primary" : "stroke-white"}
        />
      </svg>
      <span className={inverse ? "text-white" : "text-ink"}>{site.brand}</span>
    </Link>
  );
}
