import { Link } from "react-router";
import { leadTimelineCopy as copy, sourceNames, statusNames } from "~/content/staff";
import { formatMoment } from "~/lib/format-moment";
import type { TimelineEntry } from "~/lib/lead-timeline";

/** Every contact message and registration from the lead's address, oldest first; the others link to their pages. */
export function LeadTimeline({ entries, currentId, email }: { entries: TimelineEntry[]; currentId: string; email: string }) {
  return (
    <div className="mt-8" data-slot="lead-timeline">
      <h2 className="text-lg font-semibold">{copy.title}</h2>
      <p className="mt-1 text-sm break-words text-muted-foreground">{copy.lead(email, entries.length)}</p>
      <ol className="mt-2 grid gap-2">
        {entries.map((entry) => (
          <li key={entry.id} className="rounded-lg border border-border bg-card p-3 text-sm">
            <p className="break-words">
              <time dateTime={entry.at}>{formatMoment(entry.at)}</time> · {sourceNames[entry.kind]} ·{" "}
              {entry.id === currentId ? (
                <span className="font-semibold">
                  {entry.subject} ({copy.current})
                </span>
              ) : (
                <Link to={`/staff/leads/${entry.id}`} className="text-primary underline hover:no-underline">
                  {entry.subject}
                </Link>
              )}{" "}
              · {statusNames[entry.status]}
            </p>
            {entry.excerpt && entry.id !== currentId ? (
              <p className="mt-1 break-words whitespace-pre-wrap text-muted-foreground">{entry.excerpt}</p>
            ) : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
