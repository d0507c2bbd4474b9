import { useEffect, useSyncExternalStore } from "react";
import { data, useLocation, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/zone-navigator";
import { notify } from "~/components/ui/toaster";
import { AllocationCard } from "~/components/zone-navigator/allocation-card";
import { AssumptionsSection } from "~/components/zone-navigator/assumptions-section";
import { DatasetLine } from "~/components/zone-navigator/dataset-line";
import { ZoneProducts } from "~/components/zone-navigator/zone-products";
import {
  fetchTables,
  instantView,
  knownTables,
  newerView,
  noteViewSource,
  rememberView,
  subscribeToViews,
} from "~/components/zone-navigator/recent-views";
import { RefreshButton } from "~/components/zone-navigator/refresh-button";
import { ZoneCategoryCard } from "~/components/zone-navigator/zone-category-card";
import { ZoneDetailsCard } from "~/components/zone-navigator/zone-details-card";
import { ZoneLegend } from "~/components/zone-navigator/zone-legend";
import { ZoneNotice } from "~/components/zone-navigator/zone-notice";
import { ZoneSummary } from "~/components/zone-navigator/zone-summary";
import { ZonePicker } from "~/components/zone-navigator/zone-picker";
import { useZoneSwitch } from "~/components/zone-navigator/use-zone-switch";
import { SaveForClient } from "~/components/saved-views/save-for-client";
import { WorkspaceLinks } from "~/components/zone-navigator/workspace-links";
import { sitePages as pages } from "~/content/site-pages";
import { refreshToasts, zoneNavigatorCopy as copy } from "~/content/zones";
import { presentView, projectionsFor, projectionsHeaders, zonePageHeaders } from "~/.server/zone-data/projections";
import { viewCacheControl } from "~/.server/zone-data/reuse";
import { clientAddressContext, zoneDataContext } from "~/.server/load-context";
import { pageMeta } from "~/lib/meta";
import { parseZoneSelection, zoneCategory, type ZoneSelection } from "~/lib/zones";
import { placeholderHeight } from "~/lib/placeholder-height";
import { cancelIdle, whenIdle } from "~/lib/when-idle";

export const meta = () => pageMeta(pages["/zone-navigator"]);

/**
 * The view named by the URL, e.g. `?zone=7&account=non-qualified`, from the cache or the source,
 * with its projections only for a reader who may see them. With the built-in data the page then
 * asks for the tables (routes/zone-tables.ts), so the browser can show any other zone at once.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const decision = await projectionsFor(request, context);
  const view = await context.get(zoneDataContext).load(parseZoneSelection(new URL(request.url).searchParams));
  return data({ view: presentView(view, decision.projections) }, { headers: projectionsHeaders(decision, viewCacheControl(view)) });
}

/**
 * In the browser, a view that can be shown without the server is shown at once: computed from
 * the built-in data, or the last good answer of the sheet for that view, which the server is
 * then asked for again in the background. Otherwise the server answers, as without JavaScript.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const instant = instantView(parseZoneSelection(new URL(request.url).searchParams));
  if (!instant) return remember(await serverLoader());
  if (instant.source === "sheet") void serverLoader().then(remember, () => undefined);
  return { view: instant };
}

type Answer = Awaited<ReturnType<typeof loader>>["data"];

function remember(answer: Answer): Answer {
  noteViewSource(answer.view.source);
  rememberView(answer.view);
  return answer;
}

/**
 * A view depends only on its URL and the data (and, with ZONE_PROJECTIONS=advisors, on whether
 * the reader is a signed-in advisor), so the server may reuse a visitor's render for a while.
 */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return zonePageHeaders(loaderHeaders, "no-store");
}

