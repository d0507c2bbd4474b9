// The firm's exchange-traded funds: their facts (for /etfs, each fund's page and the zones that
// use them) and the legend that must stand near them (spec section 2). Each fund's page at the
// issuer is in site.ts. The names, objectives, fees and dates below are examples the firm
// replaces (`example`; npm run content:check lists them).
import type { FundPerformance } from "~/lib/compliance/funds";
import { etfTickers, type EtfTicker } from "./model-basics";
import { etfNames } from "./product-names";
import { conflictStatement } from "./conflict-disclosure";
import { prospectusStatement } from "./fund-disclosures";
import { externalLinks, site } from "./site";

export type Etf = {
  ticker: EtfTicker;
  name: string;
  objective: string;
  /** Total annual fund operating expenses before any fee waiver, as the prospectus states them. */
  grossExpenseRatio: string;
  /** Total annual fund operating expenses after any fee waiver or expense reimbursement. */
  netExpenseRatio: string;
  /** The day the fee waiver behind a net ratio below the gross ends (ISO date). */
  waiverEnds?: string;
  /** The fund's principal risks, as its prospectus names them. */
  principalRisks: { name: string; text: string }[];
  /** The standardized performance table, when the firm publishes it (never made up). */
  performance?: FundPerformance;
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
    grossExpenseRatio: "0.75%",
    netExpenseRatio: "0.75%",
    principalRisks: [
      { name: "Interest rate risk", text: "Bond prices fall when interest rates rise; longer maturities fall more." },
      { name: "Credit risk", text: "An issuer may fail to pay interest or principal, and credit downgrades lower bond prices." },
      { name: "Management risk", text: "The adviser's rules for shifting between Treasuries and credit may not work as intended." },
      { name: "Market price risk", text: "Shares may trade above or below their net asset value, especially in volatile markets." },
    ],
    prospectusDate: "2026-03-01",
    inceptionDate: "2023-06-14",
    exchange: "NYSE Arca",
    url: externalLinks.etfYfya,
    example:
      "name, objective, gross and net expense ratios (and any waiver's end), principal risks, prospectus date, inception date and exchange",
  },
  {
    ticker: "RSMV",
    name: etfNames.RSMV,
    objective:
      "Seeks long-term growth from S&P 500 exposure with lower volatility, moving between large-cap U.S. stocks and Treasury bills on rules-based risk signals.",
    grossExpenseRatio: "0.85%",
    netExpenseRatio: "0.85%",
    principalRisks: [
      { name: "Equity market risk", text: "Stock prices can fall sharply and for long periods; the fund can lose money." },
      { name: "Model risk", text: "The risk signals may move the fund to Treasury bills too late, or back to stocks too early." },
      { name: "Turnover risk", text: "Moving between stocks and Treasury bills raises trading costs and may realize taxable gains." },
      { name: "Market price risk", text: "Shares may trade above or below their net asset value, especially in volatile markets." },
    ],
    prospectusDate: "2026-03-01",
    inceptionDate: "2022-09-07",
    exchange: "NYSE Arca",
    url: externalLinks.etfRsmv,
    example:
      "name, objective, gross and net expense ratios (and any waiver's end), principal risks, prospectus date, inception date and exchange",
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
    grossExpenseRatio: "Gross expense ratio",
    netExpenseRatio: "Net expense ratio",
    inceptionDate: "Inception date",
    exchange: "Exchange",
  },
  expenseRatioNote: (date: string) => `total annual fund operating expenses, per the prospectus dated ${date}`,
  netExpenseRatioNote: (waiverEnds: string | undefined) =>
    waiverEnds ? `after a fee waiver that runs until ${waiverEnds}` : "no fee waiver: the same as the gross expense ratio",
  risksTitle: "Principal risks",
  performanceTitle: "Standardized performance",
  performanceCaption: (date: string) => `Average annual total returns as of ${date}`,
  performanceColumns: { period: "Period", nav: "At NAV", market: "At market price" },
  performanceNotes: [
    "Performance data quoted represents past performance, which does not guarantee future results. Current performance may be lower or higher; the fund's page at the issuer gives performance to the most recent month-end.",
    "Returns at NAV use the fund's net asset value; returns at market price use the closing price on its exchange. Both assume dividends and distributions are reinvested.",
  ],
  performanceNone: "The firm does not publish this fund's performance here; it is on the fund's page at the issuer.",
  performanceUpdating: "The standardized performance is being updated to the latest quarter-end.",
  zonesTitle: "Zones that use it",
  modelsTitle: "Models that hold it",
  none: "None",
  details: (ticker: string) => `${ticker} facts, zones and models`,
  issuerLink: (ticker: string) => `${ticker} at the issuer: prospectus and holdings`,
  backToList: { label: "All exchange-traded funds", href: "/etfs" },
  legendTitle: "Important information",
  /** The standard fund-advertising legend. */
  legend: [
    prospectusStatement,
    conflictStatement,
    "The prospectus is available on each fund's page at the issuer.",
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
