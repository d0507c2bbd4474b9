import { zoneCategoryClasses } from "~/components/zone-navigator/zone-colors";
import { zoneCategoryLegend } from "~/content/zones";
import type { ZoneCategory } from "~/lib/zones";
import { cn } from "~/lib/utils";

const order: ZoneCategory[] = ["conservative", "balanced", "growth"];

/**
 * The three category cards under the zone picker; the current one is marked. On a phone only the
 * current one shows (the scale under the zones names all three), so the zone's figures stay on
 * the first screen.
 */
export function ZoneLegend({ current }: { current: ZoneCategory }) {
  return (
    <section aria-labelledby="zone-legend-title">
      <h2 id="zone-legend-title" className="sr-only">
        Zone categories
      </h2>
      <ul className="grid gap-3 sm:grid-cols-3">
        {order.map((category) => {
          const item = zoneCategoryLegend[category];
          const active = category === current;
          return (
            <li
              key={category}
              aria-current={active ? "true" : undefined}
              className={cn(
                "rounded-lg bg-card p-4 text-sm",
                active ? "border-2 border-current shadow-sm" : "hidden border border-border sm:block",
                active && zoneCategoryClasses[category].text,
              )}
            >
              <p className={cn("font-semibold", zoneCategoryClasses[category].text)}>{item.zones}</p>
              <h3 className="mt-1 font-sans text-base font-semibold text-foreground">{item.name}</h3>
              <p className="mt-1 text-muted-foreground">{item.description}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
