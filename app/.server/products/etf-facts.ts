// An ETF's facts as /etfs and its own page show them: name, objective, gross and net expense
// ratios (with the prospectus and any waiver), inception date, exchange, principal risks, the
// standardized performance when the firm publishes it (as of the latest quarter-end), the
// issuer's page, and the zones and the firm's models that use it.
import { etfsPage as copy, type Etf } from "~/content/etfs";
import { modelPath } from "~/content/model-basics";
import type { PublishedContent } from "~/lib/content-desk/contract";
import { exampleContent } from "~/.server/published/example-content";
import { zoneProductRules } from "~/content/zone-products";
import { accountTypeCopy } from "~/content/zones";
import { fundPerformanceState, orderedFundRows } from "~/lib/compliance/funds";
import { formatDate } from "~/lib/format-date";
import { returnText } from "~/lib/model-performance";
import { zonesOf } from "~/lib/zone-products";
import { zoneSearch, type AccountType, type ZoneNumber } from "~/lib/zones";

export type EtfFacts = {
  ticker: string;
  name: string;
  objective: string;
  facts: { label: string; value: string; note?: string }[];
  issuerUrl: string;
  risks: { name: string; text: string }[];
  /** The standardized performance table; a sentence in its place when none is shown. */
  performance: { caption: string; rows: { period: string; nav: string; market: string }[] } | { none: string };
  zones: { account: AccountType; label: string; zones: { zone: ZoneNumber; href: string }[] }[];
  models: { name: string; href: string }[];
};

/** The table when the firm publishes it as of the latest quarter-end; else why there is none. */
function performanceOf(fund: Etf, now: Date): EtfFacts["performance"] {
  const state = fundPerformanceState(fund, now);
  if (state === "none" || !fund.performance) return { none: copy.performanceNone };
  if (state !== "current") return { none: copy.performanceUpdating };
  return {
    caption: copy.performanceCaption(formatDate(fund.performance.asOf)),
    rows: orderedFundRows(fund.performance).map((row) => ({
      period: row.period,
      nav: returnText(row.nav),
      market: returnText(row.market),
    })),
  };
}

/**
 * `now`: the day the page is made, for the quarter-end the performance must reach; `content`:
 * what is published (the models that hold the fund; the example content by default).
 */
export function etfFacts(fund: Etf, now = new Date(), content: Pick<PublishedContent, "models"> = exampleContent()): EtfFacts {
  return {
    ticker: fund.ticker,
    name: fund.name,
    objective: fund.objective,
    facts: [
      { label: copy.facts.ticker, value: fund.ticker },
      { label: copy.facts.grossExpenseRatio, value: fund.grossExpenseRatio, note: copy.expenseRatioNote(formatDate(fund.prospectusDate)) },
      {
        label: copy.facts.netExpenseRatio,
        value: fund.netExpenseRatio,
        note: copy.netExpenseRatioNote(
          fund.waiverEnds && fund.netExpenseRatio !== fund.grossExpenseRatio ? formatDate(fund.waiverEnds) : undefined,
        ),
      },
      { label: copy.facts.inceptionDate, value: formatDate(fund.inceptionDate) },
      { label: copy.facts.exchange, value: fund.exchange },
    ],
    issuerUrl: fund.url,
    risks: fund.principalRisks,
    performance: performanceOf(fund, now),
    zones: zonesOf(zoneProductRules, "etf", fund.ticker).map(({ account, zones }) => ({
      account,
      label: accountTypeCopy[account].label,
      zones: zones.map((zone) => ({ zone, href: `/zone-navigator${zoneSearch({ zone, account })}` })),
    })),
    models: content.models
      .filter((model) => model.etfs?.includes(fund.ticker))
      .map((model) => ({ name: model.name, href: modelPath(model.id) })),
  };
}
