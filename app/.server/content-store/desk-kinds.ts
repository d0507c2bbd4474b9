// The kinds' rules (app/lib/content-desk) as the store is opened with them: bodies parsed and
// checked at submission, review-by days, the snapshot built from the published bodies, and the
// first versions made from app/content.
import { exampleSeeds, exampleStamp } from "~/.server/published/example-content";
import { buildPublishedContent } from "~/lib/content-desk/build";
import { checkVersion, parseBody, submissionIssues } from "~/lib/content-desk/check";
import { itemId, type ContentVersion, type PublishedContent, type VersionStamp } from "~/lib/content-desk/contract";
import { reviewByOf } from "~/lib/content-desk/review-by";
import type { SeedVersion } from "./seed";
import type { PublishedVersion } from "./versions";
import type { KindRules } from "./workflow";

export const deskRules: KindRules = {
  parse: parseBody,
  check: checkVersion,
  submissionIssues,
  reviewBy: reviewByOf,
};

/**
 * The stamp of a published version: an example version still exactly as app/content has it now
 * is the build's example (its prerendered pages stand); any other is itself.
 */
function stampOf(version: PublishedVersion, examples: ReadonlyMap<string, VersionStamp>): VersionStamp {
  const example = version.example ? examples.get(itemId(version.kind, version.itemKey)) : undefined;
  if (example && example.contentHash === version.contentHash) return example;
  const publishedAt = version.publishedAt ?? version.createdAt;
  const first = version.itemFirstPublishedAt;
  return {
    versionId: version.id,
    number: version.number,
    contentHash: version.contentHash ?? "",
    publishedAt: publishedAt.toISOString(),
    // A later version of an item published before: a revision, which the signal's page dates.
    ...(first && first < publishedAt ? { firstPublishedAt: first.toISOString() } : {}),
  };
}

export function buildSnapshot(versions: readonly PublishedVersion[], revision: number): PublishedContent {
  const examples = new Map(exampleSeeds().map((seed) => [itemId(seed.kind, seed.itemKey), exampleStamp(seed)]));
  return buildPublishedContent(
    versions.map((version) => ({ kind: version.kind, itemKey: version.itemKey, body: version.body, stamp: stampOf(version, examples) })),
    revision,
  );
}

export const deskSeeds = (): readonly SeedVersion[] => exampleSeeds();

/** The published signal or article a version's body reads as (for the mails its publication sends). */
export const publishedAs = {
  signal: (version: ContentVersion) => buildSnapshot([version], 0).signals[0],
  commentary: (version: ContentVersion) => buildSnapshot([version], 0).articles[0],
};
