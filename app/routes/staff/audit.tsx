// /staff/audit (admins): every staff action, newest first. Read only: nothing in the console
// edits or deletes an entry.
import { data } from "react-router";
import { listAudit } from "~/.server/staff/audit";
import { staffOnly } from "~/.server/staff/staff-only";
import { consoleTitle } from "~/content/staff";
import { formatMoment } from "~/lib/format-moment";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/audit";

export const meta = () => pageMeta({ title: consoleTitle("Audit Log"), description: "Every staff action: who, when and what." });

export async function loader({ request, context }: Route.LoaderArgs) {
  const { headers, db } = await staffOnly(request, context, "admin");
  return data({ entries: await listAudit(db) }, { headers });
}

export default function AuditPage({ loaderData }: Route.ComponentProps) {
  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-semibold sm:text-3xl">Audit Log</h1>
      <p className="mt-1 text-muted-foreground">Every staff action, newest first. Entries cannot be changed.</p>
      <ol className="mt-6 grid gap-2">
        {loaderData.entries.map((entry) => (
          <li key={entry.id} className="rounded-lg border border-border bg-card px-4 py-3 text-sm break-words">
            <p>
              <time dateTime={entry.at}>{formatMoment(entry.at)}</time> · <span className="font-semibold">{entry.actor}</span> ·{" "}
              {entry.action}
            </p>
            {entry.detail || entry.subjectId ? (
              <p className="mt-0.5 text-muted-foreground">
                {entry.detail}
                {entry.subjectType === "lead" && entry.subjectId ? (
                  <>
                    {entry.detail ? " · " : ""}
                    <a href={`/staff/leads/${entry.subjectId}`} className="text-primary underline hover:no-underline">
                      the lead
                    </a>
                  </>
                ) : null}
              </p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
