import { cn } from "~/lib/utils";

/** The plain heading block of an inner page: one h1 and an optional lead. */
export function PageIntro({ title, description, className }: { title: string; description?: string; className?: string }) {
  return (
    <section className={cn("border-b border-border bg-muted", className)}>
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
        <h1 className="text-3xl font-semibold sm:text-4xl">{title}</h1>
        {description ? <p className="mt-3 max-w-3xl text-lg text-muted-foreground">{description}</p> : null}
      </div>
    </section>
  );
}
