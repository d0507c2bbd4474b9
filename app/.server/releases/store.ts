// The releases of the site's fixed pages (ADR 0033): each instance records the release it serves
// when it starts (the first one to start it writes it; the same words are the same release), a
// principal approves that exact release in the console, and under SITE_STAGE=live a release
// without that approval does not start. Every release stays, with its words, as it was served.
import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { siteReleases } from "~/.server/db/schema";
import { auditActions, recordAudit } from "~/.server/staff/audit";
import type { Finding } from "~/lib/compliance";
import { log as writeLog } from "~/.server/log";
import { releaseFingerprint, releaseOf, setServedRelease, type ReleasedPage } from "./page-words";

export type Release = {
  fingerprint: string;
  pages: ReleasedPage[];
  firstServedAt: Date;
  approvedByEmail: string | null;
  approvedAt: Date | null;
};

const toRelease = (row: typeof siteReleases.$inferSelect): Release => ({
  fingerprint: row.fingerprint,
  pages: row.pages as ReleasedPage[],
  firstServedAt: row.firstServedAt,
  approvedByEmail: row.approvedByEmail,
  approvedAt: row.approvedAt,
});

/** Keep the release of `pages` (once, whoever starts it first) and answer it as stored. */
export async function recordRelease(db: Db, pages: readonly ReleasedPage[], at = new Date()): Promise<Release> {
  const fingerprint = releaseFingerprint(pages);
  await db
    .insert(siteReleases)
    .values({ fingerprint, pages: [...pages], firstServedAt: at })
    .onConflictDoNothing();
  return (await findRelease(db, fingerprint))!;
}

export async function findRelease(db: Db, fingerprint: string): Promise<Release | undefined> {
  const [row] = await db.select().from(siteReleases).where(eq(siteReleases.fingerprint, fingerprint));
  return row ? toRelease(row) : undefined;
}

/** The releases, newest first (at most `limit`). */
export async function listReleases(db: Db, limit = 20): Promise<Release[]> {
  const rows = await db.select().from(siteReleases).orderBy(desc(siteReleases.firstServedAt)).limit(limit);
  return rows.map(toRelease);
}

/** The release approved last, to say what a waiting one changed since. */
export async function lastApproved(db: Db): Promise<Release | undefined> {
  const [row] = await db
    .select()
    .from(siteReleases)
    .where(isNotNull(siteReleases.approvedAt))
    .orderBy(desc(siteReleases.approvedAt))
    .limit(1);
  return row ? toRelease(row) : undefined;
}

/** Whether the newest release waits for a principal (its approval alone is read, not its words). */
export async function newestReleaseWaits(db: Db): Promise<boolean> {
  const [newest] = await db
    .select({ approvedAt: siteReleases.approvedAt })
    .from(siteReleases)
    .orderBy(desc(siteReleases.firstServedAt))
    .limit(1);
  return newest !== undefined && newest.approvedAt === null;
}

/** The paths whose words differ from `before` (every path when nothing was approved before). */
export function changedPages(release: Release, before: Release | undefined): ReleasedPage[] {
  const earlier = new Map((before?.pages ?? []).map((page) => [page.path, page.sha256]));
  return release.pages.filter((page) => earlier.get(page.path) !== page.sha256);
}

/** The paths `before` had and `release` has no more. */
export function removedPages(release: Release, before: Release | undefined): string[] {
  const now = new Set(release.pages.map((page) => page.path));
  return (before?.pages ?? []).map((page) => page.path).filter((path) => !now.has(path));
}

export type ApproveResult = { ok: true } | { ok: false; reason: "not-found" | "approved-already" };

/** A principal's approval of one release, audited in the same transaction. */
export async function approveRelease(db: Db, fingerprint: string, principal: { id: string; email: string }): Promise<ApproveResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(siteReleases).where(eq(siteReleases.fingerprint, fingerprint)).for("update");
    if (!row) return { ok: false, reason: "not-found" };
    if (row.approvedAt) return { ok: false, reason: "approved-already" };
    const now = new Date();
    await tx
      .update(siteReleases)
      .set({ approvedById: principal.id, approvedByEmail: principal.email, approvedAt: now })
      .where(and(eq(siteReleases.fingerprint, fingerprint), isNull(siteReleases.approvedAt)));
    await recordAudit(
      tx,
      principal,
      {
        action: auditActions.releaseApprove,
        subjectType: "content",
        subjectId: fingerprint,
        detail: `${(row.pages as unknown[]).length} pages`,
      },
      now,
    );
    return { ok: true };
  });
}

/** Under SITE_STAGE=live, what keeps this release from starting: its approval, if it has none. */
export function releaseFindings(release: Pick<Release, "fingerprint" | "pages" | "approvedAt">): Finding[] {
  if (release.approvedAt) return [];
  return [
    {
      rule: "unapproved",
      where: `release ${release.fingerprint.slice(0, 12)} (the fixed pages, ${release.pages.length})`,
      message:
        "the words of the site's fixed pages in this release have no principal's approval: a principal reads and approves them at /staff/releases, at the preview stage.",
    },
  ];
}

/**
 * At a production start: keep the release of the pages `compose` reads (the prerendered ones,
 * then those rendered and drawn at start) and answer what keeps it from going live. A build with
 * no page has no release. A release that cannot be read or stored is logged; at the preview stage
 * the site serves on, under SITE_STAGE=live it is a finding, since nobody approved what would be
 * served.
 */
export async function releaseAtStart(
  db: Db,
  compose: () => Promise<ReleasedPage[]>,
  stage: "preview" | "live",
  log = writeLog,
): Promise<Finding[]> {
  const building = compose().then((pages) => (pages.length > 0 ? releaseOf(pages) : null));
  setServedRelease(building.catch(() => null));
  try {
    const built = await building;
    return built ? releaseFindings(await recordRelease(db, built.pages)) : [];
  } catch (error) {
    log("error", "release.record_failed", { error: error instanceof Error ? error.message : String(error) });
    if (stage !== "live") return [];
    return [
      {
        rule: "unapproved",
        where: "release (not recorded)",
        message:
          "the words of the site's fixed pages could not be recorded, so no principal can have approved them: see the release.record_failed error.",
      },
    ];
  }
}
