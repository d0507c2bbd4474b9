import { useId } from "react";
import { reviewsCopy } from "~/content/desk";
import { formatMoment } from "~/lib/format-moment";
import type { ContentReview } from "~/lib/content-desk/contract";

export type ReviewView = Omit<ContentReview, "at" | "body"> & { at: string };

/**
 * What the principals decided on a version, oldest first, each with their words and the title and
 * content hash it was decided on: a return stays on record after its version was changed. On the
 * version's page a section of its own; in a review card (`inCard`), a part of the card.
 */
export function VersionReviews({ reviews, inCard = false }: { reviews: readonly ReviewView[]; inCard?: boolean }) {
  const id = useId();
  if (reviews.length === 0) return null;
  const Heading = inCard ? "h3" : "h2";
  return (
    <section aria-labelledby={id} className={inCard ? "mt-4" : "mt-8"}>
      <Heading id={id} className={inCard ? "font-semibold" : "text-lg font-semibold"}>
        {inCard ? reviewsCopy.earlierTitle : reviewsCopy.title}
      </Heading>
      {inCard ? null : <p className="mt-1 text-sm text-muted-foreground">{reviewsCopy.lead}</p>}
      <ol className="mt-2 grid gap-2 text-sm">
        {reviews.map((review) => (
          <li key={review.id} className="rounded-lg border border-border bg-card p-3">
            <p className="font-semibold">{reviewsCopy.decisions[review.decision]}</p>
            <p className="mt-1 text-muted-foreground break-words">{reviewsCopy.byWhen(review.reviewer.email, formatMoment(review.at))}</p>
            <p className="mt-1 text-muted-foreground break-words">{reviewsCopy.content(review.title, review.contentHash)}</p>
            {review.note ? <p className="mt-2 whitespace-pre-wrap break-words">{review.note}</p> : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
