import { Card } from "~/components/ui/card";
import { zoneCategoryClasses } from "~/components/zone-navigator/zone-colors";
import { accountTypeCopy, zoneDisclosure, zoneNavigatorCopy as copy } from "~/content/zones";
import { zoneCategory, type ZoneRecord, type ZoneSelection } from "~/lib/zones";
import { cn } from "~/lib/utils";

/** 'Zone N' with its risk level, horizon, account type and the two target tiles. */
export function ZoneDetailsCard({ selection, record }: { selection: ZoneSelection; record: ZoneRecord | null }) {
  const value = (field: keyof Omit<ZoneRecord, "zone">) => record?.[field] ?? copy.loading;
  return (
    <Card className="p-6" aria-busy={record ? undefined : true}>
      <h2 className={cn("text-2xl font-semibold", zoneCategoryClasses[zoneCategory(selection.zone)].text)}>
        {copy.zoneTitle(selection.zone)}
      </h2>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
        <Fact term={copy.riskLevel} value={value("risklevel")} />
        <Fact term={copy.timeHorizon} value={value("timehorizon")} />
        <Fact term={copy.accountType} value={accountTypeCopy[selection.account].label} />
      </dl>
      <dl className="mt-5 grid grid-cols-2 gap-3">
        <Tile term={copy.expectedReturn} value={value("expectedreturn")} />
        <Tile term={copy.maxDrawdown} value={value("maxdrawdown")} />
      </dl>
      <p className="mt-3 text-xs text-muted-foreground">
        {zoneDisclosure.short}{" "}
        <a href={`#${zoneDisclosure.sectionId}`} className="font-medium text-primary underline hover:no-underline">
          {zoneDisclosure.linkText}
        </a>
      </p>
    </Card>
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

function Tile({ term, value }: { term: string; value: string }) {
  return (
    <div className="rounded-md bg-muted p-4">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="mt-1 text-2xl font-semibold text-ink">{value}</dd>
    </div>
  );
}
