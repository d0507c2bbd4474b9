// The pages each publication changed, kept as the site rendered them right after it went live
// (Rule 204-2): for the archive, its export, and "what did /models/3 show on 31 March?".
import { createHash } from "node:crypto";
import { asc, inArray } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { contentPageCaptures } from "~/.server/db/schema";

export type PageCapture = { versionId: string; path: string; status: number; html: string; sha256: string; capturedAt: Date };

/** Keep one rendered page of a version; the first instance to render it wins, later ones change nothing. */
export async function recordCapture(db: Db, capture: { versionId: string; path: string; status: number; html: string }, at = new Date()) {
  const sha256 = createHash("sha256").update(capture.html).digest("hex");
  await db
    .insert(contentPageCaptures)
    .values({ ...capture, sha256, capturedAt: at })
    .onConflictDoNothing();
}

/** The pages captured for these versions, by version then path. */
export async function capturesOf(db: Db, versionIds: readonly string[]): Promise<PageCapture[]> {
  if (versionIds.length === 0) return [];
  return db
    .select()
    .from(contentPageCaptures)
    .where(inArray(contentPageCaptures.versionId, [...versionIds]))
    .orderBy(asc(contentPageCaptures.versionId), asc(contentPageCaptures.path));
}
