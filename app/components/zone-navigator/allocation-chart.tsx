import { useState } from "react";
import { TooltipContent, useTooltip } from "~/components/ui/tooltip";
import { chartColorClasses } from "~/components/zone-navigator/zone-colors";
import { zoneNavigatorCopy as copy } from "~/content/zones";
import { donutSectors } from "~/lib/donut";
import type { AllocationItem } from "~/lib/zones";

/** Spec section 9: 200x200, inner radius 40, outer radius 80, padding angle 2. */
export const DONUT = { size: 200, innerRadius: 40, outerRadius: 80, paddingAngle: 2 } as const;

type Props = { items: AllocationItem[]; label: string; describedBy: string };

/**
 * The allocation donut as SVG (in the server HTML). Each sector shows 'N% Allocation' after
 * the tooltip delay on hover and at once on keyboard focus; the list beside it is its text.
 */
export function AllocationChart({ items, label, describedBy }: Props) {
  const tooltip = useTooltip();
  const [active, setActive] = useState(0);
  const sectors = donutSectors(
    items.map((item) => item.percentage),
    DONUT,
  );
  const current = sectors[active];
  return (
    <div className="relative shrink-0" style={{ width: DONUT.size, height: DONUT.size }}>
      <svg
        role="group"
        aria-label={label}
        aria-describedby={describedBy}
        width={DONUT.size}
        height={DONUT.size}
        viewBox={`0 0 ${DONUT.size} ${DONUT.size}`}
      >
        {items.map((item, index) => {
          const sector = sectors[index];
          if (!sector?.path) return null;
          const { onPointerEnter, onFocus, ...rest } = tooltip.triggerProps;
          return (
            <path
              key={`${item.instrument}-${index}`}
              d={sector.path}
              tabIndex={0}
              role="img"
              aria-label={`${item.instrument}: ${item.percentage}%`}
              data-sector={item.instrument}
              className={chartColorClasses(item.color, index).fill}
              {...rest}
              aria-describedby={tooltip.open && active === index ? tooltip.contentId : undefined}
              onPointerEnter={() => {
                setActive(index);
                onPointerEnter();
              }}
              onFocus={() => {
                setActive(index);
                onFocus();
              }}
            />
          );
        })}
      </svg>
      {tooltip.open && current && items[active] ? (
        <TooltipContent
          id={tooltip.contentId}
          className="absolute -translate-x-1/2 -translate-y-full"
          style={{ left: current.centroid.x, top: current.centroid.y - 8 }}
        >
          {copy.sectorTooltip(items[active].percentage)}
        </TooltipContent>
      ) : null}
    </div>
  );
}
