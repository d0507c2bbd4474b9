import { Card } from "~/components/ui/card";
import { zoneCategoryLegend, zoneNavigatorCopy as copy, zoneSummary } from "~/content/zones";
import { zoneCategory, type ZoneRecord, type ZoneSelection } from "~/lib/zones";

/** 'Investment Zone Category: …' with the one-sentence summary of the view. */
export function ZoneCategoryCard({ selection, record }: { selection: ZoneSelection; record: ZoneRecord | null }) {
  return (
    <Card tone="soft" className="p-6">
      <h2 className="text-xl font-semibold">{copy.categoryTitle(zoneCategoryLegend[zoneCategory(selection.zone)].name)}</h2>
      <p className="mt-2 text-foreground">{record ? zoneSummary(record, selection.account) : copy.loading}</p>
    </Card>
  );
}
