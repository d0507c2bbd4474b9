// A zone chosen above the answers' limit on /staff/suitability: its principal's reviews so far,
// and for a principal the form that records one (app/lib/schemas/suitability-review.ts).
import { Form } from "react-router";
import { StatusBadge } from "~/components/staff/status-badge";
import { Button } from "~/components/ui/button";
import { suitabilityReviewCopy as copy } from "~/content/staff-suitability";
import { formatMoment } from "~/lib/format-moment";
import { SUITABILITY_REVIEW_DECISIONS, SUITABILITY_REVIEW_NOTE_MAX, SUITABILITY_REVIEW_NOTE_MIN } from "~/lib/schemas/suitability-review";

type Review = { decision: (typeof SUITABILITY_REVIEW_DECISIONS)[number]; note: string; reviewerEmail: string; at: string };

export function SuitabilityReview({
  recordId,
  reviews,
  principal,
  problem,
}: {
  recordId: string;
  reviews: Review[];
  principal: boolean;
  problem?: string;
}) {
  const latest = reviews.at(-1);
  const status = !latest ? copy.waits : latest.decision === "supported" ? copy.supported : copy.followUp;
  return (
    <div className="mt-3 grid gap-2 border-t border-border pt-3" data-slot="suitability-review">
      <p>
        <StatusBadge tone={latest?.decision === "supported" ? "ok" : "warn"}>{status}</StatusBadge>
      </p>
      {reviews.length > 0 ? (
        <ul className="grid gap-1">
          {reviews.map((review) => (
            <li key={review.at} className="break-words">
              <span className="font-semibold">{copy.decisions[review.decision]}</span>
              <span className="text-muted-foreground"> · {copy.reviewBy(review.reviewerEmail, formatMoment(review.at))}</span>
              <span className="block whitespace-pre-line">{review.note}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {principal && latest?.decision !== "supported" ? (
        <Form method="post" className="grid gap-2">
          <input type="hidden" name="recordId" value={recordId} />
          <fieldset className="grid gap-1">
            <legend className="font-semibold">{copy.legend}</legend>
            {SUITABILITY_REVIEW_DECISIONS.map((decision) => (
              <label key={decision} className="flex items-center gap-2">
                <input type="radio" name="decision" value={decision} required className="size-4 accent-primary" />
                {copy.decisions[decision]}
              </label>
            ))}
          </fieldset>
          <label className="grid gap-1">
            <span className="font-semibold">{copy.note}</span>
            <textarea
              name="note"
              required
              minLength={SUITABILITY_REVIEW_NOTE_MIN}
              maxLength={SUITABILITY_REVIEW_NOTE_MAX}
              rows={2}
              aria-describedby={`review-hint-${recordId}`}
              className="rounded-md border border-input bg-background px-3 py-2"
            />
            <span id={`review-hint-${recordId}`} className="text-muted-foreground">
              {copy.noteHint}
            </span>
          </label>
          {problem ? (
            <p role="alert" className="text-destructive">
              {problem}
            </p>
          ) : null}
          <Button type="submit" className="justify-self-start">
            {copy.submit}
          </Button>
        </Form>
      ) : !principal && latest?.decision !== "supported" ? (
        <p className="text-muted-foreground">{copy.notPrincipal}</p>
      ) : null}
    </div>
  );
}
