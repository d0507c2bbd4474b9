import { Link } from "react-router";
import { deskCopy, kindNames } from "~/content/desk";
import { archiveCopy } from "~/content/desk-archive";
import type { ContentKind, VersionStatus } from "~/lib/content-desk/contract";
import { formatMoment } from "~/lib/format-moment";
import { StatusBadge } from "~/components/staff/status-badge";

export type ArchiveRow = {
  id: string;
  kind: ContentKind;
  itemKey: string;
  number: number;
  title: string;
  status: VersionStatus;
  example: boolean;
  author: { email: string };
  reviewer: { email: string } | null;
  publishedAt: string | null;
  endedAt: string | null;
  contentHash: string | null;
};

/** One published version in the archive: what, by whom, approved by whom, live from when until replaced or retired, its hash. */
export function ArchiveEntry({ row }: { row: ArchiveRow }) {
  const headingId = `archive-${row.id}`;
  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-lg border border-border bg-card p-4 text-sm">
        <h2 id={headingId} className="flex flex-wrap items-center gap-2 text-base font-semibold">
          <Link to={`/staff/desk/versions/${row.id}`} className="break-words text-primary underline underline-offset-4 hover:no-underline">
            {row.title} · {deskCopy.version(row.number)}
          </Link>
          <StatusBadge tone={row.status === "published" ? "ok" : "idle"}>
            {archiveCopy.states[row.status as keyof typeof archiveCopy.states]}
          </StatusBadge>
          {row.example ? <StatusBadge tone="warn">{deskCopy.example}</StatusBadge> : null}
        </h2>
        <p className="mt-1 text-muted-foreground break-all">
          {kindNames[row.kind].one} · {row.itemKey}
        </p>
        <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[8rem_1fr]">
          <dt className="font-semibold">{archiveCopy.author}</dt>
          <dd className="break-all">{row.author.email}</dd>
          <dt className="font-semibold">{archiveCopy.approver}</dt>
          <dd className="break-all">{row.reviewer?.email ?? "—"}</dd>
          <dt className="font-semibold">{archiveCopy.wentLive}</dt>
          <dd>{row.publishedAt ? formatMoment(row.publishedAt) : "—"}</dd>
          <dt className="font-semibold">{archiveCopy.ended[row.status === "retired" ? "retired" : "replaced"]}</dt>
          <dd>{row.endedAt ? formatMoment(row.endedAt) : archiveCopy.stillLive}</dd>
          <dt className="font-semibold">{archiveCopy.hash}</dt>
          <dd className="font-mono text-xs break-all">{row.contentHash ?? "—"}</dd>
        </dl>
      </article>
    </li>
  );
}
