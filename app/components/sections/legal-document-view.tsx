import type { LegalBlock, LegalDocument, LegalSection } from "~/content/legal/legal-document";
import { formatDate } from "~/lib/format-date";
import { placeholderHeight } from "~/lib/placeholder-height";
import { cn } from "~/lib/utils";
import { PageIntro } from "./page-intro";

/** A policy page: title, date of last update, a table of contents and the numbered sections. */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  return (
    <>
      <PageIntro title={document.title} />
      <div className="mx-auto w-full max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
        <p className="text-sm text-muted-foreground">
          Last updated: <time dateTime={document.lastUpdated}>{formatDate(document.lastUpdated)}</time>
        </p>
        <div className="mt-6 grid gap-10 lg:grid-cols-[16rem_1fr]">
          <nav aria-label="On this page" className="lg:sticky lg:top-24 lg:self-start">
            <h2 className="font-sans text-sm font-semibold uppercase tracking-wider text-ink">On this page</h2>
            <ol className="mt-3 space-y-2 text-sm">
              {document.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="text-primary underline hover:no-underline">
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="min-w-0 space-y-4 leading-relaxed">
            {document.intro.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {document.sections.map((section, index) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-heading`}
                // Below the table of contents and the first sections: laid out as they come near.
                className={cn("pt-4", index >= 2 && "below-first-screen")}
                style={index >= 2 ? placeholderHeight(phoneHeight(section)) : undefined}
              >
                <h2 id={`${section.id}-heading`} className="text-2xl font-semibold">
                  {index + 1}. {section.heading}
                </h2>
                <div className="mt-3 space-y-3">
                  {section.blocks.map((block, blockIndex) => (
                    <Block key={blockIndex} block={block} />
                  ))}
                </div>
              </section>
            ))}
          </div>
        </div>
      </div>
    </>
  );
}

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === "string") return <p>{block}</p>;
  return (
    <ul className="list-disc space-y-1 pl-6">
      {block.list.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * A section's height on a 360 px phone in rem, from its text, with a margin: about 24 characters
 * to a heading line (2rem), 34 to a paragraph line and 30 to a list item's (1.625rem each).
 */
function phoneHeight(section: LegalSection): number {
  const lines = (text: string, perLine: number) => Math.ceil(text.length / perLine);
  let rem = 2 + lines(section.heading, 24) * 2;
  for (const block of section.blocks) {
    rem +=
      typeof block === "string"
        ? 0.75 + lines(block, 34) * 1.625
        : 0.75 + block.list.reduce((sum, item) => sum + 0.25 + lines(item, 30) * 1.625, 0);
  }
  return Math.ceil(rem * 1.15);
}
