// What pages other than the models' own need to know of the models and ETFs: their ids and
// tickers, their addresses, their categories' names and which models the home page shows. The page list
// (read on every page for its title) and the home page import this, not models.ts.

export type ModelCategory = "growth" | "income";

export const categoryLabels: Record<ModelCategory, string> = {
  growth: "Growth Model",
  income: "Income Model",
};

/** Every model's id (its names: product-names.ts, apart so every page's script does not carry them). */
export const modelIds = [1, 2, 3, 4, 5, 6, 7] as const;
export type ModelId = (typeof modelIds)[number];

export function modelPath(id: number): string {
  return `/models/${id}`;
}

/** A model's fact sheet (PDF), for signed-in advisors. */
export function factSheetPath(id: number): string {
  return `/advisor/downloads/models/${id}.pdf`;
}

/** The models on the home page, in the order shown there (their short forms: home-models.ts). */
export const homeModelIds = [3, 1, 2] as const satisfies readonly ModelId[];

/** The firm's exchange-traded funds, by ticker. */
export const etfTickers = ["YFYA", "RSMV"] as const;
export type EtfTicker = (typeof etfTickers)[number];

/** Whether a ticker is one of the firm's own ETFs. */
export const isEtfTicker = (ticker: string): ticker is EtfTicker => (etfTickers as readonly string[]).includes(ticker);

/** Whether trades name one of the firm's own ETFs: a signal's page and mail then carry the prospectus statement. */
export const tradesFirmEtf = (trades: readonly { ticker: string }[]) => trades.some((trade) => isEtfTicker(trade.ticker));

export function etfPath(ticker: string): string {
  return `/etfs/${ticker.toLowerCase()}`;
}
