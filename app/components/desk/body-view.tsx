import { bodyLines } from "./body-lines";

/** A version's body as labelled lines: what will be published, without JSON. */
export function BodyView({ body, label }: { body: unknown; label: string }) {
  const lines = bodyLines(body);
  return (
    <dl
      aria-label={label}
      className="grid gap-x-4 gap-y-1 rounded-lg border border-border bg-card p-4 text-sm sm:grid-cols-[minmax(10rem,16rem)_1fr]"
    >
      {lines.map((line) => (
        <div key={line.path} className="contents">
          <dt className="font-semibold text-muted-foreground break-words">{line.path}</dt>
          <dd className="mb-2 whitespace-pre-wrap break-words sm:mb-0">{line.value}</dd>
        </div>
      ))}
    </dl>
  );
}
