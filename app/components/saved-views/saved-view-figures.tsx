import { AllocationCard } from "~/components/zone-navigator/allocation-card";
import { AssumptionsSection } from "~/components/zone-navigator/assumptions-section";
import { DatasetLine, type DatasetOfView } from "~/components/zone-navigator/dataset-line";
import { ZoneProducts } from "~/components/zone-navigator/zone-products";
import { ComparisonTable, type ComparedView } from "~/components/zone-navigator/comparison-table";
import { viewName } from "~/content/zone-compare";
import { ZoneDetailsCard } from "~/components/zone-navigator/zone-details-card";
import { ZoneNotice } from "~/components/zone-navigator/zone-notice";
import { savedViewCopy as copy } from "~/content/saved-views";
import { DisclosureFootnote } from "~/components/zone-navigator/disclosure-footnote";

/**
 * The views of a saved view with today's figures, their disclosures, and the data version each
 * was saved from (and the one shown now, where the data has changed since).
 */
export function SavedViewFigures({
  views,
  savedVersions,
  notices,
}: {
  views: (ComparedView & DatasetOfView)[];
  savedVersions: string[];
  notices: string[];
}) {
  const [only] = views;
  return (
    <>
      <ZoneNotice messages={notices} />
      {views.length === 1 && only ? (
        <div className="grid gap-6 lg:grid-cols-2">
          <ZoneDetailsCard selection={only.selection} record={only.zone} />
          <AllocationCard selection={only.selection} items={only.allocation} />
          <ZoneProducts products={only.products} className="lg:col-span-2" />
        </div>
      ) : (
        <>
          <ComparisonTable views={views} removable={false} />
          <DisclosureFootnote marked />
        </>
      )}
      <DatasetLine views={views} />
      <section aria-labelledby="data-versions-title" className="rounded-lg border border-border bg-card p-6 shadow-sm">
        <h2 id="data-versions-title" className="text-lg font-semibold">
          {copy.versionsTitle}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{copy.versionsLead}</p>
        <ul className="mt-3 grid gap-1 text-sm" data-slot="data-versions">
          {views.map((view, index) => {
            const saved = savedVersions[index] ?? "";
            return (
              <li key={viewName(view.selection)}>
                {copy.versionLine(viewName(view.selection))}
                <code className="font-mono">{saved}</code>
                {saved !== view.dataVersion ? (
                  <>
                    {copy.changedSince}
                    <code className="font-mono">{view.dataVersion}</code>
                  </>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>
      <AssumptionsSection />
    </>
  );
}
