// The content check of what is published (`npm run content:check -- --published`): the site's
// copy and the published version of every item, reviewed by the compliance rules, and every
// published version whose review-by date has passed, and the release of the fixed pages until a
// principal approves it (ADR 0033).
import type { Db } from "~/.server/db/database";
import { releasedPages, servedRelease } from "~/.server/releases/page-words";
import { findRelease, listReleases, releaseFindings } from "~/.server/releases/store";
import { contentFindings } from "~/.server/content-review";
import type { Finding } from "~/lib/compliance";
import { dueItems } from "~/lib/content-desk/review-by";
import { exampleContent } from "~/.server/published/example-content";
import { buildSnapshot } from "./desk-kinds";
import { publishedVersions } from "./versions";

/** Every finding in what the database publishes on the day `now`. */
export async function publishedFindings(db: Db, now = new Date()): Promise<Finding[]> {
  const versions = await publishedVersions(db);
  const overdue = dueItems(versions, now, 0)
    .filter((item) => item.state === "overdue")
    .map((item): Finding => ({
      rule: "review-overdue",
      where: `${item.kind}:${item.itemKey} (${item.title})`,
      message: `to be reviewed by ${item.reviewBy}, ${-item.days} day${item.days === -1 ? "" : "s"} ago: look at it again and publish a new version (with its next review-by date) or retire it`,
    }));
  // A database the site never started on holds nothing yet: the first start publishes the examples.
  const content = versions.length > 0 ? buildSnapshot(versions, 0) : exampleContent();
  return [...contentFindings(now, content), ...overdue, ...(await builtReleaseFindings(db))];
}

/**
 * The release of the fixed pages, as the database knows it: a finding until a principal approved
 * it. In the server, the release it serves. In a script of its own, the newest release the site
 * recorded, if it holds this build's prerendered pages as built (its pages rendered on request are
 * read by a server at its start); else this build's release is not recorded yet, and so not
 * approved. Nothing where there is no build.
 */
async function builtReleaseFindings(db: Db): Promise<Finding[]> {
  const served = await servedRelease();
  if (served) return releaseFindings((await findRelease(db, served.fingerprint)) ?? { ...served, approvedAt: null });
  const built = releasedPages("build/client");
  if (built.length === 0) return [];
  const [newest] = await listReleases(db, 1);
  const recorded = new Map((newest?.pages ?? []).map((page) => [page.path, page.sha256]));
  if (newest && built.every((page) => recorded.get(page.path) === page.sha256)) return releaseFindings(newest);
  return [
    {
      rule: "unapproved",
      where: `release of this build (the fixed pages, ${built.length} prerendered)`,
      message:
        "this build's words are in no recorded release: start it at the preview stage, where it records its release, and a principal approves it at /staff/releases.",
    },
  ];
}
