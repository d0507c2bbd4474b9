// /staff/releases: the releases of the site's fixed pages, with the words a principal reads
// before approving one (docs/decisions/0033). Staff read; a principal approves.
import { Form } from "react-router";
import { FormOutcome } from "~/components/staff/form-outcome";
import { StatusBadge } from "~/components/staff/status-badge";
import { Button } from "~/components/ui/button";
import { releasesCopy as copy } from "~/content/releases";
import { consoleTitle } from "~/content/staff";
import { formatMoment } from "~/lib/format-moment";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/releases";
import { handleReleasePost, loadReleases } from "./releases.server";

export const meta = () => pageMeta({ title: consoleTitle(copy.title), description: copy.lead });

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadReleases(request, context);
}

export async function action({ request, context }: Route.ActionArgs) {
  return handleReleasePost(request, context);
}

type ReleaseView = Route.ComponentProps["loaderData"]["releases"][number];

export default function ReleasesPage({ loaderData, actionData }: Route.ComponentProps) {
  const { releases, principal, done } = loaderData;
  return (
    <section className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-semibold sm:text-3xl">{copy.title}</h1>
      <p className="mt-2 max-w-3xl text-muted-foreground">{copy.lead}</p>
      <FormOutcome done={done ? copy.done : null} problem={actionData?.problem} />
      {releases.length === 0 ? <p className="mt-6 text-muted-foreground">{copy.none}</p> : null}
      <ul className="mt-6 grid gap-4">
        {releases.map((release) => (
          <li key={release.fingerprint}>
            <ReleaseEntry release={release} principal={principal} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function ReleaseEntry({ release, principal }: { release: ReleaseView; principal: boolean }) {
  const short = release.fingerprint.slice(0, 12);
  const headingId = `release-${short}`;
  const { review } = release;
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-border bg-card p-4 text-sm">
      <h2 id={headingId} className="flex flex-wrap items-center gap-2 text-base font-semibold">
        <span className="font-mono">{copy.release(short)}</span>
        <StatusBadge tone={release.approvedAt ? "ok" : "warn"}>{release.approvedAt ? copy.approved : copy.waiting}</StatusBadge>
        {release.current ? <StatusBadge tone="idle">{copy.current}</StatusBadge> : null}
      </h2>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[9rem_1fr]">
        <dt className="font-semibold">{copy.firstServed}</dt>
        <dd>
          {formatMoment(release.firstServedAt)} · {copy.pages(release.pageCount)}
        </dd>
        {release.approvedAt ? (
          <>
            <dt className="font-semibold">{copy.approvedBy}</dt>
            <dd className="break-all">
              {release.approvedByEmail}, {formatMoment(release.approvedAt)}
            </dd>
          </>
        ) : null}
      </dl>
      {review ? (
        <section aria-labelledby={`${headingId}-changes`} className="mt-4">
          <h3 id={`${headingId}-changes`} className="font-semibold">
            {copy.changedTitle}
          </h3>
          <p className="mt-1 text-muted-foreground">
            {review.firstEver ? copy.allNew : review.changed.length > 0 ? copy.changed(review.changed.length) : copy.noneChanged}
          </p>
          <ul className="mt-2 grid gap-1">
            {review.changed.map((page) => (
              <li key={page.path} className="grid gap-1">
                <details className="rounded-md border border-border px-3 py-2">
                  <summary
                    className={`cursor-pointer ${page.path.startsWith("/") ? "font-mono break-all" : "wrap-anywhere"}`}
                    aria-label={copy.words(page.path)}
                  >
                    {page.path}
                  </summary>
                  {copy.deskFedPath(page.path) ? <p className="mt-2 text-sm text-muted-foreground">{copy.deskFed}</p> : null}
                  <p className="mt-2 whitespace-pre-line wrap-anywhere">{page.text}</p>
                </details>
                {!review.firstEver ? <LineChanges lines={page.lines} /> : null}
              </li>
            ))}
          </ul>
          {review.removed.length > 0 ? (
            <p className="mt-2 break-all">
              {copy.removed}: {review.removed.join(", ")}
            </p>
          ) : null}
          {principal ? (
            <Form method="post" className="mt-4 grid gap-3">
              <input type="hidden" name="fingerprint" value={release.fingerprint} />
              <label className="flex items-start gap-2">
                <input type="checkbox" name="read" required className="mt-0.5 size-4 shrink-0 accent-primary" />
                <span>{copy.check}</span>
              </label>
              <Button type="submit" className="justify-self-start">
                {copy.approve}
              </Button>
            </Form>
          ) : (
            <p className="mt-4 text-muted-foreground">{copy.notPrincipal}</p>
          )}
        </section>
      ) : null}
    </article>
  );
}

/** A changed page's lines removed and added since the last approved release, each said in words. */
function LineChanges({ lines }: { lines: { change: "added" | "removed"; line: string }[] }) {
  if (lines.length === 0) return <p className="text-muted-foreground">{copy.newPage}</p>;
  return (
    <ul className="grid gap-0.5 rounded-md bg-muted/40 px-3 py-2">
      {lines.map((change, index) => (
        <li key={index} className="wrap-anywhere">
          <span className="mr-2 font-semibold">{copy.lineChange[change.change]}</span>
          {change.change === "added" ? (
            <ins className="no-underline">{change.line}</ins>
          ) : (
            <del className="text-muted-foreground">{change.line}</del>
          )}
        </li>
      ))}
    </ul>
  );
}
