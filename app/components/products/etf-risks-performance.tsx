import { ReturnsTable } from "./returns-table";

export type EtfPerformanceView = { caption: string; rows: { period: string; nav: string; market: string }[] } | { none: string };

type Copy = {
  risksTitle: string;
  performanceTitle: string;
  performanceColumns: { period: string; nav: string; market: string };
  performanceNotes: readonly string[];
};

/**
 * A fund's principal risks and its standardized performance (1, 5, 10 years or since inception,
 * at NAV and market price, as of the quarter-end), or the sentence that says why none is shown.
 */
export function EtfRisksPerformance({
  risks,
  performance,
  copy,
  Sub,
}: {
  risks: readonly { name: string; text: string }[];
  performance: EtfPerformanceView;
  copy: Copy;
  Sub: "h2" | "h3";
}) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <div>
        <Sub className="font-sans text-base font-semibold">{copy.risksTitle}</Sub>
        <dl className="mt-2 flex flex-col gap-2 text-sm" data-testid="principal-risks">
          {risks.map((risk) => (
            <div key={risk.name}>
              <dt className="inline font-semibold text-foreground">{risk.name}: </dt>
              <dd className="inline text-muted-foreground">{risk.text}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div>
        <Sub className="font-sans text-base font-semibold">{copy.performanceTitle}</Sub>
        {"rows" in performance ? (
          <>
            <ReturnsTable
              caption={performance.caption}
              columns={[copy.performanceColumns.period, copy.performanceColumns.nav, copy.performanceColumns.market]}
              rows={performance.rows.map((row) => ({ period: row.period, values: [row.nav, row.market] }))}
              compact
            />
            <div className="mt-2 flex flex-col gap-1 text-xs text-muted-foreground">
              {copy.performanceNotes.map((note) => (
                <p key={note}>{note}</p>
              ))}
            </div>
          </>
        ) : (
          <p className="mt-2 text-sm text-muted-foreground" data-testid="fund-performance-none">
            {performance.none}
          </p>
        )}
      </div>
    </div>
  );
}
