// The first, example version of everything the site publishes, built from app/content as it is:
// what prerendering reads at build time (the default of `publishedContentContext`) and what the
// store's first versions hold. Every item's version is `example:<kind>:<itemKey>`, number 1.
import { createHash } from "node:crypto";
import { listArticleSources } from "~/.server/commentary";
import { etfs } from "~/content/etfs";
import { mediaPage } from "~/content/media";
import { modelTargets } from "~/content/model-targets.server";
import { investmentModels } from "~/content/models";
import { itemId, type ContentKind, type MediaItem, type PublishedContent, type VersionStamp } from "~/lib/content-desk/contract";
import { canonicalJson } from "~/.server/zone-data/data-version";

/** The day the example versions count as published: the site's first content. */
export const EXAMPLE_PUBLISHED_AT = "2026-11-01T00:00:00.000Z";

/** The version id of an item's example version. */
export const exampleVersionId = (kind: ContentKind, itemKey: string) => `example:${kind}:${itemKey}`;

/** Whether a version is an item's example one (its page was prerendered from it). */
export const isExampleVersion = (versionId: string) => versionId.startsWith("example:");

function exampleStamp(kind: ContentKind, itemKey: string, body: unknown): [string, VersionStamp] {
  return [
    itemId(kind, itemKey),
    {
      versionId: exampleVersionId(kind, itemKey),
      number: 1,
      contentHash: createHash("sha256").update(canonicalJson(body)).digest("hex"),
      publishedAt: EXAMPLE_PUBLISHED_AT,
    },
  ];
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** The press releases and coverage of /media as media items, newest first. */
function exampleMedia(): MediaItem[] {
  const item = (type: MediaItem["type"], fields: Omit<MediaItem, "id" | "type" | "versionId">): MediaItem => {
    const id = `${type}-${slug(fields.title)}`;
    return { id, type, ...fields, versionId: exampleVersionId("media", id) };
  };
  return [
    ...mediaPage.pressReleases.items.map((release) => item("press-release", release)),
    ...mediaPage.coverage.items.map((coverage) => item("coverage", coverage)),
  ].sort((a, b) => b.date.localeCompare(a.date));
}

let built: PublishedContent | undefined;

/** The example content (built once: nothing in it changes while the process runs). */
export function exampleContent(): PublishedContent {
  if (built) return built;
  const articles = listArticleSources().map((article) => ({
    ...article,
    versionId: exampleVersionId("commentary", article.meta.slug),
  }));
  const media = exampleMedia();
  const stamps = Object.fromEntries([
    ...articles.map((article) => exampleStamp("commentary", article.meta.slug, { meta: article.meta, markdown: article.markdown })),
    ...media.map(({ versionId: _, ...item }) => exampleStamp("media", item.id, item)),
    ...investmentModels.map((model) => exampleStamp("model-figures", String(model.id), { model, targets: modelTargets[model.id] ?? [] })),
    ...etfs.map((fund) => exampleStamp("fund-facts", fund.ticker, fund)),
  ]);
  built = {
    revision: 0,
    models: investmentModels,
    modelTargets: modelTargets as PublishedContent["modelTargets"],
    // The content names the ETFs each model holds but not their weights: no holdings are published.
    holdings: {},
    funds: etfs,
    articles,
    media,
    signals: [],
    stamps,
  };
  return built;
}
