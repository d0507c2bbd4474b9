import { Fragment } from "react";
import { Link } from "react-router";
import { allocationLinesCopy as linesCopy } from "~/content/allocation-lines";
import { cn } from "~/lib/utils";
import type { AllocationItem } from "~/lib/zones";

/**
 * Under a built-in line: the firm's products that implement it, each a link to its page, or
 * "No firm product". A line from the sheet carries no mapping and shows nothing here. A
 * paragraph, not a list, so the allocation's own list keeps one item per line.
 */
export function LineProducts({ item, className }: { item: AllocationItem; className?: string }) {
  if (!item.firmProducts) return null;
  const products = item.firmProducts;
  return (
    <p className={cn("text-xs", products.length === 0 && "text-muted-foreground", className)} data-line-products={products.length}>
      {products.length === 0
        ? linesCopy.noFirmProduct
        : products.map((product, index) => (
            <Fragment key={`${product.kind}:${product.id}`}>
              {index > 0 ? linesCopy.or : null}
              <Link to={product.href} className="text-primary underline hover:no-underline">
                {product.name}
              </Link>
            </Fragment>
          ))}
    </p>
  );
}
