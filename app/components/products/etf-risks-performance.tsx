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
            <div className="mt-2 overflow-x-auto rounded-md border border-border">
              <table className="w-full text-left text-sm">
                <caption className="px-3 pt-2 text-left text-xs font-semibold text-foreground">{performance.caption}</caption>
                <thead>
                  <tr className="border-b border-border text-muted-foreground">
                    <th scope="col" className="px-3 py-1.5 font-semibold">
                      {copy.performanceColumns.period}
                    </th>
                    <th scope="col" className="px-3 py-1.5 text-right font-semibold">
                      {copy.performanceColumns.nav}
                    </th>
                    <th scope="col" className="px-3 py-1.5 text-right font-semibold">
                      {copy.performanceColumns.market}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {performance.rows.map((row) => (
                    <tr key={row.period} className="border-b border-border last:border-b-0">
                      <th scope="row" className="px-3 py-1.5 font-semibold">
                        {row.period}
                      </th>
                      <td className="px-3 py-1.5 text-right tabular-nums">{row.nav}</td>
                      <td className="px-3 py-1.5 text-right tabular-nums">{row.market}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
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
