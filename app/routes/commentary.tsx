import { Link } from "react-router";
import type { Route } from "./+types/commentary";
import { publishedContentContext } from "~/.server/load-context";
import { ArticleByline } from "~/components/commentary/article-byline";
import { PageIntro } from "~/components/sections/page-intro";
import { commentaryPage as copy } from "~/content/commentary";
import { sitePages as pages } from "~/content/site-pages";
import { articlePath } from "~/lib/articles";
import { pageMeta } from "~/lib/meta";
import { documentPage } from "~/lib/page-handle";

export const meta = () => pageMeta(pages["/commentary"]);

export function loader({ context }: Route.LoaderArgs) {
  return { articles: context.get(publishedContentContext).articles.map((article) => article.meta) };
}

export default function CommentaryPage({ loaderData }: Route.ComponentProps) {
  const { articles } = loaderData;
  return (
    <>
      <PageIntro title={copy.title} description={copy.description} />
      <div className="mx-auto w-full max-w-4xl px-4 py-12 sm:px-6 lg:px-8">
        {articles.length === 0 ? (
          <p className="text-muted-foreground">{copy.empty}</p>
        ) : (
          <ol className="space-y-6">
            {articles.map((article) => (
              <li key={article.slug}>
                <article className="rounded-lg border border-border bg-card p-6 shadow-sm">
                  <ArticleByline article={article} className="text-sm text-muted-foreground" />
                  <h2 className="mt-2 text-2xl font-semibold">
                    <Link to={articlePath(article.slug)} className="hover:underline">
                      {article.title}
                    </Link>
                  </h2>
                  <p className="mt-3 text-muted-foreground">{article.summary}</p>
                  <Link
                    to={articlePath(article.slug)}
                    className="mt-4 inline-block font-semibold text-primary underline hover:no-underline"
                    aria-label={`${copy.readMore}: ${article.title}`}
                  >
                    {copy.readMore}
                  </Link>
                </article>
              </li>
            ))}
          </ol>
        )}
      </div>
    </>
  );
}

// A document to read: no script from React (docs/decisions/0028).
export const handle = documentPage;
