// /etfs: the firm's funds with their facts (name, objective, expense ratio, inception date, the
// issuer's page) and the zones and models that use them, each linking to the fund's own page.
// The facts come in the loader's data; the fund legend stands beside them.
import { Link } from "react-router";
import type { Route } from "./+types/etfs";
import { EtfFactsCard } from "~/components/products/etf-facts-card";
import { EtfLegend } from "~/components/products/etf-legend";
import { PageIntro } from "~/components/sections/page-intro";
import { etfsPage as page } from "~/content/etfs";
import { etfPath } from "~/content/model-basics";
import { modelPage } from "~/content/models-page";
import { sitePages as pages } from "~/content/site-pages";
import { etfFacts } from "~/.server/products/etf-facts";
import { publishedContentContext } from "~/.server/load-context";
import { pageMeta } from "~/lib/meta";
import { documentPage } from "~/lib/page-handle";

export const meta = () => pageMeta(pages["/etfs"]);

export function loader({ context }: Route.LoaderArgs) {
  const content = context.get(publishedContentContext);
  const now = new Date();
  return { funds: content.funds.map((fund) => etfFacts(fund, now, content)) };
}

export default function EtfsPage({ loaderData }: Route.ComponentProps) {
  const copy = { ...page.facts, ...page, zoneLabel: modelPage.zoneLink };
  return (
    <>
      <PageIntro title={page.title} description={page.lead} />
      <section aria-labelledby="funds-title" className="mx-auto w-full max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
        <h2 id="funds-title" className="sr-only">
          {page.fundsTitle}
        </h2>
        <ul className="grid list-none gap-8">
          {loaderData.funds.map((fund) => (
            <li key={fund.ticker}>
              <EtfFactsCard fund={fund} href={etfPath(fund.ticker)} copy={copy} />
            </li>
          ))}
        </ul>
        <div className="mt-10">
          <EtfLegend title={page.legendTitle} paragraphs={page.legend} />
        </div>
        <p className="mt-10 text-center text-muted-foreground">
          {page.contactPrompt}{" "}
          <Link to={page.contactLink.link} className="font-semibold text-primary underline hover:no-underline">
            {page.contactLink.text}
          </Link>
        </p>
      </section>
    </>
  );
}

// A document to read: no script from React (docs/decisions/0028).
export const handle = documentPage;
