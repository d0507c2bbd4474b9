// What the site shows, made from the published version of every item: each body laid onto
// app/content's static part of its item (a model's name and description, a fund's name), the
// articles, media and signals newest first, and the stamp of the version each item draws on. An
// item without a published version shows nothing of it (a model keeps its name, without figures;
// a fund is left out); the seed gives every item of app/content a first version.
import { newestFirst } from "~/lib/articles";
import { etfs } from "~/content/etfs";
import type { ModelTarget } from "./model-target";
import { investmentModels } from "~/content/models";
import type { BodyOf } from "./bodies";
import { parseBody, parseItemKey, type BodyIssue } from "./check";
import {
  itemId,
  type ContentKind,
  type Holding,
  type MediaItem,
  type PublishedArticle,
  type PublishedContent,
  type PublishedSignal,
  type VersionStamp,
} from "./contract";
import { fundWithFacts, holdingsOfBody, modelStatic, modelWithFigures, targetsOfBody, withoutUndefined } from "./merge";

export type PublishedRow = { kind: ContentKind; itemKey: string; body: unknown; stamp: VersionStamp };

export type BuildOptions = {
  /** Told of a row whose key or body does not parse (left out of the snapshot): log its ids, never its text. */
  onSkipped?: (row: PublishedRow, issues: BodyIssue[]) => void;
};

/** The snapshot the site reads, from the published rows (one per item; a later row of the same item wins). */
export function buildPublishedContent(rows: readonly PublishedRow[], revision: number, options: BuildOptions = {}): PublishedContent {
  const bodies = new Map<string, { row: PublishedRow; body: unknown }>();
  for (const row of rows) {
    const key = parseItemKey(row.kind, row.itemKey);
    const body = parseBody(row.kind, row.body);
    if (!key.ok || !body.ok) {
      options.onSkipped?.(row, [...(key.ok ? [] : key.issues), ...(body.ok ? [] : body.issues)]);
      continue;
    }
    bodies.set(itemId(row.kind, row.itemKey), { row, body: body.value });
  }
  const of = <K extends ContentKind>(kind: K) =>
    [...bodies.values()].filter(({ row }) => row.kind === kind) as { row: PublishedRow; body: BodyOf<K> }[];
  const one = <K extends ContentKind>(kind: K, itemKey: string) => bodies.get(itemId(kind, itemKey))?.body as BodyOf<K> | undefined;

  const modelTargets: Record<number, readonly ModelTarget[]> = {};
  const holdings: Record<number, { asOf: string; positions: Holding[] }> = {};
  const models = investmentModels.map((model) => {
    const body = one("model-figures", String(model.id));
    if (!body) return modelStatic(model);
    const targets = targetsOfBody(body);
    if (targets.length > 0) modelTargets[model.id] = targets;
    const held = holdingsOfBody(body);
    if (held) holdings[model.id] = held;
    return modelWithFigures(model, body);
  });

  const funds = etfs.flatMap((fund) => {
    const body = one("fund-facts", fund.ticker);
    return body ? [fundWithFacts(fund, body)] : [];
  });

  const articles: PublishedArticle[] = newestFirst(
    of("commentary").map(({ row, body }) => ({
      meta: { slug: row.itemKey, title: body.title, date: body.date, author: body.author, summary: body.summary, sample: body.sample },
      markdown: body.markdown,
      versionId: row.stamp.versionId,
    })),
  );

  const media: MediaItem[] = of("media")
    .map(({ row, body }) => withoutUndefined({ id: row.itemKey, ...body, versionId: row.stamp.versionId }))
    .sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));

  const signals: PublishedSignal[] = of("signal")
    .map(({ row, body }) => ({
      id: row.itemKey,
      modelId: body.modelId,
      effectiveDate: body.effectiveDate,
      title: body.title,
      trades: body.trades.map((trade) => ({ ...trade })),
      reasoning: body.reasoning,
      publishedAt: row.stamp.publishedAt,
      ...(row.stamp.firstPublishedAt ? { firstPublishedAt: row.stamp.firstPublishedAt } : {}),
      versionId: row.stamp.versionId,
    }))
    .sort((a, b) => b.effectiveDate.localeCompare(a.effectiveDate) || b.publishedAt.localeCompare(a.publishedAt));

  const zoneData = one("zone-data", "zones");
  return {
    revision,
    models,
    modelTargets,
    holdings,
    funds,
    articles,
    media,
    signals,
    stamps: Object.fromEntries([...bodies.entries()].map(([id, { row }]) => [id, row.stamp])),
    ...(zoneData ? { zoneData } : {}),
  };
}
