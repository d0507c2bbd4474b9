// The two sections of a model's page that carry its figures' words: the six measures under their
// lead, and the notes on the figures. The model's page and the desk's preview of its figures
// show them alike.
import type { ReactNode } from "react";
import { StatTiles, type StatTile } from "~/components/products/stat-tiles";
import { modelPage as copy } from "~/content/models-page";

/** The measures as tiles; `children` follow them (the note on withheld targets). */
export function ModelStatsSection({ tiles, children }: { tiles: readonly StatTile[]; children?: ReactNode }) {
  return (
    <section aria-labelledby="stats-title">
      <h2 id="stats-title" className="text-xl font-semibold">
        {copy.statsTitle}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{copy.statsLead}</p>
      <StatTiles tiles={tiles} className="mt-4" />
      {children}
    </section>
  );
}

/** The notes on the figures and the targets' assumptions. */
export function ModelNotesSection({ notes, id, className }: { notes: readonly string[]; id?: string; className?: string }) {
  return (
    <section id={id} aria-labelledby="notes-title" className={className}>
      <h2 id="notes-title" className="text-lg font-semibold">
        {copy.notesTitle}
      </h2>
      <div className="mt-2 flex flex-col gap-1.5 text-sm text-muted-foreground" data-testid="figure-notes">
        {notes.map((note) => (
          <p key={note}>{note}</p>
        ))}
      </div>
    </section>
  );
}
