// The store's first versions are app/content as the site shows it today: built into the
// published snapshot, they give the same models, targets, funds, articles and media.
import { describe, expect, it } from "vitest";
import { listArticles } from "~/.server/commentary";
import { etfs } from "~/content/etfs";
import { mediaPage } from "~/content/media";
import { modelTargets } from "~/content/model-targets.server";
import { investmentModels } from "~/content/models";
import { loadArticles } from "~/lib/articles";
import { buildPublishedContent, type PublishedRow } from "~/lib/content-desk/build";
import { parseBody } from "~/lib/content-desk/check";
import { contentKinds, itemId } from "~/lib/content-desk/contract";
import { examplePublishedContent, exampleVersions } from "~/lib/content-desk/seed";
import { builtInZoneData, zoneTablesOf } from "~/lib/content-desk/zone-dataset";
import { builtInAllocations, builtInZones } from "~/content/zones";
import { builtInProducts } from "~/content/zone-products";
import { weightsCsv, weightsOn } from "~/.server/signals/signal-pages";

const files = import.meta.glob<string>("../../../app/content/commentary/*.md", { query: "?raw", import: "default", eager: true });
const articles = loadArticles(files);
const examples = exampleVersions({ articles, modelTargets });

const rows: PublishedRow[] = examples.map((version, index) => ({
  kind: version.kind,
  itemKey: version.itemKey,
  body: version.body,
  stamp: { versionId: `v${index}`, number: 1, contentHash: "0".repeat(64), publishedAt: "2026-11-01T00:00:00.000Z" },
}));

describe("the example versions", () => {
  it("cover every kind but signals, and every body parses with its kind's schema", () => {
    expect(new Set(examples.map((version) => version.kind))).toEqual(new Set(contentKinds.filter((kind) => kind !== "signal")));
    for (const version of examples)
      expect(parseBody(version.kind, version.body), `${version.kind}:${version.itemKey}`).toMatchObject({ ok: true });
  });

  it("give every item one version, named and with its review date where its kind has one", () => {
    const ids = examples.map((version) => itemId(version.kind, version.itemKey));
    expect(new Set(ids).size).toBe(ids.length);
    expect(examples.find((version) => version.kind === "fund-facts" && version.itemKey === "YFYA")).toMatchObject({
      title: "YFYA: fund facts",
      reviewBy: "2027-03-01",
    });
    expect(examples.filter((version) => version.kind === "commentary")).toHaveLength(listArticles().length);
  });
});

