// /staff/suitability (staff): every questionnaire result saved for a client, newest first, kept
// apart from the saved views (app/.server/saved-views/suitability-records.ts); a principal
// reviews each zone chosen above the answers' limit here.
import { Link } from "react-router";
import { OlderNewerLinks } from "~/components/staff/older-newer-links";
import { consoleTitle } from "~/content/staff";
import { FormOutcome } from "~/components/staff/form-outcome";
import { SuitabilityReview } from "~/components/staff/suitability-review";
import { suitabilityRecordsCopy as copy, suitabilityReviewCopy } from "~/content/staff-suitability";
import { AnsweredQuestions } from "~/components/saved-views/answered-questions";
import { suitabilityCopy } from "~/content/suitability";
import { viewName } from "~/content/zone-compare";
import { formatMoment } from "~/lib/format-moment";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/suitability";
import { handleSuitabilityReview, loadSuitabilityRecords } from "./suitability.server";

export const meta = () => pageMeta({ title: consoleTitle(copy.title), description: copy.lead });

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSuitabilityRecords(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleSuitabilityReview(request, context);
}

const FILTERS = [
  { filter: "all", to: "?", label: copy.allRecords, empty: copy.empty },
  { filter: "above", to: "?above=1", label: copy.aboveOnly, empty: copy.emptyAbove },
  { filter: "waiting", to: "?waiting=1", label: copy.waitingOnly, empty: copy.emptyWaiting },
] as const;

export default function SuitabilityRecordsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { records, older, paged, filter, principal, done } = loaderData;
  const shown = FILTERS.find((each) => each.filter === filter)!;
  const query = (extra: Record<string, string>) => `?${new URLSearchParams({ ...(filter === "all" ? {} : { [filter]: "1" }), ...extra })}`;
  const filterLink = "text-primary underline hover:no-underline aria-[current=page]:text-foreground aria-[current=page]:no-underline";
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-semibold sm:text-3xl">{copy.title}</h1>
      <p className="mt-1 text-muted-foreground">{copy.lead}</p>
      <nav aria-label={copy.filterLabel} className="mt-4 flex flex-wrap gap-4 text-sm font-semibold">
        {FILTERS.map((each) => (
          <Link key={each.filter} to={each.to} aria-current={each === shown ? "page" : undefined} className={filterLink}>
            {each.label}
          </Link>
        ))}
      </nav>
      <FormOutcome
        done={done ? suitabilityReviewCopy.done : null}
        problem={actionData && !actionData.recordId ? actionData.problem : undefined}
      />
      {records.length === 0 ? <p className="mt-4 text-muted-foreground">{shown.empty}</p> : null}
      <ul className="mt-4 grid gap-3">
        {records.map(({ id, at, advisorEmail, clientLabel, views, record, reviews }) => (
          <li key={id} className="rounded-lg border border-border bg-card p-4 text-sm" data-slot="suitability-kept">
            <p className="font-semibold break-words">
              {clientLabel} · {views.map(viewName).join(" · ")}
            </p>
            <p className="mt-1 break-words text-muted-foreground">{copy.byWhom(advisorEmail, formatMoment(at))}</p>
            {record ? (
              <>
                <p className="mt-2 font-medium">{copy.choice(record.suggested, record.chosen)}</p>
                {record.reason ? (
                  <p className="mt-1">
                    {suitabilityCopy.reasonLabel}:{" "}
                    {suitabilityCopy.reasonOf(record.reason.code, record.reason.text, record.chosen > record.suggested)}
                  </p>
                ) : null}
                {record.aboveLimit ? (
                  <p className="mt-1 text-notice">
                    {suitabilityCopy.aboveLimitLabel}: {record.aboveLimit.text}
                  </p>
                ) : null}
                {record.conflict ? (
                  <p className="mt-1">
                    {suitabilityCopy.conflictLabel}: {suitabilityCopy.conflictUnderLabel(record.conflict.text)}
                  </p>
                ) : null}
                <details className="mt-2">
                  <summary className="cursor-pointer font-semibold text-primary">{copy.answers}</summary>
                  <AnsweredQuestions answers={record.answers} />
                </details>
                {record.aboveLimit ? (
                  <SuitabilityReview
                    recordId={id}
                    reviews={reviews}
                    principal={principal}
                    problem={actionData?.recordId === id ? actionData.problem : undefined}
                  />
                ) : null}
              </>
            ) : (
              <p className="mt-2 text-muted-foreground">{copy.unreadable}</p>
            )}
          </li>
        ))}
      </ul>
      <OlderNewerLinks newest={paged ? query({}) : null} older={older ? query({ before: older }) : null} labels={copy} />
    </section>
  );
}
