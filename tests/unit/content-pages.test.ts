// A publication drops exactly the pages that show the changed item: from the prerendered pages
// held in memory (then rendered from the published snapshot and kept) and from the render cache.
import { describe, expect, it } from "vitest";
import { createContentPages } from "../../server/content-pages";
import type { PrerenderedPage } from "../../server/prerendered-pages";
import { createRenderCache } from "../../server/render-cache";
import { exampleContent } from "~/.server/published/example-content";
import type { PublishedContent } from "~/lib/content-desk/contract";

const page = {} as PrerenderedPage;
const answer = (text: string) => ({ status: 200, headers: [], body: Buffer.from(text), scriptHashes: [] });

function setUp(content: () => PublishedContent = exampleContent) {
  const pages = new Map(
    ["/", "/commentary", "/commentary/asset-location", "/commentary/role-of-income-models", "/media", "/etfs", "/etfs/yfya"].map((path) => [
      path,
      page,
    ]),
  );
  const cache = createRenderCache();
  for (const key of [
    "/models",
    "/models.data",
    "/models/3",
    "/models/3.data?_routes=routes%2Fmodel",
    "/models/4",
    "/zone-navigator?zone=4&account=qualified",
  ])
    cache.set(key, answer(key), 300);
  return { pages, cache, contentPages: createContentPages({ pages, cache, current: content }) };
}

describe("render cache delete", () => {
  it("drops a page's answers, with its data and any query, and no other page's", () => {
    const { cache } = setUp();
    expect(cache.delete("/models/3")).toBe(2);
    expect(cache.get("/models/3")).toBeUndefined();
    expect(cache.get("/models/4")).toBeDefined();
    expect(cache.get("/models")).toBeDefined();
    expect(cache.delete("/zone-navigator", { prefix: true })).toBe(1);
    expect(cache.get("/zone-navigator?zone=4&account=qualified")).toBeUndefined();
  });
});

describe("content pages", () => {
  it("drops an article's pages from memory and the cache, and keeps every other page", () => {
    const { pages, contentPages } = setUp();
    const paths = contentPages.invalidate([{ kind: "commentary", itemKey: "asset-location" }]);
    expect(paths).toContain("/commentary/asset-location");
    expect([...pages.keys()].sort()).toEqual(["/", "/commentary/role-of-income-models", "/etfs", "/etfs/yfya", "/media"]);
    for (const path of ["/commentary", "/commentary.data", "/commentary/asset-location", "/commentary/asset-location.data"])
      expect(contentPages.kept.has(path), path).toBe(true);
    expect(contentPages.replaced("/commentary/role-of-income-models.data")).toBe(false);
    expect(contentPages.replaced("/media.data")).toBe(false);
  });

  it("keeps a new article's page once rendered, though it has no file", () => {
    const { contentPages } = setUp();
    contentPages.invalidate([{ kind: "commentary", itemKey: "rates-outlook" }]);
    expect(contentPages.kept.has("/commentary/rates-outlook")).toBe(true);
  });

  it("drops a model's cached answers and the fund pages that list it", () => {
    const { pages, cache, contentPages } = setUp();
    contentPages.invalidate([{ kind: "model-figures", itemKey: "3" }]);
    expect(cache.get("/models/3")).toBeUndefined();
    expect(cache.get("/models/3.data?_routes=routes%2Fmodel")).toBeUndefined();
    expect(cache.get("/models")).toBeUndefined();
    expect(cache.get("/zone-navigator?zone=4&account=qualified")).toBeUndefined();
    expect(cache.get("/models/4")).toBeDefined();
    expect(pages.has("/etfs/yfya")).toBe(false);
    expect(pages.has("/commentary")).toBe(true);
  });

  it("at start-up drops only the pages of items published since the build (new, replaced or retired)", () => {
    const example = exampleContent();
    const [first, ...rest] = example.articles;
    const changed = { ...first!, versionId: "v2" };
    const published: PublishedContent = {
      ...example,
      revision: 3,
      articles: [changed, ...rest.filter((article) => article.meta.slug !== "role-of-income-models")],
      stamps: Object.fromEntries(
        Object.entries(example.stamps)
          .filter(([id]) => id !== "commentary:role-of-income-models")
          .map(([id, stamp]) => [id, id === `commentary:${first!.meta.slug}` ? { ...stamp, versionId: "v2", number: 2 } : stamp]),
      ),
    };
    const { pages, contentPages } = setUp(() => published);
    const paths = contentPages.reconcile();
    expect(paths).toEqual(expect.arrayContaining([`/commentary/${first!.meta.slug}`, "/commentary/role-of-income-models", "/commentary"]));
    expect(pages.has("/media")).toBe(true);
    expect(pages.has("/etfs/yfya")).toBe(true);
    expect(setUp().contentPages.reconcile()).toEqual([]);
  });
});
