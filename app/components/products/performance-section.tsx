import { modelPage } from "~/content/models-page";
import type { PerformancePeriod } from "~/lib/model-performance";

export type PerformanceView = {
  caption: string;
  asOf: string;
  feeNote: string;
  rows: { period: PerformancePeriod; net: string; gross: string; benchmark: string }[];
};

/**
 * A model's returns over 1, 5 and 10 years or since inception, net of fees beside gross and
 * against its named benchmark, with the as-of date and the notes the marketing rule asks for;
 * without figures from the firm, the sentence that says none are published (or, for figures not
 * yet run to the latest year-end, that they are being updated).
 */
export function PerformanceSection({ performance, updating = false }: { performance?: PerformanceView; updating?: boolean }) {
  const copy = {
    title: modelPage.performanceTitle,
    none: updating ? modelPage.performanceUpdating : modelPage.performanceNone,
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
          <div className="mt-3 overflow-x-auto rounded-md border border-border bg-card">
            <table className="w-full text-left text-sm">
              <caption className="px-4 pt-3 text-left font-semibold text-foreground">{performance.caption}</caption>
              <thead>
                <tr className="border-b border-border text-muted-foreground">
                  <th scope="col" className="px-4 py-2 font-semibold">
                    {copy.columns.period}
                  </th>
                  <th scope="col" className="px-4 py-2 text-right font-semibold">
                    {copy.columns.net}
                  </th>
                  <th scope="col" className="px-4 py-2 text-right font-semibold">
                    {copy.columns.gross}
                  </th>
                  <th scope="col" className="px-4 py-2 text-right font-semibold">
                    {copy.columns.benchmark}
                  </th>
                </tr>
              </thead>
              <tbody>
                {performance.rows.map((row) => (
                  <tr key={row.period} className="border-b border-border last:border-b-0">
                    <th scope="row" className="px-4 py-2 font-semibold">
                      {row.period}
                    </th>
                    <td className="px-4 py-2 text-right font-semibold tabular-nums">{row.net}</td>
                    <td className="px-4 py-2 text-right font-semibold tabular-nums">{row.gross}</td>
                    <td className="px-4 py-2 text-right tabular-nums">{row.benchmark}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
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