/** Refresh Data: reload both parts from the source, past the cache. */
export async function action({ request, context }: Route.ActionArgs) {
  const options = { refresh: true, client: context.get(clientAddressContext) };
  const decision = await projectionsFor(request, context);
  const view = await context.get(zoneDataContext).load(parseZoneSelection(new URL(request.url).searchParams), options);
  const notice = view.notices.length > 0 ? refreshToasts.failed : view.source === "built-in" ? refreshToasts.builtIn : refreshToasts.sheet;
  return data({ view: presentView(view, decision.projections), refreshed: notice }, { headers: decision.headers });
}

/** The refresh action already answered with the new view; loading it again would call the source twice. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod?.toUpperCase() === "POST" ? false : defaultShouldRevalidate;
}

export default function ZoneNavigatorPage({ loaderData, actionData }: Route.ComponentProps) {
  const answered = actionData?.view ?? loaderData.view;
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const { chosen, select } = useZoneSwitch();
  const busy = navigation.state !== "idle" && navigation.location?.pathname === pathname;
  const navigating = busy && navigation.formMethod?.toUpperCase() !== "POST";
  // A view chosen here and drawn at once, or the one the router is on its way to.
  const next: ZoneSelection | null =
    chosen ?? (navigating && navigation.location ? parseZoneSelection(new URLSearchParams(navigation.location.search)) : null);
  const choosing = next !== null;
  const selection: ZoneSelection = next ?? answered.selection;
  // A newer good answer fetched in the background replaces the one shown.
  const latest = useSyncExternalStore(
    subscribeToViews,
    () => newerView(answered),
    () => undefined,
  );
  const current = answered.notices.length === 0 ? (latest ?? answered) : answered;
  // While another view loads: what can be shown at once, or nothing ('Loading...').
  const view = choosing ? instantView(selection) : current;
  const loading = (busy || choosing) && !view;

  useEffect(() => void noteViewSource(loaderData.view.source), [loaderData]);
  useEffect(() => void rememberView(answered), [answered]);
  useTablesWhenIdle(answered.source === "built-in");

  // The action's answer is a new object each time: one toast per refresh.
  const refreshed = actionData?.refreshed;
  useEffect(() => {
    if (refreshed) void notify(refreshed);
  }, [refreshed]);

  return (
    <div className="flex-1 bg-muted">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-10 sm:px-6 lg:px-8">
        <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="text-3xl font-semibold sm:text-4xl">{copy.title}</h1>
            <p className="mt-2 text-lg text-muted-foreground">{copy.subtitle}</p>
          </div>
          <RefreshButton loading={loading} />
        </header>

        <ZoneNotice messages={view?.notices ?? []} />

        <section
          aria-label="Choose a view"
          className="flex flex-col gap-4 rounded-lg border border-border bg-card p-4 shadow-sm sm:p-6 print:hidden"
        >
          <ZonePicker selection={selection} onSelect={select} />
          <ZoneSummary zone={selection.zone} record={view?.zone ?? null} />
        </section>

        <ZoneLegend current={zoneCategory(selection.zone)} />

        <div className="grid gap-6 lg:grid-cols-2">
          <ZoneDetailsCard selection={selection} record={view?.zone ?? null} />
          <AllocationCard selection={selection} items={view?.allocation ?? null} />
        </div>
        {view ? <DatasetLine views={[view]} className="-mt-3" /> : null}

        <ZoneProducts products={view?.products ?? null} />

        <div className="below-first-screen flex flex-col gap-6" style={placeholderHeight(130)}>
          <WorkspaceLinks selection={selection} />

          <SaveForClient views={[{ selection, dataVersion: view?.dataVersion }]} />

          <ZoneCategoryCard selection={selection} record={view?.zone ?? null} />

          <AssumptionsSection />
        </div>
      </div>
    </div>
  );
}

/** With the built-in data, asks for the tables once the browser is idle, if this page has none yet. */
function useTablesWhenIdle(builtIn: boolean) {
  useEffect(() => {
    if (!builtIn || knownTables()) return;
    const controller = new AbortController();
    const handle = whenIdle(() => void fetchTables(controller.signal));
    return () => {
      cancelIdle(handle);
      controller.abort();
    };
  }, [builtIn]);
}
