import { describe, expect, it } from "vitest";
import { findArticle, listArticles } from "~/.server/commentary";
import { articlePrerenderPaths, readArticleFiles } from "~/.server/commentary-files";
import { externalLinks, site } from "~/content/site";
import { loadArticles, parseArticle, slugFromFileName } from "~/lib/articles";

const source = (fields: Record<string, string>, body = "Body") =>
  ["---", ...Object.entries(fields).map(([key, value]) => `${key}: ${value}`), "---", body].join("\n");

const complete: Record<string, string> = { title: "A title", date: "2026-10-06", author: "Team", summary: "A summary.", sample: "true" };

describe("article files", () => {
  it("takes the slug from the file name", () => {
    expect(slugFromFileName("../content/commentary/asset-location.md")).toBe("asset-location");
    expect(() => slugFromFileName("Asset Location.md")).toThrow(/lowercase slug/);
  });

  it("reads the front matter into the article's details and keeps the Markdown body", () => {
    expect(parseArticle("x/rates.md", source(complete, "## Hello"))).toEqual({
      meta: { slug: "rates", title: "A title", date: "2026-10-06", author: "Team", summary: "A summary.", sample: true },
      markdown: "## Hello",
    });
  });

  it("names the file and the field when the front matter is incomplete or wrong", () => {
    for (const field of ["title", "date", "author", "summary"]) {
      const { [field]: _left, ...rest } = complete;
      expect(() => parseArticle("x/rates.md", source(rest)), field).toThrow(`x/rates.md: front matter needs "${field}"`);
    }
    expect(() => parseArticle("x/rates.md", source({ ...complete, date: "6 Oct 2026" }))).toThrow(/YYYY-MM-DD/);
    expect(() => parseArticle("x/rates.md", source({ ...complete, sample: "yes" }))).toThrow(/true or false/);
  });

  it("lists articles newest first", () => {
    const files = {
      "old.md": source({ ...complete, date: "2025-01-10" }),
      "new.md": source({ ...complete, date: "2026-03-01" }),
      "mid.md": source({ ...complete, date: "2025-12-31" }),
    };
    expect(loadArticles(files).map((article) => article.meta.slug)).toEqual(["new", "mid", "old"]);
  });
});

describe("the commentary of the site", () => {
  const articles = listArticles();

  it("has at least three articles, newest first, each marked as a sample until real ones exist", () => {
    expect(articles.length).toBeGreaterThanOrEqual(3);
    const dates = articles.map((article) => article.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const article of articles.filter((candidate) => candidate.sample)) {
      expect(findArticle(article.slug)?.html).toMatch(/Sample article/);
    }
  });

  it("renders each article's Markdown to HTML without a second h1, the brand name or an external address", () => {
    for (const article of articles) {
      const html = findArticle(article.slug)!.html;
      expect(html).toContain("<h2");
      expect(html).not.toContain("<h1");
      expect(html).not.toContain(site.brand);
      for (const url of Object.values(externalLinks)) expect(html).not.toContain(url);
    }
    expect(findArticle("no-such-article")).toBeUndefined();
  });

  it("reads the same articles from disk for the build as the server bundles", () => {
    expect(readArticleFiles()).toEqual(articles);
  });

  it("prerenders every article", () => {
    expect(articlePrerenderPaths()).toEqual(articles.map((article) => `/commentary/${article.slug}`));
  });
});
