// The store's first versions, made from app/content as the site shows it today (marked example:
// the firm replaces them). Pure: the articles (read from app/content/commentary by
// app/.server/commentary.ts) and the models' targets (app/content/model-targets.server.ts) are
// handed in by the server, so nothing server-only is imported here.
import { etfs } from "~/content/etfs";
import { mediaPage } from "~/content/media";
import type { ModelTarget } from "./model-target";
import { investmentModels } from "~/content/models";
import type { ArticleSource } from "~/lib/articles";
import type { BodyOf } from "./bodies";
import type { MediaBody } from "./bodies/media";
import { buildPublishedContent } from "./build";
import { itemId, type ContentKind, type PublishedContent } from "./contract";
import { withoutUndefined } from "./merge";
import { aYearAfter, reviewByOf } from "./review-by";
import { ZONE_DATA_KEY } from "./bodies/zone-data";
import { builtInZoneData } from "./zone-dataset";

export type ExampleVersion = { kind: ContentKind; itemKey: string; title: string; body: unknown; reviewBy: string | null };

export type ExampleSources = {
  /** Every article of app/content/commentary, parsed (app/.server/commentary.ts). */
  articles: readonly ArticleSource[];
  /** app/content/model-targets.server.ts › modelTargets. */
  modelTargets: Readonly<Partial<Record<number, readonly ModelTarget[]>>>;
};

/** A media item's key: its date and title as a slug ("2026-10-15-sample-release-zone-navigator-opens"). */
export function mediaKey(date: string, title: string): string {
  const words = title
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${date}-${words}`.slice(0, 80).replace(/-+$/, "");
}

/** The media items of app/content/media.ts (press releases and coverage) as bodies. */
export function exampleMedia(): { itemKey: string; body: MediaBody }[] {
  const releases = mediaPage.pressReleases.items.map(({ date, title, summary, sample }): MediaBody => ({
    type: "press-release",
    date,
    title,
    summary,
    sample,
  }));
  const coverage = mediaPage.coverage.items.map(({ date, title, outlet, sample }): MediaBody => ({
    type: "coverage",
    date,
    title,
    outlet,
    sample,
  }));
  return [...releases, ...coverage].map((body) => ({ itemKey: mediaKey(body.date, body.title), body }));
}

/** Every item of app/content as its first version. */
export function exampleVersions({ articles, modelTargets }: ExampleSources): ExampleVersion[] {
  const versions: ExampleVersion[] = [];
  const add = <K extends ContentKind>(kind: K, itemKey: string, title: string, body: BodyOf<K>, reviewBy = reviewByOf(kind, body)) =>
    versions.push({ kind, itemKey, title, body, reviewBy });

  for (const { meta, markdown } of articles) {
    const { slug, ...fields } = meta;
    // The files carry no review date: an example article is looked at again a year after its date.
    add("commentary", slug, meta.title, { ...fields, markdown, reviewBy: aYearAfter(meta.date) });
  }
  for (const { itemKey, body } of exampleMedia()) add("media", itemKey, body.title, body);
  for (const model of investmentModels) {
    const body: BodyOf<"model-figures"> = withoutUndefined({
      stats: model.stats.map((stat) => ({ ...stat })),
      statsDates: model.statsDates && { ...model.statsDates },
      statsBenchmark: model.statsBenchmark,
      recordOf: model.recordOf,
      targetsStated: model.targetsStated,
      performance: model.performance && { ...model.performance, rows: model.performance.rows.map((row) => ({ ...row })) },
      riskNote: model.riskNote,
      targets: (modelTargets[model.id] ?? []).map((target) => ({ ...target })),
      example: model.example,
    });
    add("model-figures", String(model.id), `${model.name}: figures`, body);
  }
  for (const fund of etfs) {
    const { ticker, name: _name, url: _url, ...facts } = fund;
    add("fund-facts", ticker, `${ticker}: fund facts`, withoutUndefined({ ...facts }) as BodyOf<"fund-facts">);
  }
  add("zone-data", ZONE_DATA_KEY, "Zone data", builtInZoneData());
  return versions;
}

/**
 * The snapshot of the example versions alone, before any store is read (prerendering at build
 * time, a store not yet seeded): each item's stamp names no stored version (`example:<item>`,
 * number 1, no hash or publication time).
 */
export function examplePublishedContent(sources: ExampleSources, revision = 0): PublishedContent {
  return buildPublishedContent(
    exampleVersions(sources).map(({ kind, itemKey, body }) => ({
      kind,
      itemKey,
      body,
      stamp: { versionId: `example:${itemId(kind, itemKey)}`, number: 1, contentHash: "", publishedAt: "" },
    })),
    revision,
  );
}
