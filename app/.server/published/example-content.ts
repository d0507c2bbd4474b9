// The first, example version of everything the site publishes, built from app/content as it is
// by the desk's kinds (app/lib/content-desk/seed.ts): what prerendering reads at build time (the
// default of `publishedContentContext`) and what the store's first versions hold. Every item's
// version is `example:<kind>:<itemKey>`, number 1; a store version that is still exactly this
// example is stamped the same (app/.server/content-store/desk-kinds.ts), so its prerendered
// pages stand.
import { listArticleSources } from "~/.server/commentary";
import { contentHashOf } from "~/.server/content-store/versions";
import { modelTargets } from "~/content/model-targets.server";
import { buildPublishedContent } from "~/lib/content-desk/build";
import { itemId, type ContentKind, type PublishedContent, type VersionStamp } from "~/lib/content-desk/contract";
import { exampleVersions, type ExampleVersion } from "~/lib/content-desk/seed";

/** The day the example versions count as published: the site's first content. */
export const EXAMPLE_PUBLISHED_AT = "2026-11-01T00:00:00.000Z";

/** The version id of an item's example version. */
export const exampleVersionId = (kind: ContentKind, itemKey: string) => `example:${kind}:${itemKey}`;

/** Whether a version is an item's example one (its page was prerendered from it). */
export const isExampleVersion = (versionId: string) => versionId.startsWith("example:");

let examples: ExampleVersion[] | undefined;

/** The example versions of app/content (made once: nothing in them changes while the process runs). */
export function exampleSeeds(): readonly ExampleVersion[] {
  examples ??= exampleVersions({ articles: listArticleSources(), modelTargets });
  return examples;
}

const stamps = new Map<string, VersionStamp>();

/** The stamp of an item's example version, whose content hash is the store's hash of its title and body. */
export function exampleStamp(example: ExampleVersion): VersionStamp {
  const id = itemId(example.kind, example.itemKey);
  let stamp = stamps.get(id);
  if (!stamp) {
    stamp = {
      versionId: exampleVersionId(example.kind, example.itemKey),
      number: 1,
      contentHash: contentHashOf(example.title, example.body),
      publishedAt: EXAMPLE_PUBLISHED_AT,
    };
    stamps.set(id, stamp);
  }
  return stamp;
}

let built: PublishedContent | undefined;

/** The example content. */
export function exampleContent(): PublishedContent {
  built ??= buildPublishedContent(
    exampleSeeds().map((example) => ({ kind: example.kind, itemKey: example.itemKey, body: example.body, stamp: exampleStamp(example) })),
    0,
  );
  return built;
}
