import { ArrowRight } from "~/components/ui/icons/arrow-right";
import { TriangleAlert } from "~/components/ui/icons/triangle-alert";
import { Link } from "react-router";
import { assumptionsLink } from "~/content/hypothetical";
import { modelPath } from "~/content/model-basics";
import { modelsPage } from "~/content/models-page";
import { cn } from "~/lib/utils";
import type { ModelCategory } from "~/content/model-basics";
import { CategoryBadge } from "./category-badge";

/** One figure of a card; `assumptionsHref` for a hypothetical figure (a target), with its fee basis as `qualifier`. */
export type CardFigure = { label: string; value: string; qualifier?: string; assumptionsHref?: string; wide?: boolean };

/**
 * A model as the list shows it to one reader, assembled on the server
 * (app/.server/products/model-cards.ts): its targets only when the reader is shown them.
 */
export type ModelCardFacts = {
  id: number;
  name: string;
  category: ModelCategory;
  description: string;
  figures: CardFigure[];
  riskNote?: string;
  definitions: { label: string; definition: string }[];
  notes: string[];
};

function Figure({ label, value, qualifier, assumptionsHref, wide = false }: CardFigure) {
  return (
    <div className={cn("min-w-0 rounded-md bg-muted px-3 py-2", wide && "col-span-2")}>
      <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">{label}</dt>
      <dd className={cn("mt-0.5 break-words font-semibold text-ink", wide ? "text-base" : "text-lg")}>
        {value}
        {qualifier ? <span className="block text-xs font-normal text-muted-foreground">{qualifier}</span> : null}
        {assumptionsHref ? (
          <a
            href={assumptionsHref}
            aria-label={assumptionsLink.name(label)}
            className="block text-xs font-medium text-primary underline hover:no-underline"
          >
            {assumptionsLink.text}
          </a>
        ) : null}
      </dd>
    </div>
  );
}

/** Definitions of the statistics a card shows, and what kind of figures they are. */
function FigureNotes({ model }: { model: ModelCardFacts }) {
  if (model.definitions.length === 0 && model.notes.length === 0) return null;
  return (
    <div className="space-y-1 border-t border-border pt-3 text-xs leading-relaxed text-muted-foreground" data-testid="figure-notes">
      {model.definitions.map((entry) => (
        <p key={entry.label}>
          <span className="font-semibold text-foreground">{entry.label}</span>: {entry.definition}.
        </p>
      ))}
      {model.notes.map((note) => (
        <p key={note}>{note}</p>
      ))}
    </div>
  );
}

/** A model on the models page with every figure the reader is given of it, leading to its own page. */
export function ModelCard({ model }: { model: ModelCardFacts }) {
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
          {model.figures.map((figure) => (
            <Figure key={figure.label} {...figure} />
          ))}
        </dl>
        {model.riskNote ? (
          <p className="flex gap-2 rounded-md border border-notice-border bg-notice-soft p-3 text-sm text-notice">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{model.riskNote}</span>
          </p>
        ) : null}
        <div className="mt-auto flex flex-col gap-4">
          <FigureNotes model={model} />
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
