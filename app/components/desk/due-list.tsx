import { Link } from "react-router";
import { deskCopy, kindNames } from "~/content/desk";
import { formatDate } from "~/lib/format-date";
import type { DueItem } from "./types";

/** The live versions whose review-by day has come, most overdue first. */
export function DueList({ due }: { due: DueItem[] }) {
  return (
    <section aria-labelledby="desk-due" className="mt-6 rounded-lg border border-border bg-card p-4">
      <h2 id="desk-due" className="text-lg font-semibold">
        {deskCopy.dueTitle}
      </h2>
      {due.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">{deskCopy.dueNone}</p>
      ) : (
        <ol className="mt-2 grid gap-1 text-sm">
          {due.map((item) => (
            <li key={item.id} className="flex flex-wrap gap-x-2">
              <Link
                to={`/staff/desk/versions/${item.id}`}
                className="font-semibold text-primary underline underline-offset-4 hover:no-underline"
              >
                {item.title}
              </Link>
              <span className="text-muted-foreground">
                {kindNames[item.kind].one} · {deskCopy.dueOn(formatDate(item.reviewBy))} ·{" "}
                <span className={item.daysOverdue > 0 ? "font-semibold text-destructive" : undefined}>
                  {deskCopy.overdue(item.daysOverdue)}
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
