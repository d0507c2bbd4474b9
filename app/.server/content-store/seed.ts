// The store's first versions: the content of app/content, published as examples on the first
// start (and for any item the code adds later that the store has never held). Example versions
// carry no approver: the content check and the launch gate keep listing them until the firm
// replaces each with its own approved version.
import { randomUUID } from "node:crypto";
import type { Db } from "~/.server/db/database";
import { contentChanges, contentVersions } from "~/.server/db/schema";
import type { ContentKind } from "~/lib/content-desk/contract";
import { contentHashOf } from "./versions";

export type SeedVersion = { kind: ContentKind; itemKey: string; title: string; body: unknown; reviewBy: string | null };

export const EXAMPLE_AUTHOR = "example content (app/content)";

/** Insert, as published version 1, each seed whose item has no version yet; returns how many were new. */
export async function seedExamples(db: Db, seeds: readonly SeedVersion[], now = new Date()): Promise<number> {
  if (seeds.length === 0) return 0;
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(contentVersions)
      .values(
        seeds.map((seed) => ({
          id: randomUUID(),
          kind: seed.kind,
          itemKey: seed.itemKey,
          number: 1,
          status: "published" as const,
          title: seed.title,
          body: seed.body ?? null,
          contentHash: contentHashOf(seed.title, seed.body),
          example: true,
          authorId: null,
          authorEmail: EXAMPLE_AUTHOR,
          createdAt: now,
          updatedAt: now,
          publishedAt: now,
          reviewBy: seed.reviewBy,
        })),
      )
      .onConflictDoNothing({ target: [contentVersions.kind, contentVersions.itemKey, contentVersions.number] })
      .returning({ id: contentVersions.id, kind: contentVersions.kind, itemKey: contentVersions.itemKey });
    if (inserted.length > 0) {
      await tx.insert(contentChanges).values(inserted.map((row) => ({ at: now, kind: row.kind, itemKey: row.itemKey, versionId: row.id })));
    }
    return inserted.length;
  });
}
