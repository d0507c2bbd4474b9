import { cn } from "~/lib/utils";

/** A section's heading with an optional eyebrow and lead paragraph. */
export function SectionHeader({
  title,
  eyebrow,
  description,
  id,
  className,
}: {
  title: string;
  eyebrow?: string;
  description?: string;
  id?: string;
  className?: string;
}) {
  return (
    <div className={cn("mx-auto max-w-3xl text-center", className)}>
      {eyebrow ? <p className="text-sm font-semibold uppercase tracking-widest text-accent">{eyebrow}</p> : null}
      <h2 id={id} className="mt-2 text-3xl font-semibold sm:text-4xl">
        {title}
      </h2>
      {description ? <p className="mt-4 text-lg text-muted-foreground">{description}</p> : null}
    </div>
  );
}
