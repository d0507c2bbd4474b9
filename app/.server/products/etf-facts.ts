// An ETF's facts as /etfs and its own page show them: name, objective, expense ratio (with the
// prospectus it comes from), inception date, exchange, the issuer's page, and the zones and the
// firm's models that use it.
import { etfsPage as copy, type Etf } from "~/content/etfs";
import { modelPath } from "~/content/model-basics";
import { investmentModels } from "~/content/models";
import { zoneProductRules } from "~/content/zone-products";
import { accountTypeCopy } from "~/content/zones";
import { formatDate } from "~/lib/format-date";
import { zonesOf } from "~/lib/zone-products";
import { zoneSearch, type AccountType, type ZoneNumber } from "~/lib/zones";

export type EtfFacts = {
  ticker: string;
  name: string;
  objective: string;
  facts: { label: string; value: string; note?: string }[];
  issuerUrl: string;
  zones: { account: AccountType; label: string; zones: { zone: ZoneNumber; href: string }[] }[];
  models: { name: string; href: string }[];
};

export function etfFacts(fund: Etf): EtfFacts {
  return {
    ticker: fund.ticker,
    name: fund.name,
    objective: fund.objective,
    facts: [
      { label: copy.facts.ticker, value: fund.ticker },
      { label: copy.facts.expenseRatio, value: fund.expenseRatio, note: copy.expenseRatioNote(formatDate(fund.prospectusDate)) },
      { label: copy.facts.inceptionDate, value: formatDate(fund.inceptionDate) },
      { label: copy.facts.exchange, value: fund.exchange },
    ],
    issuerUrl: fund.url,
    zones: zonesOf(zoneProductRules, "etf", fund.ticker).map(({ account, zones }) => ({
      account,
      label: accountTypeCopy[account].label,
      zones: zones.map((zone) => ({ zone, href: `/zone-navigator${zoneSearch({ zone, account })}` })),
    })),
    models: investmentModels
      .filter((model) => model.etfs?.includes(fund.ticker))
      .map((model) => ({ name: model.name, href: modelPath(model.id) })),
  };
}
