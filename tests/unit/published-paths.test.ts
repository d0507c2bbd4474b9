// Which pages show a published item: each is rendered afresh from the published snapshot when
// the item is published, replaced or retired, and no other page is.
import { describe, expect, it } from "vitest";
import { exampleContent } from "~/.server/published/example-content";
import { pathsOf, ZONE_PAGE_PATHS } from "~/.server/published/paths";
import type { PublishedContent } from "~/lib/content-desk/contract";

const content = exampleContent();

describe("pathsOf", () => {
  it("names an article's own page, the list and the sitemap", () => {
    expect(pathsOf("commentary", "asset-location", content)).toEqual(["/commentary", "/commentary/asset-location", "/sitemap.xml"]);
    // A new article's page, not prerendered, is named the same way.
    expect(pathsOf("commentary", "rates-outlook", content)).toContain("/commentary/rates-outlook");
  });

  it("names a model's page, the list, every fund's page, the zone pages and the sitemap for its figures", () => {
    const paths = pathsOf("model-figures", "3", content);
    expect(paths).toEqual(
      expect.arrayContaining(["/models", "/models/3", "/etfs", "/etfs/yfya", "/etfs/rsmv", "/sitemap.xml", ...ZONE_PAGE_PATHS]),
    );
    expect(paths).not.toContain("/models/4");
    expect(paths).not.toContain("/commentary");
    // The home page names models 3, 1 and 2.
    expect(paths).toContain("/");
    expect(pathsOf("model-figures", "4", content)).not.toContain("/");
  });

  it("names a fund's pages and the pages of the models holding it", () => {
    const holders = content.models.filter((model) => model.etfs?.includes("YFYA")).map((model) => `/models/${model.id}`);
    expect(holders.length).toBeGreaterThan(0);
    const paths = pathsOf("fund-facts", "YFYA", content);
    expect(paths).toEqual(expect.arrayContaining(["/etfs", "/etfs/yfya", ...holders]));
    expect(paths).not.toContain("/etfs/rsmv");
    const others = content.models.filter((model) => !model.etfs?.includes("YFYA"));
    for (const model of others) expect(paths).not.toContain(`/models/${model.id}`);
  });

  it("names /media for a media item and the zone pages for the zone data", () => {
    expect(pathsOf("media", "coverage-x", content)).toEqual(["/media"]);
    expect(pathsOf("zone-data", "zones", content)).toEqual([...ZONE_PAGE_PATHS]);
  });

  it("names the signals' pages and the model a signal changes", () => {
    const signal: PublishedContent["signals"][number] = {
      id: "2026-12-model-3",
      modelId: 3,
      effectiveDate: "2026-12-01",
      title: "Rebalance",
      trades: [],
      reasoning: "",
      publishedAt: "2026-11-30T12:00:00.000Z",
      versionId: "v1",
    };
    expect(pathsOf("signal", signal.id, { ...content, signals: [signal] })).toEqual(["/signals", "/signals/2026-12-model-3", "/models/3"]);
    expect(pathsOf("signal", "unknown", content)).toEqual(["/signals", "/signals/unknown"]);
  });
});

describe("the example content", () => {
  it("holds app/content's models, funds, articles and media, each item stamped with its example version", () => {
    expect(content.models.map((model) => model.id)).toContain(3);
    expect(content.articles.map((article) => article.versionId)).toContain("example:commentary:asset-location");
    expect(content.stamps["model-figures:3"]).toMatchObject({ versionId: "example:model-figures:3", number: 1 });
    expect(content.stamps["fund-facts:YFYA"]?.contentHash).toMatch(/^[0-9a-f]{64}$/);
    expect(content.media.length).toBe(5);
    expect(content.media.map((item) => item.date)).toEqual([...content.media.map((item) => item.date)].sort().reverse());
    expect(Object.keys(content.holdings)).toHaveLength(0);
    expect(content.signals).toHaveLength(0);
  });
});
