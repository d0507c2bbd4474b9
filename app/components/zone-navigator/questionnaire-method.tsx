import type { CSSProperties } from "react";
import { questionnaireCopy as copy } from "~/content/questionnaire";

/** How the questionnaire turns answers into a zone: `paragraphs` are the content module's (questionnaireMethod), from the loader. */
export function QuestionnaireMethod({
  paragraphs,
  className,
  style,
}: {
  paragraphs: readonly string[];
  className?: string;
  style?: CSSProperties;
}) {
  return (
    <section aria-labelledby="questionnaire-method-title" className={className} style={style}>
      <h2 id="questionnaire-method-title" className="text-lg font-semibold">
        {copy.methodTitle}
      </h2>
      <div className="mt-2 flex flex-col gap-2 text-sm text-muted-foreground">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}
