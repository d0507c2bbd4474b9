import { assumptionsLink } from "~/content/hypothetical";
import { cn } from "~/lib/utils";

export type StatTile = {
  label: string;
  value: string;
  published: boolean;
  qualifier?: string;
  dates?: string;
  /** A hypothetical figure: the link to its assumptions (none when it is withheld). */
  hypothetical?: { assumptionsHref: string; withheld: boolean };
};

/**
 * The same measures for every model, as tiles: the figure (or "Not published"), its qualifier,
 * and the line that names its period and as-of date.
 */
export function StatTiles({ tiles, className }: { tiles: readonly StatTile[]; className?: string }) {
  return (
    <dl className={cn("grid grid-cols-2 gap-3 md:grid-cols-3", className)}>
      {tiles.map((tile) => (
        <div key={tile.label} className="flex min-w-0 flex-col rounded-md border border-border bg-card p-4" data-published={tile.published}>
          <dt className="text-xs font-semibold uppercase tracking-wide text-muted-foreground">{tile.label}</dt>
          <dd className="mt-1 flex flex-1 flex-col">
            <span className={cn("break-words font-semibold", tile.published ? "text-2xl text-ink" : "text-base text-muted-foreground")}>
              {tile.value}
            </span>
            {tile.qualifier ? <span className="text-xs text-muted-foreground">{tile.qualifier}</span> : null}
            {tile.dates ? <span className="mt-auto pt-2 text-xs text-muted-foreground">{tile.dates}</span> : null}
            {tile.hypothetical && !tile.hypothetical.withheld ? (
              <a
                href={tile.hypothetical.assumptionsHref}
                aria-label={assumptionsLink.name(tile.label)}
                className="pt-1 text-xs font-medium text-primary underline hover:no-underline"
              >
                {assumptionsLink.text}
              </a>
            ) : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
