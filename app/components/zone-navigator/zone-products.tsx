import { Link } from "react-router";
import { FileText } from "~/components/ui/icons/file-text";
import { ProspectusNote } from "~/components/products/prospectus-note";
import { Card } from "~/components/ui/card";
import { zoneProductsCopy as copy } from "~/content/zone-products";
import type { ZoneProduct } from "~/lib/zone-products";
import { cn } from "~/lib/utils";

/**
 * The firm's models and ETFs that implement the view on screen: each with its kind, its one
 * name linking to its page, the line that says why it fits, and a model's fact sheet; with an
 * ETF among them, the prospectus statement.
 */
export function ZoneProducts({ products, className }: { products: readonly ZoneProduct[] | null; className?: string }) {
  return (
    <Card className={cn("p-6", className)} aria-busy={products ? undefined : true}>
      <section aria-labelledby="zone-products-title">
        <h2 id="zone-products-title" className="text-xl font-semibold">
          {copy.title}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{copy.lead}</p>
        {products === null ? null : products.length === 0 ? (
          <p className="mt-4 text-sm text-muted-foreground">{copy.none}</p>
        ) : (
          <ul className="mt-4 grid gap-4 md:grid-cols-2" data-testid="zone-products">
            {products.map((product) => (
              <li key={`${product.kind}:${product.id}`} className="flex flex-col gap-1.5 rounded-md border border-border p-4">
                <span className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">
                  {product.kind === "model" ? copy.model : copy.etf}
                </span>
                <Link to={product.href} className="font-semibold text-primary underline hover:no-underline">
                  {product.name}
                </Link>
                <p className="text-sm text-foreground">{product.why}</p>
                {product.factSheetHref ? (
                  <a
                    href={product.factSheetHref}
                    aria-label={copy.factSheetLabel(product.name)}
                    className="mt-auto inline-flex items-center gap-1.5 self-start pt-1 text-sm text-primary underline hover:no-underline print:hidden"
                  >
                    <FileText aria-hidden="true" className="size-4" />
                    {copy.factSheet}
                  </a>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {products?.some((product) => product.kind === "etf") ? <ProspectusNote className="mt-4" /> : null}
      </section>
    </Card>
  );
}

/** The products of a view in a table cell: each name a link, the kind beside it. */
export function ZoneProductLinks({ products }: { products: readonly ZoneProduct[] }) {
  if (products.length === 0) return <span className="text-muted-foreground">{copy.none}</span>;
  return (
    <ul className="flex flex-col gap-1.5">
      {products.map((product) => (
        <li key={`${product.kind}:${product.id}`}>
          <Link to={product.href} className="font-medium text-primary underline hover:no-underline">
            {product.name}
          </Link>
          <span className="text-muted-foreground"> · {product.kind === "model" ? copy.model : copy.etf}</span>
        </li>
      ))}
    </ul>
  );
}
