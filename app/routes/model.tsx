// /models/{id}: one model's own page, prerendered for every model: its key facts, the same six
// measures as every other model, its performance when the firm publishes it (never made up),
// the zones it fits, the ETFs it holds, its fact sheet, and the notes on its figures. The facts
// come in the loader's data, assembled as the fact sheet assembles them. Its targets are
// hypothetical figures: the loader gives them only to a reader who is shown them
// (ZONE_PROJECTIONS, app/lib/hypothetical.ts), with their fee basis and assumptions; a
// visitor's page is reused like the zone pages' (ADR 0013).
import { FileText } from "~/components/ui/icons/file-text";
import { Signal } from "~/components/ui/icons/signal";
import { TriangleAlert } from "~/components/ui/icons/triangle-alert";
import { data, isRouteErrorResponse, Link } from "react-router";
import type { Route } from "./+types/model";
import { BackLink } from "~/components/layout/back-link";
import { NotFoundScreen } from "~/components/layout/not-found-screen";
import { FactList } from "~/components/products/fact-list";
import { PerformanceSection } from "~/components/products/performance-section";
import { ProspectusNote } from "~/components/products/prospectus-note";
import { conflictStatement } from "~/content/conflict-disclosure";
import { ModelNotesSection, ModelStatsSection } from "~/components/products/model-figure-sections";
import { ZoneFit } from "~/components/products/zone-fit";
import { CategoryBadge } from "~/components/sections/category-badge";
import { Card } from "~/components/ui/card";
import { modelPage as copy, modelPageMeta } from "~/content/models-page";
import { assumptionsLink } from "~/content/hypothetical";
import { withheldFigures } from "~/content/withheld-figures";
import { notFoundPage } from "~/content/not-found-page";
import { modelFacts } from "~/.server/products/model-facts";
import { publishedContentContext } from "~/.server/load-context";
import { findPublishedModel } from "~/.server/published/published";
import { MODEL_PAGES_CACHE_CONTROL } from "~/.server/products/model-pages";
import { projectionsFor, projectionsHeaders, zonePageHeaders } from "~/.server/zone-data/projections";
import { ProjectionsNote } from "~/components/zone-navigator/projections-note";
import { pageMeta } from "~/lib/meta";
import { documentPage } from "~/lib/page-handle";

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData ? modelPageMeta(loaderData.model) : notFoundPage);
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const content = context.get(publishedContentContext);
  const model = findPublishedModel(content, params.id);
  if (!model) throw data(null, { status: 404 });
  const decision = await projectionsFor(request, context);
  return data(
    { model: modelFacts(model, decision.projections, new Date(), content) },
    { headers: projectionsHeaders(decision, MODEL_PAGES_CACHE_CONTROL) },
  );
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return zonePageHeaders(loaderHeaders, MODEL_PAGES_CACHE_CONTROL);
}

export default function ModelPage({ loaderData }: Route.ComponentProps) {
  const { model } = loaderData;
  return (
    <article aria-labelledby="model-title">
      <header className="border-b border-border bg-muted">
        <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
          <BackLink to={copy.backToList.href} label={copy.backToList.label} />
          <div className="mt-6">
            <CategoryBadge category={model.category} />
          </div>
          <h1 id="model-title" className="mt-2 text-3xl font-semibold sm:text-4xl">
            {model.name}
          </h1>
          <p className="mt-3 max-w-3xl text-lg text-muted-foreground">{model.description}</p>
        </div>
      </header>

      <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-3 lg:px-8">
        <div className="flex min-w-0 flex-col gap-8 lg:col-span-2">
          <ModelStatsSection tiles={model.measures}>
            {model.projections === "hidden" ? <ProjectionsNote className="mt-4" words={withheldFigures} /> : null}
          </ModelStatsSection>

          <PerformanceSection performance={model.performance} updating={model.performanceUpdating} withheld={model.performanceWithheld} />

          <section aria-labelledby="zones-title">
            <h2 id="zones-title" className="text-xl font-semibold">
              {copy.zonesTitle}
            </h2>
            <p className="mt-1 mb-3 text-sm text-muted-foreground">{copy.zonesLead}</p>
            <ZoneFit groups={model.zones} none={copy.zonesNone} zoneLabel={copy.zoneLink} />
            <ul className="mt-4 flex flex-col gap-2 text-sm">
              {model.placements.map((placement) => (
                <li key={placement.where} className="border-l-2 border-accent pl-3">
                  <span className="font-semibold text-foreground">{placement.where}: </span>
                  {placement.why}
                </li>
              ))}
            </ul>
          </section>

          {model.etfs.length > 0 ? (
            <section aria-labelledby="etfs-title">
              <h2 id="etfs-title" className="text-xl font-semibold">
                {copy.etfsTitle}
              </h2>
              <ul className="mt-3 flex flex-col gap-2">
                {model.etfs.map((fund) => (
                  <li key={fund.ticker}>
                    <Link to={fund.href} className="font-semibold text-primary underline hover:no-underline">
                      {fund.ticker}: {fund.name}
                    </Link>
                  </li>
                ))}
              </ul>
              <ProspectusNote className="mt-3" />
            </section>
          ) : null}
          <p className="text-xs leading-relaxed text-muted-foreground" data-testid="conflict-statement">
            {conflictStatement}
          </p>
        </div>

        <aside className="order-first flex flex-col gap-6 lg:order-none" aria-label={copy.factsTitle}>
          <Card className="p-5">
            <h2 className="text-lg font-semibold">{copy.factsTitle}</h2>
            <FactList facts={model.facts} className="mt-2" />
          </Card>
          {model.riskNote ? (
            <p className="flex gap-2 rounded-md border border-notice-border bg-notice-soft p-4 text-sm text-notice">
              <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                <span className="font-semibold">{copy.riskTitle}: </span>
                {model.riskNote}
              </span>
            </p>
          ) : null}
          <Card className="p-5">
            <h2 className="text-lg font-semibold">{copy.factSheetTitle}</h2>
            <p className="mt-1 text-sm text-muted-foreground">{copy.factSheetText}</p>
            <a
              href={model.factSheetHref}
              className="mt-3 inline-flex items-center gap-2 font-semibold text-primary underline hover:no-underline"
            >
              <FileText aria-hidden="true" className="size-4" />
              {copy.factSheetLink}
            </a>
          </Card>
          <Card className="p-5">
            <h2 className="text-lg font-semibold">{copy.signalsTitle}</h2>
            <p className="mt-1 text-sm text-muted-foreground">{copy.signalsText}</p>
            <a
              href={copy.signalsHref(model.id)}
              className="mt-3 inline-flex items-center gap-2 font-semibold text-primary underline hover:no-underline"
            >
              <Signal aria-hidden="true" className="size-4" />
              {copy.signalsLink}
            </a>
          </Card>
        </aside>

        <ModelNotesSection
          id={assumptionsLink.modelSectionId}
          className="scroll-mt-24 lg:col-span-3"
          notes={[...model.notes, ...model.assumptions]}
        />
      </div>
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  throw error;
}

// A document to read: no script from React (docs/decisions/0028).
export const handle = documentPage;
