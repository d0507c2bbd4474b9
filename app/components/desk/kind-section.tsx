import { Link } from "react-router";
import { deskCopy, editorCopy, kindNames, kindsWithNewForm } from "~/content/desk";
import { formatMoment } from "~/lib/format-moment";
import type { ContentKind } from "~/lib/content-desk/contract";
import { StatusBadge } from "~/components/staff/status-badge";
import type { DeskItem } from "./types";
import { VersionStatusBadge } from "./version-status";

const linkClass = "text-primary underline underline-offset-4 hover:no-underline";

/** One kind on the desk: its items, each with its live version and open versions, and "New". */
export function KindSection({ kind, items }: { kind: ContentKind; items: DeskItem[] }) {
  const name = kindNames[kind];
  const headingId = `desk-${kind}`;
  return (
    <section aria-labelledby={headingId} className="mt-8">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold">
          {name.many}
        </h2>
        {kindsWithNewForm.includes(kind) ? (
          <Link to={`/staff/desk/new/${kind}`} className={`text-sm font-semibold ${linkClass}`}>
            {deskCopy.newOf(name.one)}
          </Link>
        ) : null}
      </div>
      {items.length === 0 ? (
        <p className="mt-2 text-sm text-muted-foreground">{deskCopy.none}</p>
      ) : (
        <ul className="mt-3 grid gap-2 md:grid-cols-2">
          {items.map((item) => (
            <li key={item.itemKey} className="rounded-lg border border-border bg-card p-4 text-sm">
              <p className="font-semibold break-words">{item.title}</p>
              <p className="mt-1 text-muted-foreground break-all">{item.itemKey}</p>
              <p className="mt-2 flex flex-wrap items-center gap-2">
                <span className="text-muted-foreground">{deskCopy.live}:</span>
                {item.live ? (
                  <>
                    <Link to={`/staff/desk/versions/${item.live.id}`} className={linkClass}>
                      {deskCopy.version(item.live.number)}
                    </Link>
                    {item.live.example ? <StatusBadge tone="warn">{deskCopy.example}</StatusBadge> : null}
                  </>
                ) : (
                  <span>{deskCopy.noLive}</span>
                )}
              </p>
              {item.open.length > 0 ? (
                <ul className="mt-2 grid gap-1" aria-label={`${deskCopy.openDrafts}: ${item.title}`}>
                  {item.open.map((version) => (
                    <li key={version.id} className="flex flex-wrap items-center gap-2">
                      <Link to={`/staff/desk/versions/${version.id}`} className={linkClass}>
                        {deskCopy.version(version.number)}
                      </Link>
                      <VersionStatusBadge status={version.status} />
                      {/* Found in a staff review: the desk said "Approved, to publish" without when. */}
                      {version.status === "approved" && version.publishAt ? (
                        <span className="text-sm text-muted-foreground">{editorCopy.publishesAt(formatMoment(version.publishAt))}</span>
                      ) : null}
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
