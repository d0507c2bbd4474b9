import { Link } from "react-router";
import { deskCopy, editorCopy } from "~/content/desk";
import { formatMoment } from "~/lib/format-moment";
import type { VersionView } from "./types";
import { VersionStatusBadge } from "./version-status";

/** Every version of an item, newest first, with who wrote and reviewed it and when it was live. */
export function VersionHistory({ history, current }: { history: VersionView[]; current: string }) {
  return (
    <section aria-labelledby="desk-history" className="mt-8">
      <h2 id="desk-history" className="text-lg font-semibold">
        {editorCopy.historyTitle}
      </h2>
      <ol className="mt-3 grid gap-2 text-sm">
        {history.map((version) => (
          <li
            key={version.id}
            className="rounded-lg border border-border bg-card p-3"
            aria-current={version.id === current ? "page" : undefined}
          >
            <p className="flex flex-wrap items-center gap-2">
              {version.id === current ? (
                <span className="font-semibold">{deskCopy.version(version.number)}</span>
              ) : (
                <Link
                  to={`/staff/desk/versions/${version.id}`}
                  className="font-semibold text-primary underline underline-offset-4 hover:no-underline"
                >
                  {deskCopy.version(version.number)}
                </Link>
              )}
              <VersionStatusBadge status={version.status} />
            </p>
            <p className="mt-1 text-muted-foreground break-words">
              {version.author.email}
              {version.reviewer ? ` · reviewed by ${version.reviewer.email}` : ""}
              {version.publishedAt ? ` · live ${formatMoment(version.publishedAt)}` : ""}
              {version.replacedAt ? ` · replaced ${formatMoment(version.replacedAt)}` : ""}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
