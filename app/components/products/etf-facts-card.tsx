import { ExternalLink as ExternalIcon } from "~/components/ui/icons/external-link";
import { Link } from "react-router";
import { ExternalLink } from "~/components/ui/external-link";
import { EtfRisksPerformance, type EtfPerformanceView } from "./etf-risks-performance";
import { FactList, type Fact } from "./fact-list";
import { ZoneFit, type ZoneFitGroup } from "./zone-fit";

export type EtfCardFacts = {
  ticker: string;
  name: string;
  objective: string;
  facts: Fact[];
  issuerUrl: string;
  risks: { name: string; text: string }[];
  performance: EtfPerformanceView;
  zones: ZoneFitGroup[];
  models: { name: string; href: string }[];
};

type Copy = {
  fundLabel: string;
  objective: string;
  zonesTitle: string;
  modelsTitle: string;
  none: string;
  issuerLink: (ticker: string) => string;
  zoneLabel: (zone: number) => string;
  risksTitle: string;
  performanceTitle: string;
  performanceColumns: { period: string; nav: string; market: string };
  performanceNotes: readonly string[];
};

/**
 * An ETF's facts: its name and objective, ticker, gross and net expense ratios with the
 * prospectus date, inception date and exchange, the zones and models that use it, its principal
 * risks and standardized performance, and its page at the issuer.
 * `headingLevel` 2 on the list of funds, 1 on the fund's own page; `href` links the name there.
 */
export function EtfFactsCard({
  fund,
  copy,
  href,
  headingLevel = 2,
}: {
  fund: EtfCardFacts;
  copy: Copy;
  href?: string;
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  const Sub = headingLevel === 1 ? "h2" : "h3";
  const titleId = `etf-${fund.ticker.toLowerCase()}-title`;
  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-5 rounded-lg border border-border bg-card p-6 shadow-sm">
      <header>
        <p className="text-sm font-semibold uppercase tracking-widest text-accent">{copy.fundLabel}</p>
        <Heading id={titleId} className={headingLevel === 1 ? "mt-1 text-3xl font-semibold sm:text-4xl" : "mt-1 text-2xl font-semibold"}>
          {href ? (
            <Link to={href} className="underline-offset-4 hover:underline">
              {fund.name}
            </Link>
          ) : (
            fund.name
          )}
        </Heading>
        <p className="mt-2 text-muted-foreground">
          <span className="sr-only">{copy.objective}: </span>
          {fund.objective}
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-2">
        <FactList facts={fund.facts} />
        <div className="grid content-start gap-5 sm:grid-cols-2 lg:grid-cols-1">
          <div>
            <Sub className="font-sans text-base font-semibold">{copy.zonesTitle}</Sub>
            <div className="mt-2">
              <ZoneFit groups={fund.zones} none={copy.none} zoneLabel={copy.zoneLabel} />
            </div>
          </div>
          <div>
            <Sub className="font-sans text-base font-semibold">{copy.modelsTitle}</Sub>
            {fund.models.length > 0 ? (
              <ul className="mt-2 flex flex-col gap-1.5 text-sm">
                {fund.models.map((model) => (
                  <li key={model.href}>
                    <Link to={model.href} className="font-semibold text-primary underline hover:no-underline">
                      {model.name}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-2 text-sm text-muted-foreground">{copy.none}</p>
            )}
          </div>
        </div>
      </div>
      <EtfRisksPerformance risks={fund.risks} performance={fund.performance} copy={copy} Sub={Sub} />
      <ExternalLink
        href={fund.issuerUrl}
        showIcon={false}
        className="inline-flex min-h-11 items-center justify-center gap-2 self-start rounded-md bg-primary px-5 py-2 text-center font-semibold text-primary-foreground transition-colors hover:bg-primary/90 [&_svg]:size-4"
      >
        {copy.issuerLink(fund.ticker)}
        <ExternalIcon aria-hidden="true" />
      </ExternalLink>
    </article>
  );
}
