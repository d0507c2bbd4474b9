// The commentary articles, bundled into the server build from app/content/commentary/*.md (the
// example versions of the published articles). Markdown is turned into HTML here, on the
// server, so the Markdown library never reaches the browser.
import { Marked } from "marked";
import { articleTableLabel } from "~/content/commentary";
import { type ArticleMeta, type ArticleSource, loadArticles } from "~/lib/articles";

const files = import.meta.glob<string>("../content/commentary/*.md", {
  query: "?raw",
  import: "default",
  eager: true,
});

const articles = loadArticles(files);

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

/** Addresses an article may link to or show: the web, mail, and the site's own pages. */
const SAFE_URL = /^(https?:|mailto:|\/(?!\/)|#)/i;

// An article is written by staff in the publishing desk: raw HTML in it is shown as text, and a
// link or image to anything but the web, mail or the site is shown as its words alone.
const markdown = new Marked({
  async: false,
  renderer: {
    html: ({ text }) => escapeHtml(text),
    link({ href, title, tokens }) {
      const words = this.parser.parseInline(tokens);
      if (!SAFE_URL.test(href.trim())) return words;
      return `<a href="${escapeHtml(href)}"${title ? ` title="${escapeHtml(title)}"` : ""}>${words}</a>`;
    },
    image: ({ href, title, text }) =>
      SAFE_URL.test(href.trim())
        ? `<img src="${escapeHtml(href)}" alt="${escapeHtml(text)}"${title ? ` title="${escapeHtml(title)}"` : ""}>`
        : escapeHtml(text),
  },
  // A table wider than a phone scrolls inside its own region, which the keyboard can reach.
  hooks: {
    postprocess: (html) =>
      html
        .replace(/<table>/g, `<div role="region" tabindex="0" aria-label="${articleTableLabel}"><table>`)
        .replace(/<\/table>/g, "</table></div>"),
  },
});

/** An article's Markdown as HTML, safe to place in the page. */
export function articleHtml(source: string): string {
  return markdown.parse(source, { async: false });
}

/** Every article with its Markdown, newest first. */
export function listArticleSources(): ArticleSource[] {
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
  return { meta: article.meta, html: articleHtml(article.markdown) };
}
