import { Info } from "~/components/ui/icons/info";

/** The fund-advertising legend that must stand near the funds. */
export function EtfLegend({ title, paragraphs }: { title: string; paragraphs: readonly string[] }) {
  return (
    <aside
      aria-labelledby="legend-title"
      className="rounded-lg border border-border bg-muted p-6 text-sm leading-relaxed text-muted-foreground"
    >
      <h2 id="legend-title" className="flex items-center gap-2 font-sans text-base font-semibold text-ink">
        <Info aria-hidden="true" className="size-4" />
        {title}
      </h2>
      <div className="mt-3 space-y-3">
        {paragraphs.map((text) => (
          <p key={text.slice(0, 40)}>{text}</p>
        ))}
      </div>
    </aside>
  );
}
