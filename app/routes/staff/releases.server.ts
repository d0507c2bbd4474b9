// The server side of /staff/releases: the releases of the site's fixed pages, the one this build
// serves first, then the others newest first, each waiting one with the pages whose words are not
// in the last approved release; and a principal's approval of one release (a POST answered with
// a redirect back).
import { data, redirect, type RouterContextProvider } from "react-router";
import { refusedPost } from "~/.server/accounts/form-post";
import { changedLines } from "~/.server/releases/changed-lines";
import { servedRelease } from "~/.server/releases/page-words";
import { approveRelease, changedPages, findRelease, lastApproved, listReleases, removedPages } from "~/.server/releases/store";
import { staffOnly } from "~/.server/staff/staff-only";
import { releasesCopy } from "~/content/releases";
import { fieldErrors } from "~/lib/schemas/form-result";
import { releaseApproveSchema, releaseProblems } from "~/lib/schemas/release-approve";

export async function loadReleases(request: Request, context: Readonly<RouterContextProvider>) {
  const { headers, db, staff } = await staffOnly(request, context);
  // The release this build serves comes first, however many came after it.
  const current = (await servedRelease())?.fingerprint;
  const listed = await listReleases(db);
  const running = current ? (listed.find((release) => release.fingerprint === current) ?? (await findRelease(db, current))) : undefined;
  const releases = running ? [running, ...listed.filter((release) => release !== running)] : listed;
  // What every waiting release is compared with (a waiting release is never the approved one).
  const before = await lastApproved(db);
  const views = releases.map((release) => ({
    fingerprint: release.fingerprint,
    current: release === running,
    firstServedAt: release.firstServedAt.toISOString(),
    approvedByEmail: release.approvedByEmail,
    approvedAt: release.approvedAt?.toISOString() ?? null,
    pageCount: release.pages.length,
    // What a principal reads before approving: only for a release that waits.
    review: release.approvedAt
      ? null
      : {
          firstEver: before === undefined,
          changed: changedPages(release, before).map(({ path, text }) => ({
            path,
            text,
            lines: changedLines(before?.pages.find((page) => page.path === path)?.text, text),
          })),
          removed: removedPages(release, before),
        },
  }));
  const done = new URL(request.url).searchParams.get("done") === "approved";
  return data({ releases: views, principal: staff.principal, done }, { headers });
}

export async function handleReleasePost(request: Request, context: Readonly<RouterContextProvider>) {
  const { headers, db, staff } = await staffOnly(request, context);
  const refused = refusedPost(request, context);
  if (refused) return data({ problem: refused.message, fingerprint: "" }, { status: refused.status, headers });
  if (!staff.principal) return data({ problem: releasesCopy.notPrincipal, fingerprint: "" }, { status: 403, headers });
  const form = await request.formData().catch(() => new FormData());
  const fields = Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  const fingerprint = String(fields.fingerprint ?? "").slice(0, 64);
  const checked = releaseApproveSchema.safeParse(fields);
  if (!checked.success) {
    const errors = fieldErrors(checked.error);
    return data({ problem: errors.fingerprint ?? errors.read ?? releaseProblems.checkMissing, fingerprint }, { status: 400, headers });
  }
  const approved = await approveRelease(db, checked.data.fingerprint, { id: staff.id, email: staff.email });
  if (!approved.ok)
    return approved.reason === "not-found"
      ? data({ problem: releaseProblems.notFound, fingerprint }, { status: 404, headers })
      : data({ problem: releaseProblems.approvedAlready, fingerprint }, { status: 409, headers });
  return redirect("/staff/releases?done=approved", { headers });
}
