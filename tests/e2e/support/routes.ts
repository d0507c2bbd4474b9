import { readArticleFiles } from "../../../app/.server/commentary-files";
import { articlePage, pages } from "../../../app/content/pages";
import { articlePath } from "../../../app/lib/articles";

/** The commentary articles, read from their Markdown files. */
export const articles = readArticleFiles();

/** Every screen of the route table a signed-out visitor sees, with the title its page sets. */
export const screens: { path: string; title: string }[] = [
  ...Object.entries(pages)
    .filter(([, page]) => !("signedOutRedirect" in page))
    .map(([path, page]) => ({ path, title: page.title })),
  { path: "/models/1", title: pages["/models"].title },
  ...articles.map((article) => ({ path: articlePath(article.slug), title: articlePage(article).title })),
];
