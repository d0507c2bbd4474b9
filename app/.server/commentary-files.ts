// The commentary articles read straight from disk, for code that runs outside the app
// bundle: the build configuration (which pages to prerender) and the browser tests.
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { type ArticleMeta, articlePath, loadArticles } from "../lib/articles";

const directory = fileURLToPath(new URL("../content/commentary/", import.meta.url));

export function readArticleFiles(dir = directory): ArticleMeta[] {
  const files = Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith(".md"))
      .map((name) => [name, readFileSync(`${dir}/${name}`, "utf8")]),
  );
  return loadArticles(files).map((article) => article.meta);
}

/** The address of every article: each is prerendered at build time. */
export function articlePrerenderPaths(dir = directory): string[] {
  return readArticleFiles(dir).map((article) => articlePath(article.slug));
}
