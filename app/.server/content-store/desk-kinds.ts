// The kinds' rules (app/lib/content-desk) as the store is opened with them: bodies parsed and
// checked at submission, review-by days, the snapshot built from the published bodies, and the
// first versions made from app/content.
import { articleSources } from "~/.server/commentary";
import { modelTargets } from "~/content/model-targets.server";
import { buildPublishedContent } from "~/lib/content-desk/build";
import { checkVersion, parseBody } from "~/lib/content-desk/check";
import type { ContentVersion, PublishedContent } from "~/lib/content-desk/contract";
import { reviewByOf } from "~/lib/content-desk/review-by";
import { exampleVersions } from "~/lib/content-desk/seed";
import type { SeedVersion } from "./seed";
import type { KindRules } from "./workflow";

export const deskRules: KindRules = {
  parse: parseBody,
  check: checkVersion,
  reviewBy: reviewByOf,
};

export function buildSnapshot(versions: readonly ContentVersion[], revision: number): PublishedContent {
  return buildPublishedContent(
    versions.map((version) => ({
      kind: version.kind,
      itemKey: version.itemKey,
      body: version.body,
      stamp: {
        versionId: version.id,
        number: version.number,
        contentHash: version.contentHash ?? "",
        publishedAt: (version.publishedAt ?? version.createdAt).toISOString(),
      },
    })),
    revision,
  );
}

export const deskSeeds = (): SeedVersion[] => exampleVersions({ articles: articleSources(), modelTargets });
