import { useId } from "react";
import { Card } from "~/components/ui/card";
import { chartColorClasses } from "~/components/zone-navigator/zone-colors";
import { accountTypeCopy, zoneNavigatorCopy as copy } from "~/content/zones";
import type { AllocationItem, ZoneSelection } from "~/lib/zones";
import { AllocationChart } from "./allocation-chart";
import { LineProducts } from "./line-products";

/** 'Portfolio Allocation': the donut beside the list of instruments, or the loading line. */
export function AllocationCard({ selection, items }: { selection: ZoneSelection; items: AllocationItem[] | null }) {
  const listId = useId();
  return (
    <Card className="p-6" aria-busy={items ? undefined : true}>
      <h2 className="text-xl font-semibold">{copy.allocationTitle}</h2>
      {items ? (
        <div className="mt-4 flex flex-col items-center gap-6 sm:flex-row sm:items-center">
          <AllocationChart
            items={items}
            label={copy.chartLabel(selection.zone, accountTypeCopy[selection.account].toggle)}
            describedBy={listId}
          />
          <ul id={listId} aria-label={copy.allocationListLabel} className="flex w-full flex-col gap-2">
            {items.map((item, index) => (
              <li key={`${item.instrument}-${index}`} className="flex flex-col gap-0.5 text-sm">
                <div className="flex items-center gap-3">
                  <span aria-hidden="true" className={`size-3 shrink-0 rounded-sm ${chartColorClasses(item.color, index).swatch}`} />
                  <span className="flex-1 text-foreground">{item.instrument}</span>
                  <span className="font-semibold tabular-nums text-foreground">{item.percentage}%</span>
                </div>
                <LineProducts item={item} className="pl-6" />
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="mt-4 flex min-h-50 items-center justify-center text-muted-foreground">{copy.loadingAllocations}</p>
      )}
    </Card>
  );
}
