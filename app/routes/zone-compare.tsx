import { Info } from "~/components/ui/icons/info";
import { data, Link, redirect } from "react-router";
import type { Route } from "./+types/zone-compare";
import { SaveForClient } from "~/components/saved-views/save-for-client";
import { AddViewForm } from "~/components/zone-navigator/add-view-form";
import { AssumptionsSection } from "~/components/zone-navigator/assumptions-section";
import { DatasetLine } from "~/components/zone-navigator/dataset-line";
import { ComparisonTable } from "~/components/zone-navigator/comparison-table";
import { viewName } from "~/content/zone-compare";
import { ProposalLink } from "~/components/zone-navigator/proposal-link";
import { ProjectionsNote } from "~/components/zone-navigator/projections-note";
import { ZoneNotice } from "~/components/zone-navigator/zone-notice";
import { sitePages as pages } from "~/content/site-pages";
import { compareCopy as copy } from "~/content/zone-compare";
import { zoneDataContext } from "~/.server/load-context";
import { presentView, projectionsFor, projectionsHeaders, zonePageHeaders } from "~/.server/zone-data/projections";
import { loadViews, viewsCacheControl, viewsNotices } from "~/.server/zone-data/views";
import { pageMeta } from "~/lib/meta";
import { comparePath, MAX_COMPARED_VIEWS, parseViewKey, parseViewList, sameView } from "~/lib/zone-views";
import { DisclosureFootnote } from "~/components/zone-navigator/disclosure-footnote";

export const meta = () => pageMeta(pages["/zone-navigator/compare"]);

/**
 * The views named by `?views=3-qualified,5-qualified`, each from the zone-data service. The add
 * form sends the list with `zone` and `account`; a new view is answered with the address of
 * the longer list, so the address always names what the page shows.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const decision = await projectionsFor(request, context);
  const params = new URL(request.url).searchParams;
  const list = parseViewList(params);
  const notes: string[] = [];
  if (list.invalid.length > 0) notes.push(copy.invalidNote(list.invalid));
  if (list.duplicates.length > 0) notes.push(copy.duplicateNote(list.duplicates));
  if (list.overLimit.length > 0) notes.push(copy.overLimitNote(list.overLimit));

  if (params.has("zone") || params.has("account")) {
    const adding = parseViewKey(`${params.get("zone") ?? ""}-${params.get("account") ?? ""}`);
    if (!adding) notes.push(copy.invalidNote([`${params.get("zone") ?? ""}-${params.get("account") ?? ""}`.slice(0, 24)]));
    else if (list.views.some((view) => sameView(view, adding))) notes.push(copy.alreadyThere(viewName(adding)));
    else if (list.views.length < MAX_COMPARED_VIEWS) throw redirect(comparePath([...list.views, adding]), { headers: decision.headers });
    else notes.push(copy.overLimitNote([viewName(adding)]));
  }

  const views = await loadViews(list.views, context.get(zoneDataContext));
  return data(
    {
      views: views.map((view) => presentView(view, decision.projections)),
      projections: decision.projections,
      notices: viewsNotices(views),
      notes,
    },
    { headers: projectionsHeaders(decision, viewsCacheControl(views)) },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return zonePageHeaders(loaderHeaders, "no-store");
}

export default function ZoneComparePage({ loaderData }: Route.ComponentProps) {
  const { views, projections, notices, notes } = loaderData;
  const selections = views.map((view) => view.selection);
  return (
    <div className="flex-1 bg-muted">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 lg:px-8">
        <header className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
          <div>
            <h1 className="text-3xl font-semibold sm:text-4xl">{copy.title}</h1>
            <p className="mt-2 max-w-3xl text-lg text-muted-foreground">{copy.lead}</p>
          </div>
          <nav aria-label="Zone tools" className="flex shrink-0 flex-col gap-2 text-sm sm:flex-row sm:gap-4 print:hidden">
            <Link to="/zone-navigator" className="font-medium text-primary underline hover:no-underline">
              {copy.backToNavigator}
            </Link>
            <Link to="/zone-navigator/questionnaire" className="font-medium text-primary underline hover:no-underline">
              {copy.findZone}
            </Link>
          </nav>
        </header>

        <ZoneNotice messages={notices} />
        {notes.length > 0 ? <DroppedEntries notes={notes} /> : null}

        {views.length === 0 ? <p className="rounded-lg border border-border bg-card p-6 text-foreground">{copy.empty}</p> : null}
        {views.length === 1 ? <p className="text-foreground print:hidden">{copy.single}</p> : null}
        {views.length > 0 ? (
          <>
            <ComparisonTable views={views} />
            <DatasetLine views={views} className="-mt-3" />
            {projections === "shown" ? <DisclosureFootnote marked /> : <ProjectionsNote className="border border-border bg-card" />}
            <ProposalLink views={selections} className="self-start print:hidden" />
          </>
        ) : null}

        <AddViewForm views={selections} />
        {views.length > 0 ? <SaveForClient views={views} /> : null}
        <AssumptionsSection />
      </div>
    </div>
  );
}

function DroppedEntries({ notes }: { notes: string[] }) {
  return (
    <div role="status" className="flex gap-3 rounded-lg border border-border bg-card p-4 text-sm text-foreground print:hidden">
      <Info aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <div className="flex flex-col gap-1">
        <p className="font-semibold">{copy.notesTitle}</p>
        {notes.map((note) => (
          <p key={note}>{note}</p>
        ))}
      </div>
    </div>
  );
}
