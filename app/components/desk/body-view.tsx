import type { BodyEntry } from "~/lib/content-desk/diff";
import { bodyLines } from "./body-lines";

/**
 * A version's body as labelled values: what will be published, in the words of the review's
 * changes ("Sharpe Ratio", "Performance 1 year net: 6.1%"). A body that cannot be read as its
 * kind (no entries) is shown field by field, without JSON.
 */
export function BodyView({ entries, body, label }: { entries: BodyEntry[] | null; body: unknown; label: string }) {
  const lines = entries
    ? entries.map((entry) => ({ term: entry.label, value: entry.text }))
    : bodyLines(body).map((line) => ({ term: line.path, value: line.value }));
  return (
    <dl
      aria-label={label}
      className="grid gap-x-4 gap-y-1 rounded-lg border border-border bg-card p-4 text-sm sm:grid-cols-[minmax(10rem,16rem)_1fr]"
    >
      {lines.map((line, index) => (
        <div key={`${index}:${line.term}`} className="contents">
          <dt className="font-semibold text-muted-foreground wrap-anywhere">{line.term}</dt>
          <dd className="mb-2 whitespace-pre-wrap wrap-anywhere sm:mb-0">{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}
