// A signal as advisors read it: the model, the title, the day it takes effect, the change table and
// the reasoning. The signal's page adds its downloads between the table and the reasoning; the
// desk's preview shows it before a principal approves it.
import type { ReactNode } from "react";
import { ArticleBody } from "~/components/commentary/article-body";
import { ProspectusNote } from "~/components/products/prospectus-note";
import { ChangeTable } from "~/components/signals/change-table";
import { tradesFirmEtf } from "~/content/model-basics";
import { signalPageCopy as copy } from "~/content/signals";
import type { SignalTrade } from "~/lib/content-desk/contract";
import { formatDate } from "~/lib/format-date";

export type SignalDetailsView = {
  modelName: string;
  title: string;
  effectiveDate: string;
  /** YYYY-MM-DD, the first publication; absent before it. */
  publishedOn?: string;
  /** YYYY-MM-DD, when the version shown revised an earlier one. */
  revisedOn?: string;
  trades: readonly SignalTrade[];
  reasoningHtml: string;
};

export function SignalDetails({
  signal,
  downloads,
  modelHref,
}: {
  signal: SignalDetailsView;
  downloads?: ReactNode;
  /** The model's page, where the model is published (not in the desk's preview). */
  modelHref?: string;
}) {
  return (
    <>
      <header>
        <p className="font-semibold text-primary">
          {modelHref ? (
            <a href={modelHref} className="underline hover:no-underline">
              {signal.modelName}
            </a>
          ) : (
            signal.modelName
          )}
        </p>
        <h1 className="mt-1 text-3xl font-semibold break-words">{signal.title}</h1>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{copy.effective}</dt>
          <dd className="font-semibold" data-slot="effective-date">
            {formatDate(signal.effectiveDate)}
          </dd>
          {signal.publishedOn ? (
            <>
              <dt className="text-muted-foreground">{copy.published}</dt>
              <dd>{formatDate(signal.publishedOn)}</dd>
            </>
          ) : null}
          {signal.revisedOn ? (
            <>
              <dt className="text-muted-foreground">{copy.revised}</dt>
              <dd data-slot="revised-on">{formatDate(signal.revisedOn)}</dd>
            </>
          ) : null}
        </dl>
      </header>
      <section aria-labelledby="trades-title" className="grid gap-3">
        <h2 id="trades-title" className="text-xl font-semibold">
          {copy.tradesTitle}
        </h2>
        <ChangeTable trades={signal.trades} />
        {downloads}
      </section>
      <section aria-labelledby="reasoning-title">
        <h2 id="reasoning-title" className="text-xl font-semibold">
          {copy.reasoningTitle}
        </h2>
        <ArticleBody html={signal.reasoningHtml} size="section" />
      </section>
      <p className="text-sm text-muted-foreground">{copy.disclosure}</p>
      {tradesFirmEtf(signal.trades) ? <ProspectusNote /> : null}
    </>
  );
}
