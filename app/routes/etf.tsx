// /etfs/{ticker}: one fund's own page, prerendered for each: its facts, the zones and models that
// use it, its page at the issuer and the fund legend.
import { data, isRouteErrorResponse, redirect } from "react-router";
import type { Route } from "./+types/etf";
import { BackLink } from "~/components/layout/back-link";
import { NotFoundScreen } from "~/components/layout/not-found-screen";
import { EtfFactsCard } from "~/components/products/etf-facts-card";
import { EtfLegend } from "~/components/products/etf-legend";
import { etfPageMeta, etfsPage as page } from "~/content/etfs";
import { modelPage } from "~/content/models-page";
import { notFoundPage } from "~/content/not-found-page";
import { etfFacts } from "~/.server/products/etf-facts";
import { publishedContentContext } from "~/.server/load-context";
import { findPublishedFund } from "~/.server/published/published";
import { pageMeta } from "~/lib/meta";
import { documentPage } from "~/lib/page-handle";

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(loaderData ? etfPageMeta(loaderData.fund) : notFoundPage);
}

export function loader({ params, context }: Route.LoaderArgs) {
  const content = context.get(publishedContentContext);
  const fund = findPublishedFund(content, params.ticker);
  if (!fund) throw data(null, { status: 404 });
  // A ticker typed as it is quoted (/etfs/RSMV) reaches the fund's one address.
  if (params.ticker !== fund.ticker.toLowerCase()) throw redirect(`/etfs/${fund.ticker.toLowerCase()}`, 301);
  return { fund: etfFacts(fund, new Date(), content) };
}

export default function EtfPage({ loaderData }: Route.ComponentProps) {
  const copy = { ...page.facts, ...page, zoneLabel: modelPage.zoneLink };
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 px-4 py-10 sm:px-6 lg:px-8">
      <BackLink to={page.backToList.href} label={page.backToList.label} className="self-start" />
      <EtfFactsCard fund={loaderData.fund} copy={copy} headingLevel={1} />
      <EtfLegend title={page.legendTitle} paragraphs={page.legend} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  throw error;
}

// A document to read: no script from React (docs/decisions/0028).
export const handle = documentPage;
