// A signal's trades: each position's target weight before and after the change.
import { signalPageCopy as copy } from "~/content/signals";
import type { SignalTrade } from "~/lib/content-desk/contract";

const weight = (value: number) => (value === 0 ? copy.notHeld : `${Number(value.toFixed(2))}%`);

export function ChangeTable({ trades }: { trades: readonly SignalTrade[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-border" role="region" aria-label={copy.tradesTable} tabIndex={0}>
      <table className="w-full text-left text-sm">
        <thead className="bg-muted">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              {copy.columns.ticker}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {copy.columns.name}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {copy.columns.before}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {copy.columns.after}
            </th>
          </tr>
        </thead>
        <tbody>
          {trades.map((trade) => (
            <tr key={trade.ticker} className="border-t border-border">
              <th scope="row" className="px-3 py-2 font-semibold">
                {trade.ticker}
              </th>
              <td className="px-3 py-2">{trade.name}</td>
              <td className="px-3 py-2 text-right tabular-nums">{weight(trade.before)}</td>
              <td className="px-3 py-2 text-right tabular-nums">{weight(trade.after)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
