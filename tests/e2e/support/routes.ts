import { readArticleFiles } from "../../../app/.server/commentary-files";
import { etfPageMeta, etfs } from "../../../app/content/etfs";
import { etfPath, modelPath } from "../../../app/content/model-basics";
import { investmentModels } from "../../../app/content/models";
import { modelPageMeta } from "../../../app/content/models-page";
import { pages } from "../../../app/content/pages";
import { articlePage } from "../../../app/content/site-pages";
import { articlePath } from "../../../app/lib/articles";

/** The commentary articles, read from their Markdown files. */
export const articles = readArticleFiles();

/** Every screen of the route table a signed-out visitor sees, with the title its page sets. */
export const screens: { path: string; title: string }[] = [
  ...Object.entries(pages)
    .filter(([, page]) => !("signedOutRedirect" in page))
    .map(([path, page]) => ({ path, title: page.title })),
  ...investmentModels.map((model) => ({ path: modelPath(model.id), title: modelPageMeta(model).title })),
  ...etfs.map((fund) => ({ path: etfPath(fund.ticker), title: etfPageMeta(fund).title })),
  ...articles.map((article) => ({ path: articlePath(article.slug), title: articlePage(article).title })),
];
