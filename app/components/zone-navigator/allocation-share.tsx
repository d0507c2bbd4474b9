import { chartColorClasses } from "~/components/zone-navigator/zone-colors";
import { compareCopy as copy } from "~/content/zone-compare";
import type { AllocationItem } from "~/lib/zones";
import { LineProducts } from "./line-products";

/**
 * The allocation lines of several views, each named once: the largest share across the views
 * first, so the rows a comparison reads across start with what weighs most.
 */
export function allocationLines(allocations: readonly (readonly AllocationItem[])[]): string[] {
  const totals = new Map<string, number>();
  for (const item of allocations.flat()) totals.set(item.instrument, (totals.get(item.instrument) ?? 0) + item.percentage);
  return [...totals.keys()].sort((a, b) => totals.get(b)! - totals.get(a)!);
}

/**
 * One view's share of an allocation line: its percentage in text and a bar of that length, the
 * firm's products for it, or "Not held". The bars of a row share the colour of its `row`
 * number, whatever slot each view's own chart gives the line, so the row reads as one.
 */
export function AllocationShare({ allocation, line, row }: { allocation: readonly AllocationItem[]; line: string; row: number }) {
  const items = allocation.flatMap((item, index) => (item.instrument === line ? [{ item, index }] : []));
  if (items.length === 0) return <span className="text-muted-foreground">{copy.notHeld}</span>;
  return (
    <div className="flex flex-col gap-2">
      {items.map(({ item, index }) => (
        <div key={index} className="text-sm">
          <span className="font-semibold tabular-nums">{item.percentage}%</span>
          <div aria-hidden="true" className="mt-1 h-2 overflow-hidden rounded-full bg-muted print:border print:border-border">
            <div
              className={`h-full rounded-full ${chartColorClasses("", row).swatch}`}
              style={{ width: `${Math.min(100, Math.max(0, item.percentage))}%` }}
            />
          </div>
          <LineProducts item={item} className="mt-1" />
        </div>
      ))}
    </div>
  );
}
