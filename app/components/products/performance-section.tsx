import { modelPage } from "~/content/models-page";
import type { PerformancePeriod } from "~/lib/model-performance";
import { ReturnsTable } from "./returns-table";

export type PerformanceView = {
  caption: string;
  asOf: string;
  feeNote: string;
  rows: { period: PerformancePeriod; net: string; gross: string; benchmark: string }[];
};

/**
 * A model's returns over 1, 5 and 10 years or since inception, net of fees beside gross and
 * against its named benchmark, with the as-of date and the notes the marketing rule asks for (the
 * first: they are hypothetical, the model portfolio's); without figures from the firm, the
 * sentence that says none are published (for figures not yet run to the latest year-end, that
 * they are being updated; for a reader not shown hypothetical figures, who is).
 */
export function PerformanceSection({
  performance,
  updating = false,
  withheld = false,
}: {
  performance?: PerformanceView;
  updating?: boolean;
  /** The returns are hypothetical and this reader is not shown them. */
  withheld?: boolean;
}) {
  const copy = {
    title: modelPage.performanceTitle,
    none: withheld ? modelPage.performanceWithheld : updating ? modelPage.performanceUpdating : modelPage.performanceNone,
    columns: modelPage.performanceColumns,
    notes: modelPage.performanceNotes,
  };
  return (
    <section aria-labelledby="performance-title">
      <h2 id="performance-title" className="text-xl font-semibold">
        {copy.title}
      </h2>
      {performance ? (
        <>
          <ReturnsTable
            caption={performance.caption}
            columns={[copy.columns.period, copy.columns.net, copy.columns.gross, copy.columns.benchmark]}
            rows={performance.rows.map((row) => ({ period: row.period, values: [row.net, row.gross, row.benchmark] }))}
            strong={2}
          />
          <div className="mt-2 flex flex-col gap-1 text-xs text-muted-foreground">
            <p>{performance.asOf}</p>
            <p>{performance.feeNote}</p>
            {copy.notes.map((note) => (
              <p key={note}>{note}</p>
            ))}
          </div>
        </>
      ) : (
        <p className="mt-3 rounded-md border border-border bg-card p-4 text-sm text-muted-foreground" data-testid="performance-none">
          {copy.none}
        </p>
      )}
    </section>
  );
}
