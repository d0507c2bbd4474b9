// Commentary articles: Markdown files with front matter, one per article. The file name is
// the slug of the article's address, /commentary/{slug}.
import { parseFrontMatter } from "./front-matter";

export type ArticleMeta = {
  slug: string;
  title: string;
  /** ISO date (YYYY-MM-DD) of publication. */
  date: string;
  author: string;
  summary: string;
  /** Sample articles show the layout until the firm publishes its own; the page says so. */
  sample: boolean;
};

export type ArticleSource = { meta: ArticleMeta; markdown: string };

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const articlePath = (slug: string) => `/commentary/${slug}`;

/** "app/content/commentary/rates-outlook.md" -> "rates-outlook". */
export function slugFromFileName(fileName: string): string {
  const slug = (fileName.split(/[\\/]/).pop() ?? "").replace(/\.md$/, "");
  if (!SLUG.test(slug)) throw new Error(`${fileName}: the file name must be a lowercase slug like "my-article.md"`);
  return slug;
}

/** Read one article file, checking that its front matter has every field. */
export function parseArticle(fileName: string, source: string): ArticleSource {
  const { data, body } = parseFrontMatter(source);
  const field = (key: string) => {
    const value = data[key]?.trim();
    if (!value) throw new Error(`${fileName}: front matter needs "${key}"`);
    return value;
  };
  const date = field("date");
  if (!ISO_DATE.test(date) || Number.isNaN(Date.parse(date))) {
    throw new Error(`${fileName}: date must be written YYYY-MM-DD, got "${date}"`);
  }
  const sample = data.sample?.trim() ?? "false";
  if (sample !== "true" && sample !== "false") throw new Error(`${fileName}: sample must be true or false`);
  return {
    meta: {
      slug: slugFromFileName(fileName),
      title: field("title"),
      date,
      author: field("author"),
      summary: field("summary"),
      sample: sample === "true",
    },
    markdown: body,
  };
}

/** Articles from newest to oldest; on the same day, by title. */
export function newestFirst<T extends { meta: ArticleMeta }>(articles: T[]): T[] {
  return [...articles].sort((a, b) => b.meta.date.localeCompare(a.meta.date) || a.meta.title.localeCompare(b.meta.title));
}

/** Read every article from a map of file name to source, newest first. */
export function loadArticles(files: Record<string, string>): ArticleSource[] {
  return newestFirst(Object.entries(files).map(([fileName, source]) => parseArticle(fileName, source)));
}
