// The releases of the site's fixed pages on both storage back ends (app/.server/releases): the
// same words are one release however often instances start it; a principal approves it once,
// audited; the database keeps each release's words as they were served; and under the live
// stage a release without approval is a finding that keeps it from starting.
import { createHash, randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "~/.server/db/database";
import { advisorUsers, siteReleases, staffAudit } from "~/.server/db/schema";
import type { ReleasedPage } from "~/.server/releases/page-words";
import {
  approveRelease,
  changedPages,
  lastApproved,
  listReleases,
  recordRelease,
  releaseFindings,
  removedPages,
} from "~/.server/releases/store";
import { backends, openForSuite } from "./support/databases";

const page = (path: string, text: string): ReleasedPage => ({ path, text, sha256: createHash("sha256").update(text).digest("hex") });

async function principal(db: Db) {
  const id = randomUUID();
  const email = `principal-${id.slice(0, 6)}@firm.example`;
  await db.insert(advisorUsers).values({
    id,
    name: "P",
    email,
    firstName: "Pia",
    lastName: "Lee",
    firmName: "Firm",
    role: "staff",
    emailVerified: true,
    principal: true,
  });
  return { id, email };
}

describe.each(backends)("site releases on $name", (backend) => {
  const suite = openForSuite(backend);
  const db = () => suite.database.db;
  /** The database refuses to change a release's words, to write its approval by halves, or to delete it. */
  const expectKept = async (fingerprint: string) => {
    const where = eq(siteReleases.fingerprint, fingerprint);
    await expect(
      db()
        .update(siteReleases)
        .set({ pages: [page("/", "Changed.")] })
        .where(where),
    ).rejects.toThrow();
    await expect(db().update(siteReleases).set({ approvedByEmail: "someone@firm.example" }).where(where)).rejects.toThrow();
    await expect(db().delete(siteReleases).where(where)).rejects.toThrow();
  };

  it("records one release for the same words, approves it once with an audit entry, and keeps it as served", async () => {
    const pages = [page("/", "Home words."), page("/about", "About words.")];
    // Two instances starting the same release at once: one row, the first moment.
    const [first, twin] = await Promise.all([
      recordRelease(db(), pages, new Date("2026-11-01T09:00:00Z")),
      recordRelease(db(), [...pages].reverse(), new Date("2026-11-01T09:00:00Z")),
    ]);
    expect(twin).toEqual(first);
    const again = await recordRelease(db(), [...pages].reverse(), new Date("2026-11-02T09:00:00Z"));
    expect(again).toEqual(first);
    expect(await listReleases(db())).toHaveLength(1);
    expect(first.firstServedAt.toISOString()).toBe("2026-11-01T09:00:00.000Z");
    expect(releaseFindings(first)).toEqual([
      expect.objectContaining({ rule: "unapproved", where: expect.stringContaining(first.fingerprint.slice(0, 12)) }),
    ]);
    expect(changedPages(first, await lastApproved(db())).map((each) => each.path)).toEqual(["/", "/about"]);

    // Waiting, its words cannot change, nor can it be half approved, deleted or emptied.
    await expectKept(first.fingerprint);
    await expect(db().execute(sql`truncate table site_releases`)).rejects.toThrow();

    const pia = await principal(db());
    expect(await approveRelease(db(), first.fingerprint, pia)).toEqual({ ok: true });
    expect(await approveRelease(db(), first.fingerprint, pia)).toEqual({ ok: false, reason: "approved-already" });
    expect(await approveRelease(db(), "0".repeat(64), pia)).toEqual({ ok: false, reason: "not-found" });
    const [approved] = await listReleases(db());
    expect(approved).toMatchObject({ fingerprint: first.fingerprint, approvedByEmail: pia.email });
    expect(releaseFindings(approved!)).toEqual([]);
    const audit = await db().select().from(staffAudit).where(eq(staffAudit.subjectId, first.fingerprint));
    expect(audit.map((entry) => [entry.action, entry.actorEmail])).toEqual([["release approved", pia.email]]);

    // The next release: what changed since the approved one, and what is no longer served.
    const next = await recordRelease(
      db(),
      [page("/", "Home words."), page("/about", "About words, reworded."), page("/legal", "New.")],
      new Date("2026-11-10T09:00:00Z"),
    );
    const before = await lastApproved(db());
    expect(before?.fingerprint).toBe(first.fingerprint);
    expect(changedPages(next, before).map((each) => each.path)).toEqual(["/about", "/legal"]);
    expect(removedPages(await recordRelease(db(), [page("/", "Home words.")], new Date("2026-11-20T09:00:00Z")), before)).toEqual([
      "/about",
    ]);
    // Newest first.
    expect((await listReleases(db())).map((each) => each.pages.length)).toEqual([1, 3, 2]);

    // Approved, its words and its approval stay as they are.
    await expectKept(first.fingerprint);
    expect((await listReleases(db())).find((each) => each.fingerprint === first.fingerprint)?.pages).toEqual(pages);
  });
});
