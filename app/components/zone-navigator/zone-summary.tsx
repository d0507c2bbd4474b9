import { expectedReturnPeriod, zoneFiguresLead } from "~/content/hypothetical";
import { zoneNavigatorCopy as copy } from "~/content/zones";
import type { ZoneProfile } from "~/lib/zone-projections";
import type { ZoneNumber } from "~/lib/zones";

/**
 * On a phone, under the zones: the chosen zone's risk level, expected return (with its period) and
 * max drawdown in one line, led by what both are and their fee basis, so tapping a zone
 * changes something on the first screen (the full card is further down). Wider screens show the
 * card itself beside the picker and leave this out.
 */
export function ZoneSummary({ zone, record }: { zone: ZoneNumber; record: ZoneProfile | null }) {
  const figures =
    record?.projections === "hidden"
      ? null
      : `${zoneFiguresLead}: ${copy.expectedReturn} ${record?.expectedreturn ?? "…"} ${expectedReturnPeriod}, ` +
        `${copy.maxDrawdown} ${record?.maxdrawdown ?? "…"}`;
  return (
    <p aria-live="polite" className="rounded-md bg-muted px-3 py-2 text-sm sm:hidden" data-slot="zone-summary">
      <span className="font-semibold">
        Zone {zone}: {record?.risklevel ?? copy.loading}
      </span>
      {figures ? <span> · {figures}</span> : null}
    </p>
  );
}
