import { chartColorClasses } from "~/components/zone-navigator/zone-colors";
import type { AllocationItem } from "~/lib/zones";
import { LineProducts } from "./line-products";
import { cn } from "~/lib/utils";

/**
 * An allocation as a list of horizontal bars: each instrument with its percentage in text and
 * a bar of that length, so colour is never the only carrier of the figure; under a built-in line,
 * the firm's products for it or "No firm product".
 */
export function AllocationBars({ items, label, className }: { items: AllocationItem[]; label: string; className?: string }) {
  return (
    <ul aria-label={label} className={cn("flex flex-col gap-2.5", className)}>
      {items.map((item, index) => (
        <li key={`${item.instrument}-${index}`} className="text-sm">
          <div className="flex items-baseline justify-between gap-2">
            <span className="text-foreground">{item.instrument}</span>
            <span className="font-semibold tabular-nums text-foreground">{item.percentage}%</span>
          </div>
          <div aria-hidden="true" className="mt-1 h-2 overflow-hidden rounded-full bg-muted print:border print:border-border">
            <div
              className={cn("h-full rounded-full", chartColorClasses(item.color, index).swatch)}
              style={{ width: `${Math.min(100, Math.max(0, item.percentage))}%` }}
            />
          </div>
          <LineProducts item={item} className="mt-1" />
        </li>
      ))}
    </ul>
  );
}
