import { ArrowRight } from "~/components/ui/icons/arrow-right";
import { TriangleAlert } from "~/components/ui/icons/triangle-alert";
import { Link } from "react-router";
import { modelPath } from "~/content/model-basics";
import { type InvestmentModel, statKinds } from "~/content/models";
import { modelsPage } from "~/content/models-page";
import {
  BEING_UPDATED,
  beingUpdatedNote,
  NOT_PUBLISHED,
  notPublishedNote,
  performanceNote,
  statInfo,
  targetNote,
} from "~/content/model-stats";
import { cn } from "~/lib/utils";
import { CategoryBadge } from "./model-summary-card";

function Figure({
  label,
  value,
  qualifier,
  wide = false,
}: {
  label: string;
  value: string;
  qualifier?: string;
  /** Spans the row: for a value in words rather than a figure. */
  wide?: boolean;
}) {
  return (
    <div className={cn("min-w-0 rounded-md bg-muted px-3 py-2", wide && "col-span-2")}>
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className={cn("mt-0.5 break-words font-semibold text-ink", wide ? "text-base" : "text-lg")}>
        {value}
        {qualifier ? <span className="block text-xs font-normal text-muted-foreground">{qualifier}</span> : null}
      </dd>
    </div>
  );
}

/** How the card shows the model's statistics: being updated, or with the line naming their period. */
export type StatsShown = { updating: boolean; dates?: string };

const isUpdating = (key: keyof typeof statInfo, shown: StatsShown) => statInfo[key].kind === "performance" && shown.updating;

/** Definitions of the statistics a card shows, and what kind of figures they are. */
function FigureNotes({ model, shown }: { model: InvestmentModel; shown: StatsShown }) {
  const kinds = statKinds(model);
  const hasNotPublished = model.riskLevel === undefined;
  if (model.stats.length === 0 && !hasNotPublished) return null;
  return (
    <div className="space-y-1 border-t border-border pt-3 text-xs leading-relaxed text-muted-foreground" data-testid="figure-notes">
      {model.stats
        .filter((stat) => !isUpdating(stat.key, shown))
        .map((stat) => (
          <p key={stat.key}>
            <span className="font-semibold text-foreground">{statInfo[stat.key].label}</span>: {statInfo[stat.key].definition}.
          </p>
        ))}
      {kinds.has("performance") && !shown.updating ? (
        <p>
          {shown.dates}. {performanceNote}
        </p>
      ) : null}
      {kinds.has("performance") && shown.updating ? <p>{beingUpdatedNote}</p> : null}
      {kinds.has("target") ? <p>{targetNote}</p> : null}
      {hasNotPublished ? <p>{notPublishedNote}</p> : null}
    </div>
  );
}

/** A model on the models page with every figure the spec gives it, leading to its own page. */
export function ModelCard({ model, shown = { updating: true } }: { model: InvestmentModel; shown?: StatsShown }) {
  const nameId = `model-${model.id}-name`;
  return (
    <article
      id={`model-${model.id}`}
      aria-labelledby={nameId}
      className="flex h-full scroll-mt-24 flex-col rounded-lg border border-border bg-card shadow-sm"
    >
      <div className="flex flex-col gap-3 p-6 pb-4">
        <CategoryBadge category={model.category} />
        <h3 id={nameId} className="text-xl font-semibold leading-tight">
          <Link to={modelPath(model.id)} className="underline-offset-4 hover:underline">
            {model.name}
          </Link>
        </h3>
        <p className="text-muted-foreground">{model.description}</p>
      </div>
      <div className="flex flex-1 flex-col gap-4 px-6 pb-6">
        <dl className="grid grid-cols-2 gap-2">
          {model.objective ? <Figure label={modelsPage.objectiveLabel} value={model.objective} wide /> : null}
          <Figure label={modelsPage.riskLabel} value={model.riskLevel ?? NOT_PUBLISHED} />
          {model.stats.map((stat) => (
            <Figure
              key={stat.key}
              label={statInfo[stat.key].label}
              value={isUpdating(stat.key, shown) ? BEING_UPDATED : stat.value}
              qualifier={isUpdating(stat.key, shown) ? undefined : stat.qualifier}
            />
          ))}
          <Figure label={modelsPage.minimumLabel} value={model.minimumInvestment} />
        </dl>
        {model.riskNote ? (
          <p className="flex gap-2 rounded-md border border-notice-border bg-notice-soft p-3 text-sm text-notice">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{model.riskNote}</span>
          </p>
        ) : null}
        <div className="mt-auto flex flex-col gap-4">
          <FigureNotes model={model} shown={shown} />
          <Link
            to={modelPath(model.id)}
            className="inline-flex items-center gap-1 self-start text-sm font-semibold text-primary underline hover:no-underline"
          >
            {modelsPage.viewModelShort}
            {/* The name is heard, not shown: the visible words begin the link's name. */}
            <span className="sr-only">{model.name}</span>
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      </div>
    </article>
  );
}
