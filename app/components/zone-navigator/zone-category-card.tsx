import { Card } from "~/components/ui/card";
import { zoneCategoryLegend, zoneFactsSummary, zoneNavigatorCopy as copy, zoneSummary } from "~/content/zones";
import type { ZoneProfile } from "~/lib/zone-projections";
import { zoneCategory, type ZoneSelection } from "~/lib/zones";

/** 'Investment Zone Category: …' with the one-sentence summary of the view (its projections when shown). */
export function ZoneCategoryCard({ selection, record }: { selection: ZoneSelection; record: ZoneProfile | null }) {
  return (
    <Card tone="soft" className="p-6">
      <h2 className="text-xl font-semibold">{copy.categoryTitle(zoneCategoryLegend[zoneCategory(selection.zone)].name)}</h2>
      <p className="mt-2 text-foreground">{summary(record, selection)}</p>
    </Card>
  );
}

function summary(record: ZoneProfile | null, { account }: ZoneSelection): string {
  if (!record) return copy.loading;
  return record.projections === "shown" ? zoneSummary(record, account) : zoneFactsSummary(record, account);
}
