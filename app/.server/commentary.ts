// The commentary articles, bundled into the server build from app/content/commentary/*.md.
// Markdown is turned into HTML here, on the server and at build time, so the Markdown
// library never reaches the browser.
import { marked } from "marked";
import { type ArticleMeta, type ArticleSource, loadArticles } from "~/lib/articles";

const files = import.meta.glob<string>("../content/commentary/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

const articles = loadArticles(files);

/** The articles of app/content/commentary as written: the store's first, example versions. */
export function articleSources(): readonly ArticleSource[] {
  return articles;
}

/** Every article's details, newest first. */
export function listArticles(): ArticleMeta[] {
  return articles.map((article) => article.meta);
}

/** One article with its body as HTML, or undefined when no article has that slug. */
export function findArticle(slug: string): { meta: ArticleMeta; html: string } | undefined {
  const article = articles.find((candidate) => candidate.meta.slug === slug);
  if (!article) return undefined;
  // The Markdown comes from this repository, not from visitors, so its HTML is trusted.
  return { meta: article.meta, html: marked.parse(article.markdown, { async: false }) };
}
