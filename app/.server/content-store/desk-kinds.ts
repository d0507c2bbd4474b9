// The kinds' rules, snapshot and first versions as the store is opened with them. Until the
// kinds' own modules (app/lib/content-desk) are in, bodies are taken as objects, nothing is
// checked, and the snapshot is app/content's.
import { listArticles, findArticle } from "~/.server/commentary";
import { etfs } from "~/content/etfs";
import { modelTargets } from "~/content/model-targets.server";
import { investmentModels } from "~/content/models";
import type { ContentVersion, PublishedContent } from "~/lib/content-desk/contract";
import { zoneDatasetSchema } from "~/lib/zone-dataset";
import { builtInZoneDataset, ZONE_DATA_ITEM } from "~/.server/zone-data/approved-zone-data";
import type { SeedVersion } from "./seed";
import type { KindRules } from "./workflow";

export const deskRules: KindRules = {
  parse: (_kind, body) =>
    body && typeof body === "object"
      ? { ok: true, value: body }
      : { ok: false, issues: [{ path: "body", message: "The content is empty." }] },
  check: () => [],
};

export function buildSnapshot(versions: readonly ContentVersion[], revision: number): PublishedContent {
  const zones = versions.find((version) => version.kind === "zone-data" && version.itemKey === ZONE_DATA_ITEM);
  const zoneDataset = zones ? zoneDatasetSchema.safeParse(zones.body) : undefined;
  return {
    zoneDataset: zoneDataset?.success ? zoneDataset.data : null,
    revision,
    models: investmentModels,
    modelTargets,
    holdings: {},
    funds: etfs,
    articles: listArticles().map((meta) => ({ meta, markdown: findArticle(meta.slug)?.html ?? "", versionId: `example:${meta.slug}` })),
    media: [],
    signals: [],
    stamps: {},
  };
}

export const deskSeeds = (): SeedVersion[] => [
  ...listArticles().map((meta) => ({
    kind: "commentary" as const,
    itemKey: meta.slug,
    title: meta.title,
    body: { ...meta },
    reviewBy: null,
  })),
  { kind: "zone-data", itemKey: ZONE_DATA_ITEM, title: "Zone data (built-in tables)", body: builtInZoneDataset(), reviewBy: null },
];
