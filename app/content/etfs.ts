// The firm's exchange-traded funds: their facts (for /etfs, each fund's page and the zones that
// use them) and the legend that must stand near them (spec section 2). Each fund's page at the
// issuer is in site.ts. The names, objectives, fees and dates below are examples the firm
// replaces (`example`; npm run content:check lists them).
import { etfTickers, type EtfTicker } from "./model-basics";
import { etfNames } from "./product-names";
import { externalLinks, site } from "./site";

export type Etf = {
  ticker: EtfTicker;
  name: string;
  objective: string;
  /** Total annual operating expenses, as the prospectus states them. */
  expenseRatio: string;
  /** The day of the prospectus the expense ratio comes from (ISO date). */
  prospectusDate: string;
  /** The fund's first day of trading (ISO date). */
  inceptionDate: string;
  exchange: string;
  /** The fund's page at the issuer (prospectus, holdings, performance). */
  url: string;
  /** What the firm still has to supply for this fund. */
  example?: string;
};

export const etfs: Etf[] = [
  {
    ticker: "YFYA",
    name: etfNames.YFYA,
    objective:
      "Seeks current income while limiting declines, by adapting its mix of short-term U.S. Treasuries and investment-grade credit to market conditions.",
    expenseRatio: "0.75%",
    prospectusDate: "2026-03-01",
    inceptionDate: "2023-06-14",
    exchange: "NYSE Arca",
    url: externalLinks.etfYfya,
    example: "name, objective, expense ratio, prospectus date, inception date and exchange",
  },
  {
    ticker: "RSMV",
    name: etfNames.RSMV,
    objective:
      "Seeks long-term growth from S&P 500 exposure with lower volatility, moving between large-cap U.S. stocks and Treasury bills on rules-based risk signals.",
    expenseRatio: "0.85%",
    prospectusDate: "2026-03-01",
    inceptionDate: "2022-09-07",
    exchange: "NYSE Arca",
    url: externalLinks.etfRsmv,
    example: "name, objective, expense ratio, prospectus date, inception date and exchange",
  },
];

export function findEtf(ticker: string | undefined): Etf | undefined {
  if (!ticker) return undefined;
  return etfs.find((fund) => fund.ticker.toLowerCase() === ticker.toLowerCase());
}

export { etfTickers };

export const etfsPage = {
  title: "Exchange-Traded Funds",
  lead: "Our investment approach is also available as exchange-traded funds. Each fund's facts are below; its prospectus, holdings and performance are on its page at the issuer.",
  fundsTitle: "Our Funds",
  fundLabel: "Exchange-traded fund",
  facts: {
    ticker: "Ticker",
    objective: "Objective",
    expenseRatio: "Expense ratio",
    inceptionDate: "Inception date",
    exchange: "Exchange",
  },
  expenseRatioNote: (date: string) => `total annual operating expenses, per the prospectus dated ${date}`,
  zonesTitle: "Zones that use it",
  modelsTitle: "Models that hold it",
  none: "None",
  details: (ticker: string) => `${ticker} facts, zones and models`,
  issuerLink: (ticker: string) => `${ticker} at the issuer: prospectus and holdings`,
  linkHint: "Opens the fund's page at the issuer",
  backToList: { label: "All exchange-traded funds", href: "/etfs" },
  legendTitle: "Important information",
  /** The standard fund-advertising legend. */
  legend: [
    "Investors should consider the investment objectives, risks, charges and expenses of a fund carefully before investing. The prospectus contains this and other information about the fund. Please read the prospectus carefully before investing; it is available on each fund's page at the issuer.",
    "Past performance does not guarantee future results. The value of an investment and the income from it will fluctuate, and shares, when sold, may be worth more or less than their original cost.",
    "Exchange-traded funds are bought and sold at market price, which may differ from net asset value, and brokerage commissions may apply. Investing involves risk, including the possible loss of principal.",
  ],
  contactPrompt: "Questions about our funds or how they fit your clients?",
  contactLink: { text: "Connect with Our Team", link: "/contact" },
} as const;

/** Title and description of a fund's own page. */
export function etfPageMeta(fund: { ticker: string; name: string; objective: string }) {
  return { title: `${fund.ticker}: ${fund.name} | ${site.brand}`, description: fund.objective };
}
