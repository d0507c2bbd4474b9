// /staff/suitability (staff): every questionnaire result saved for a client, newest first, kept
// apart from the saved views (app/.server/saved-views/suitability-records.ts).
import { Link } from "react-router";
import { OlderNewerLinks } from "~/components/staff/older-newer-links";
import { consoleTitle } from "~/content/staff";
import { suitabilityRecordsCopy as copy } from "~/content/staff-suitability";
import { AnsweredQuestions } from "~/components/saved-views/answered-questions";
import { suitabilityCopy } from "~/content/suitability";
import { viewName } from "~/content/zone-compare";
import { formatMoment } from "~/lib/format-moment";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/suitability";
import { loadSuitabilityRecords } from "./suitability.server";

export const meta = () => pageMeta({ title: consoleTitle(copy.title), description: copy.lead });

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSuitabilityRecords(request, context);
}

export default function SuitabilityRecordsPage({ loaderData }: Route.ComponentProps) {
  const { records, older, paged, onlyAboveLimit } = loaderData;
  const query = (extra: Record<string, string>) => `?${new URLSearchParams({ ...(onlyAboveLimit ? { above: "1" } : {}), ...extra })}`;
  const filterLink = "text-primary underline hover:no-underline aria-[current=page]:text-foreground aria-[current=page]:no-underline";
  return (
    <section className="mx-auto w-full max-w-5xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-semibold sm:text-3xl">{copy.title}</h1>
      <p className="mt-1 text-muted-foreground">{copy.lead}</p>
      <nav aria-label={copy.filterLabel} className="mt-4 flex flex-wrap gap-4 text-sm font-semibold">
        <Link to="?" aria-current={onlyAboveLimit ? undefined : "page"} className={filterLink}>
          {copy.allRecords}
        </Link>
        <Link to="?above=1" aria-current={onlyAboveLimit ? "page" : undefined} className={filterLink}>
          {copy.aboveOnly}
        </Link>
      </nav>
      {records.length === 0 ? <p className="mt-4 text-muted-foreground">{onlyAboveLimit ? copy.emptyAbove : copy.empty}</p> : null}
      <ul className="mt-4 grid gap-3">
        {records.map(({ id, at, advisorEmail, clientLabel, views, record }) => (
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
