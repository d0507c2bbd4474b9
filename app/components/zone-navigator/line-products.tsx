import { Link } from "react-router";
import { allocationLinesCopy as linesCopy } from "~/content/allocation-lines";
import { cn } from "~/lib/utils";
import type { AllocationItem } from "~/lib/zones";

/**
 * Under a built-in line: the firm's products that implement it, each a link to its page, or
 * "No firm product". A line from the sheet carries no mapping and shows nothing here.
 */
export function LineProducts({ item, className }: { item: AllocationItem; className?: string }) {
  if (!item.firmProducts) return null;
  if (item.firmProducts.length === 0)
    return (
      <span className={cn("text-xs text-muted-foreground", className)} data-line-products="none">
        {linesCopy.noFirmProduct}
      </span>
    );
  return (
    <ul aria-label={linesCopy.implementedBy(item.instrument)} className={cn("flex flex-wrap gap-x-3 gap-y-0.5 text-xs", className)} data-line-products="">
      {item.firmProducts.map((product) => (
        <li key={`${product.kind}:${product.id}`}>
          <Link to={product.href} className="text-primary underline hover:no-underline">
            {product.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
