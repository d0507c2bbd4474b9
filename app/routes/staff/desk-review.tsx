// /staff/desk/review (staff): the versions waiting for a principal, each with what it changes.
import { useRef } from "react";
import { Link } from "react-router";
import { ReviewCard } from "~/components/desk/review-card";
import { useFocusFirstError } from "~/components/forms/use-first-error";
import { FormOutcome } from "~/components/staff/form-outcome";
import { deskCopy } from "~/content/desk";
import { reviewCopy } from "~/content/desk-review";
import { consoleTitle } from "~/content/staff";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/desk-review";
import { handleReviewPost, loadReview } from "./desk-review.server";

export const meta = () => pageMeta({ title: consoleTitle(reviewCopy.title), description: reviewCopy.lead });

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadReview(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleReviewPost(request, context);
}

export default function ReviewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { queue, principal, done } = loaderData;
  const scope = useRef<HTMLElement>(null);
  useFocusFirstError(scope, actionData);
  return (
    <section ref={scope} className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <p className="text-sm">
        <Link to="/staff/desk" className="text-primary underline underline-offset-4 hover:no-underline">
          {deskCopy.title}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-semibold sm:text-3xl">{reviewCopy.title}</h1>
      <p className="mt-2 max-w-2xl text-muted-foreground">{reviewCopy.lead}</p>
      <FormOutcome
        done={done ? reviewCopy[done] : null}
        problem={actionData?.status === "refused" && !actionData.id ? actionData.message : undefined}
      />
      {queue.length === 0 ? (
        <p className="mt-6 text-muted-foreground">{reviewCopy.none}</p>
      ) : (
        <ul className="mt-6 grid gap-4">
          {queue.map((entry) => (
            <ReviewCard key={entry.version.id} {...entry} principal={principal} answer={actionData} />
          ))}
        </ul>
      )}
    </section>
  );
}
