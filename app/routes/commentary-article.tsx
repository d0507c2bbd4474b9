import { data, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/commentary-article";
import { articleHtml } from "~/.server/commentary";
import { publishedContentContext } from "~/.server/load-context";
import { findPublishedArticle } from "~/.server/published/published";
import { ArticleBody } from "~/components/commentary/article-body";
import { ArticleByline } from "~/components/commentary/article-byline";
import { ArticleDisclaimer } from "~/components/commentary/article-disclaimer";
import { BackLink } from "~/components/layout/back-link";
import { NotFoundScreen } from "~/components/layout/not-found-screen";
import { commentaryPage as copy } from "~/content/commentary";
import { notFoundPage } from "~/content/not-found-page";
import { articlePage } from "~/content/site-pages";
import { pageMeta } from "~/lib/meta";
import { documentPage } from "~/lib/page-handle";

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData ? articlePage(loaderData.article) : notFoundPage);
}

export function loader({ params, context }: Route.LoaderArgs) {
  const found = findPublishedArticle(context.get(publishedContentContext), params.slug);
  if (!found) throw data(null, { status: 404 });
  return { article: found.meta, html: articleHtml(found.markdown) };
}

export default function CommentaryArticlePage({ loaderData }: Route.ComponentProps) {
  const { article, html } = loaderData;
  return (
    <article className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
      <BackLink to={copy.backToList.href} label={copy.backToList.label} />
      <header className="mt-6 border-b border-border pb-6">
        <h1 className="text-3xl font-semibold sm:text-4xl">{article.title}</h1>
        <ArticleByline article={article} className="mt-4 text-muted-foreground" />
        <p className="mt-4 text-lg text-muted-foreground">{article.summary}</p>
      </header>
      <div className="mt-4">
        <ArticleBody html={html} />
      </div>
      <ArticleDisclaimer />
    </article>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  throw error;
}

// A document to read: no script from React (docs/decisions/0028).
export const handle = documentPage;
