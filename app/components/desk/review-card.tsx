import { useEffect, useState } from "react";
import { Form, Link } from "react-router";
import { controlProps, FieldShell, TextareaField } from "~/components/forms/field";
import { Input } from "~/components/ui/input";
import { FormOutcome } from "~/components/staff/form-outcome";
import { Button } from "~/components/ui/button";
import { deskCopy, kindNames } from "~/content/desk";
import { reviewCopy } from "~/content/desk-review";
import { formatMoment } from "~/lib/format-moment";
import { APPROVAL_CHECKS } from "~/lib/schemas/desk-review";
import { cn } from "~/lib/utils";
import type { ReviewAnswer, VersionView } from "./types";
import { VersionReviews, type ReviewView } from "./version-reviews";

type Props = {
  version: VersionView;
  live: { id: string; number: number } | null;
  /** What this version changes from the live one, line by line (diffBodies). */
  changes: string[];
  /** An article's text, live and new, when it changed. */
  text: { was: string | null; now: string } | null;
  mine: boolean;
  /** Whether its review-by day has passed already. */
  reviewPast: boolean;
  /** What the principals decided on this version before it was submitted again. */
  earlier: readonly ReviewView[];
  principal: boolean;
  answer?: ReviewAnswer;
};

/** One submitted version: what it changes, and a principal's two answers (never for their own version). */
export function ReviewCard({ version, live, changes, text, mine, reviewPast, earlier, principal, answer }: Props) {
  const ours = answer?.id === version.id ? answer : undefined;
  const errors = ours?.status === "invalid" ? ours.errors : {};
  // The browser's UTC offset, so that "publish at" is the principal's own local time.
  const [offset, setOffset] = useState(0);
  useEffect(() => setOffset(new Date().getTimezoneOffset()), []);
  const headingId = `review-${version.id}`;
  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-lg border border-border bg-card p-4">
        <h2 id={headingId} className="text-lg font-semibold break-words">
          {version.title} · {deskCopy.version(version.number)}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {kindNames[version.kind].one} · {reviewCopy.submittedBy(version.author.email)}
          {version.submittedAt ? `, ${formatMoment(version.submittedAt)}` : ""} ·{" "}
          <Link to={`/staff/desk/versions/${version.id}/preview`} className="text-primary underline underline-offset-4 hover:no-underline">
            Preview
          </Link>
        </p>
        {version.reviewBy ? (
          <p className={cn("mt-1 text-sm", reviewPast ? "font-semibold text-destructive" : "text-muted-foreground")}>
            {reviewCopy.reviewBy(version.reviewBy, reviewPast)}
          </p>
        ) : null}
        <VersionReviews reviews={earlier} inCard />
        <h3 className="mt-4 font-semibold">{reviewCopy.changes}</h3>
        {live === null ? <p className="mt-2 text-sm text-muted-foreground">{reviewCopy.noLive}</p> : null}
        {changes.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">{reviewCopy.noChanges}</p>
        ) : (
          <ul aria-label={`${reviewCopy.changes}: ${version.title}`} className="mt-2 grid list-disc gap-1 pl-5 text-sm wrap-anywhere">
            {changes.map((change, index) => (
              <li key={index} className="whitespace-pre-wrap">
                {change}
              </li>
            ))}
          </ul>
        )}
        {text ? (
          <div className={`mt-3 grid gap-3 ${text.was === null ? "" : "md:grid-cols-2"}`}>
            {text.was === null ? null : (
              <section aria-label={`${reviewCopy.was}: ${version.title}`} className="rounded-md border border-border p-3">
                <h4 className="text-sm font-semibold">{reviewCopy.was}</h4>
                <pre className="mt-2 font-sans text-sm whitespace-pre-wrap wrap-anywhere">{text.was}</pre>
              </section>
            )}
            <section aria-label={`${reviewCopy.becomes}: ${version.title}`} className="rounded-md border border-border p-3">
              <h4 className="text-sm font-semibold">{reviewCopy.becomes}</h4>
              <pre className="mt-2 font-sans text-sm whitespace-pre-wrap wrap-anywhere">{text.now}</pre>
            </section>
          </div>
        ) : null}
        {ours?.status === "refused" ? <FormOutcome problem={ours.message} /> : null}
        {!principal ? (
          <p className="mt-4 text-sm text-muted-foreground">{reviewCopy.notPrincipal}</p>
        ) : mine ? (
          <p className="mt-4 text-sm text-muted-foreground">{reviewCopy.ownVersion}</p>
        ) : (
          <div className="mt-4 grid gap-4 lg:grid-cols-2">
            <Form
              method="post"
              className="grid content-start gap-2 rounded-md border border-border p-3"
              aria-label={`${reviewCopy.approve}: ${version.title}`}
            >
              <input type="hidden" name="intent" value="approve" />
              <input type="hidden" name="id" value={version.id} />
              <input type="hidden" name="contentHash" value={version.contentHash ?? ""} />
              <input type="hidden" name="offset" value={offset} />
              <FieldShell id={`${headingId}-at`} label={reviewCopy.publishAt} hint={reviewCopy.publishAtHint} error={errors.publishAt}>
                <Input
                  name="publishAt"
                  type="datetime-local"
                  defaultValue={ours?.values.publishAt}
                  {...controlProps(`${headingId}-at`, errors.publishAt, false, true)}
                />
              </FieldShell>
              <fieldset className="grid gap-1.5" aria-describedby={errors.checks ? `${headingId}-checks-error` : undefined}>
                <legend className="mb-1 text-sm font-medium">{reviewCopy.checksLegend}</legend>
                {APPROVAL_CHECKS.map((name) => (
                  <label key={name} className="flex items-start gap-2 text-sm">
                    <input type="checkbox" name={name} required className="mt-0.5 size-4 shrink-0 accent-primary" />
                    <span>{reviewCopy.checks[name]}</span>
                  </label>
                ))}
                {errors.checks ? (
                  <p id={`${headingId}-checks-error`} className="text-sm text-destructive">
                    {errors.checks}
                  </p>
                ) : null}
              </fieldset>
              {reviewCopy.mailedOnPublish[version.kind] ? (
                <p className="text-sm text-muted-foreground">{reviewCopy.mailedOnPublish[version.kind]}</p>
              ) : null}
              <Button type="submit" className="justify-self-start">
                {reviewCopy.approve}
              </Button>
            </Form>
            <Form
              method="post"
              className="grid content-start gap-2 rounded-md border border-border p-3"
              aria-label={`${reviewCopy.returnSubmit}: ${version.title}`}
            >
              <input type="hidden" name="intent" value="return" />
              <input type="hidden" name="id" value={version.id} />
              <TextareaField
                label={reviewCopy.returnNote}
                name="note"
                required
                rows={3}
                className="[&_textarea]:min-h-20"
                defaultValue={ours?.values.note}
                error={errors.note}
              />
              <Button type="submit" variant="outline" className="justify-self-start">
                {reviewCopy.returnSubmit}
              </Button>
            </Form>
          </div>
        )}
      </article>
    </li>
  );
}