describe("buildPublishedContent of the example versions", () => {
  const published = buildPublishedContent(rows, 7);

  it("gives the models, their targets and the funds of app/content", () => {
    expect(published.revision).toBe(7);
    expect(published.models).toEqual(investmentModels);
    expect(published.modelTargets).toEqual(modelTargets);
    expect(published.holdings).toEqual({});
    expect(published.funds).toEqual(etfs);
  });

  it("gives the articles newest first, as the commentary pages list them", () => {
    expect(published.articles.map((article) => article.meta)).toEqual(listArticles());
    expect(published.articles.map(({ meta, markdown }) => ({ meta, markdown }))).toEqual(articles);
    expect(new Set(published.articles.map((article) => article.versionId)).size).toBe(articles.length);
  });

  it("gives the press releases and coverage of the media page, newest first", () => {
    const expected = [
      ...mediaPage.pressReleases.items.map((item) => ({ type: "press-release", ...item })),
      ...mediaPage.coverage.items.map((item) => ({ type: "coverage", ...item })),
    ].sort((a, b) => b.date.localeCompare(a.date));
    expect(published.media.map(({ id: _id, versionId: _versionId, ...item }) => item)).toEqual(expected);
    expect(published.media[0]!.id).toBe("2026-10-15-sample-release-zone-navigator-opens-to-all-advisors");
  });

  it("gives the built-in zone data, a stamp for every item and no signals", () => {
    expect(published.zoneData).toEqual(builtInZoneData());
    expect(Object.keys(published.stamps)).toHaveLength(examples.length);
    expect(published.stamps["model-figures:3"]).toEqual(rows.find((row) => row.kind === "model-figures" && row.itemKey === "3")!.stamp);
    expect(published.signals).toEqual([]);
  });

  it("shows a model without a published version by its name, without figures, and leaves out a fund without one", () => {
    const partial = buildPublishedContent(
      rows.filter(
        (row) => !(row.kind === "model-figures" && row.itemKey === "3") && !(row.kind === "fund-facts" && row.itemKey === "RSMV"),
      ),
      8,
    );
    const model = partial.models.find((candidate) => candidate.id === 3)!;
    expect(model).toMatchObject({ name: investmentModels.find((candidate) => candidate.id === 3)!.name, stats: [] });
    expect(model.statsDates).toBeUndefined();
    expect(partial.funds.map((fund) => fund.ticker)).toEqual(["YFYA"]);
    expect(partial.stamps["model-figures:3"]).toBeUndefined();
  });

  it("puts a model's weights in force on a day: its newest signal that has taken effect, never one still to come", () => {
    const signal = (effectiveDate: string, after: number): PublishedRow => ({
      kind: "signal",
      itemKey: `${effectiveDate}-model-3`,
      body: {
        modelId: 3,
        effectiveDate,
        title: "Change",
        trades: [
          { ticker: "RSMV", name: "RS Managed Volatility ETF", before: 100 - after, after },
          { ticker: "BIL", name: "SPDR Bloomberg 1-3 Month T-Bill ETF", before: after, after: 100 - after },
        ],
        reasoning: "Why.",
      },
      stamp: { versionId: effectiveDate, number: 1, contentHash: "0".repeat(64), publishedAt: "2026-11-01T00:00:00.000Z" },
    });
    const content = buildPublishedContent([...rows, signal("2026-10-01", 40), signal("2026-12-01", 100)], 10);
    const october = {
      asOf: "2026-10-01",
      positions: [
        { ticker: "RSMV", name: "RS Managed Volatility ETF", weight: 40 },
        { ticker: "BIL", name: "SPDR Bloomberg 1-3 Month T-Bill ETF", weight: 60 },
      ],
    };
    // Published on 1 November, the December change is not yet the model's weights in November.
    expect(weightsOn(content, 3, "2026-11-30")).toEqual(october);
    expect(weightsCsv(content, 3, "2026-11-30")?.asOf).toBe("2026-10-01");
    expect(weightsOn(content, 3, "2026-12-01")).toEqual({
      asOf: "2026-12-01",
      positions: [{ ticker: "RSMV", name: "RS Managed Volatility ETF", weight: 100 }],
    });
    // Before any change took effect, and for a model with no signal, none are published.
    expect(weightsOn(content, 3, "2026-09-30")).toBeUndefined();
    expect(weightsOn(content, 4, "2026-12-01")).toBeUndefined();
  });

  it("leaves out a row whose body does not parse, and says which", () => {
    const skipped: string[] = [];
    const bad = rows.map((row) => (row.kind === "fund-facts" && row.itemKey === "YFYA" ? { ...row, body: { objective: "" } } : row));
    const partial = buildPublishedContent(bad, 9, { onSkipped: (row, issues) => skipped.push(`${row.itemKey}:${issues[0]!.path}`) });
    expect(partial.funds.map((fund) => fund.ticker)).toEqual(["RSMV"]);
    expect(skipped).toEqual(["YFYA:objective"]);
  });
});

describe("the zone data body", () => {
  it("is the dataset the zone data service records for its built-in tables, read back", async () => {
    const { builtInDataset } = await import("~/.server/zone-data/data-version");
    const stored = parseBody("zone-data", JSON.parse(builtInDataset().content));
    expect(stored).toEqual({ ok: true, value: builtInZoneData() });
  });
});

describe("examplePublishedContent", () => {
  it("is the example versions' snapshot, each item stamped as an example", () => {
    const content = examplePublishedContent({ articles, modelTargets });
    expect(content.revision).toBe(0);
    expect(content.models).toEqual(investmentModels);
    expect(content.funds).toEqual(etfs);
    expect(content.stamps["fund-facts:YFYA"]).toEqual({
      versionId: "example:fund-facts:YFYA",
      number: 1,
      contentHash: "",
      publishedAt: "",
    });
    expect(content.articles[0]!.versionId).toBe(`example:commentary:${content.articles[0]!.meta.slug}`);
  });
});

describe("zoneTablesOf", () => {
  it("gives the built-in tables back in the Zone Navigator's shapes", () => {
    const tables = zoneTablesOf(builtInZoneData());
    expect(tables.zones).toEqual(builtInZones);
    expect(tables.allocations.qualified[4]).toEqual(builtInAllocations.qualified[4].map(({ firmProducts: _lines, ...item }) => item));
    expect(tables.products["non-qualified"][2]).toEqual(
      builtInProducts({ zone: 2, account: "non-qualified" }).map(({ kind, id, why }) => ({ kind, id, why })),
    );
  });
});
