import { Card } from "~/components/ui/card";
import { ProjectionsNote } from "~/components/zone-navigator/projections-note";
import { zoneCategoryClasses } from "~/components/zone-navigator/zone-colors";
import { zoneFigureLabels } from "~/content/hypothetical";
import { accountTypeCopy, zoneNavigatorCopy as copy } from "~/content/zones";
import type { ZoneProfile } from "~/lib/zone-projections";
import { zoneCategory, type ZoneSelection } from "~/lib/zones";
import { cn } from "~/lib/utils";
import { DisclosureFootnote } from "~/components/zone-navigator/disclosure-footnote";

/**
 * 'Zone N' with its risk level, horizon, account type and the two target tiles, or, when the
 * reader is not shown the projections, the note that says why.
 */
export function ZoneDetailsCard({ selection, record }: { selection: ZoneSelection; record: ZoneProfile | null }) {
  const value = (field: "risklevel" | "timehorizon") => record?.[field] ?? copy.loading;
  return (
    <Card className="p-6" aria-busy={record ? undefined : true}>
      <ZoneHeading selection={selection} />
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
        <Fact term={copy.riskLevel} value={value("risklevel")} />
        <Fact term={copy.timeHorizon} value={value("timehorizon")} />
        <Fact term={copy.accountType} value={accountTypeCopy[selection.account].label} />
      </dl>
      {record?.projections === "hidden" ? (
        <ProjectionsNote className="mt-5" />
      ) : (
        <>
          <dl className="mt-5 grid grid-cols-2 gap-3">
            <Tile term={copy.expectedReturn} label={zoneFigureLabels.expectedReturn} value={record?.expectedreturn ?? copy.loading} />
            <Tile term={copy.maxDrawdown} label={zoneFigureLabels.maxDrawdown} value={record?.maxdrawdown ?? copy.loading} />
          </dl>
          <DisclosureFootnote className="mt-3" />
        </>
      )}
    </Card>
  );
}

function ZoneHeading({ selection }: { selection: ZoneSelection }) {
  return (
    <h2 className={cn("text-2xl font-semibold", zoneCategoryClasses[zoneCategory(selection.zone)].text)}>
      {copy.zoneTitle(selection.zone)}
    </h2>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="font-semibold text-foreground">{value}</dd>
    </div>
  );
}

/** A hypothetical figure, with its period and fee basis; the footnote under the tiles links to its assumptions. */
function Tile({ term, label, value }: { term: string; label: string; value: string }) {
  return (
    // The value at the foot of the tile: both tiles' values on one line when a label wraps.
    <div className="flex flex-col rounded-md bg-muted p-4">
      <dt className="text-sm text-muted-foreground">
        {term}
        <span className="block text-xs">{label}</span>
      </dt>
      <dd className="mt-auto pt-1 text-2xl font-semibold text-ink">{value}</dd>
    </div>
  );
}
