// The firm's exchange-traded funds and the legend that must stand near them (spec section 2).
// Each fund's page lives on the issuer's site; its address is in site.ts.
import { externalLinks } from "./site";

export type Etf = { ticker: string; description: string; url: string };

export const etfs: Etf[] = [
  {
    ticker: "YFYA",
    description: "Fund objective, holdings, performance, fees and prospectus on the issuer's fund page.",
    url: externalLinks.etfYfya,
  },
  {
    ticker: "RSMV",
    description: "Fund objective, holdings, performance, fees and prospectus on the issuer's fund page.",
    url: externalLinks.etfRsmv,
  },
];

export const etfsPage = {
  title: "Exchange-Traded Funds",
  lead: "Our investment approach is also available as exchange-traded funds. Open a fund's page at the issuer for its details and prospectus.",
  fundsTitle: "Our Funds",
  fundLabel: "Exchange-traded fund",
  linkHint: "Opens the fund's page at the issuer",
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
