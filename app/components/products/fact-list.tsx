import { cn } from "~/lib/utils";

export type Fact = { label: string; value: string; note?: string };

/** Label and value pairs, one row each, with an optional note under a value (its source or date). */
export function FactList({ facts, className }: { facts: readonly Fact[]; className?: string }) {
  return (
    <dl className={cn("divide-y divide-border", className)}>
      {facts.map((fact) => (
        <div key={fact.label} className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3 py-2.5 text-sm">
          <dt className="text-muted-foreground">{fact.label}</dt>
          <dd className="font-semibold break-words text-foreground">
            {fact.value}
            {fact.note ? <span className="block text-xs font-normal text-muted-foreground">{fact.note}</span> : null}
          </dd>
        </div>
      ))}
    </dl>
  );
}
