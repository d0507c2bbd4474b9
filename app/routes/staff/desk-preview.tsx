// /staff/desk/versions/:id/preview (staff): the page as this version will show it (an article, a
// media item, a signal, a model's figures), rendered by the public page's own components;
// private, never cached, never indexed.
import { Link } from "react-router";
import { BodyView } from "~/components/desk/body-view";
import { PerformanceSection } from "~/components/products/performance-section";
import { ModelNotesSection, ModelStatsSection } from "~/components/products/model-figure-sections";
import type { ModelFacts } from "~/.server/products/model-facts";
import { SignalDetails } from "~/components/signals/signal-details";
import { ArticleBody } from "~/components/commentary/article-body";
import { ArticleByline } from "~/components/commentary/article-byline";
import { ArticleDisclaimer } from "~/components/commentary/article-disclaimer";
import { formatDate } from "~/lib/format-date";
import { SampleBadge } from "~/components/sections/sample-badge";
import { deskCopy, editorCopy, kindNames, previewCopy, statusNames } from "~/content/desk";

import { mediaPage } from "~/content/media";
import { consoleTitle } from "~/content/staff";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/desk-preview";
import { loadPreview } from "./desk-preview.server";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(
    { title: consoleTitle(loaderData ? `${editorCopy.preview}: ${loaderData.version.title}` : deskCopy.title), description: deskCopy.lead },
    { index: false },
  );

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadPreview(request, context, params.id);
}

export default function PreviewPage({ loaderData }: Route.ComponentProps) {
  const { version, page } = loaderData;
  return (
    <>
      <div role="note" className="border-b border-notice-border bg-notice-soft">
        <p className="mx-auto flex w-full max-w-6xl flex-wrap gap-x-4 px-4 py-2 text-sm sm:px-6 lg:px-8">
          <span>{previewCopy.banner(kindNames[version.kind].one, version.number, statusNames[version.status])}</span>
          <Link
            to={`/staff/desk/versions/${version.id}`}
            className="font-semibold text-primary underline underline-offset-4 hover:no-underline"
          >
            {previewCopy.back}
          </Link>
        </p>
      </div>
      {page.kind === "commentary" ? (
        <article className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
          <header className="border-b border-border pb-6">
            <h1 className="text-3xl font-semibold sm:text-4xl">{page.article.title}</h1>
            <ArticleByline article={page.article} className="mt-4 text-muted-foreground" />
            <p className="mt-4 text-lg text-muted-foreground">{page.article.summary}</p>
          </header>
          <div className="mt-4">
            <ArticleBody html={page.html} />
          </div>
          <ArticleDisclaimer />
        </article>
      ) : page.kind === "model-figures" ? (
        <ModelFiguresPreview model={page.model} />
      ) : page.kind === "signal" ? (
        <article className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-12 sm:px-6">
          <SignalDetails signal={page.signal} />
        </article>
      ) : page.kind === "media" ? (
        <div className="mx-auto w-full max-w-3xl px-4 py-12 sm:px-6 lg:px-8">
          <article className="rounded-lg border border-border bg-card p-6">
            <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
              <time dateTime={page.item.date}>{page.item.date ? formatDate(page.item.date) : ""}</time>
              {page.item.sample ? <SampleBadge label={mediaPage.sampleLabel} /> : null}
            </p>
            <h1 className="mt-2 text-xl font-semibold">{page.item.title}</h1>
            {page.item.outlet ? <p className="mt-1 text-sm text-muted-foreground">{page.item.outlet}</p> : null}
            {page.item.summary ? <p className="mt-2 text-muted-foreground">{page.item.summary}</p> : null}
            {page.item.url ? <p className="mt-2 text-sm break-all">{page.item.url}</p> : null}
          </article>
        </div>
      ) : (
        <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:px-6 lg:px-8">
          <h1 className="text-2xl font-semibold">{version.title}</h1>
          <p className="mt-2 text-sm text-muted-foreground">{previewCopy.notPreviewable}</p>
          <div className="mt-4">
            <BodyView entries={loaderData.entries} body={version.body} label={editorCopy.body(version.status)} />
          </div>
        </div>
      )}
    </>
  );
}

/**
 * A model's figures as its page will show them: the same six measures with their periods, the
 * performance or the sentence that says none is published, and the notes on the figures.
 */
function ModelFiguresPreview({ model }: { model: ModelFacts }) {
  return (
    <article className="mx-auto flex w-full max-w-4xl flex-col gap-8 px-4 py-12 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-semibold sm:text-4xl">{model.name}</h1>
      <ModelStatsSection tiles={model.measures} />
      <PerformanceSection performance={model.performance} updating={model.performanceUpdating} />
      <ModelNotesSection notes={[...model.notes, ...model.assumptions]} />
    </article>
  );
}
