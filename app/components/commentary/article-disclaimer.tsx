import { articleDisclaimer } from "~/content/commentary";

/** The standard disclaimer at the end of every article. */
export function ArticleDisclaimer() {
  return (
    <aside aria-labelledby="article-disclaimer" className="mt-12 rounded-lg border border-border bg-muted p-6">
      <h2 id="article-disclaimer" className="font-sans text-sm font-semibold uppercase tracking-wider text-ink">
        {articleDisclaimer.title}
      </h2>
      <div className="mt-3 space-y-2 text-sm text-muted-foreground">
        {articleDisclaimer.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </aside>
  );
}
