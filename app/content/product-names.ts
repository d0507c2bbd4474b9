// Every model's and ETF's one name, used wherever it is named: the models pages, the zones, the
// ETF pages and the PDFs (the home page's short forms are held to them by a unit test). Apart
// from model-basics.ts so that the page list every page's script carries does not carry them.
import type { EtfTicker, ModelId } from "./model-basics";

/** Every model's one name, used wherever the model is named: home page, models, zones, PDFs. */
export const modelNames = {
  1: "Money Market Plus Strategy A",
  2: "AAA Adaptive Income",
  3: "RS S&P 500 Balanced",
  4: "RS S&P 500 Growth",
  5: "RS S&P 500 Tax Loss Harvesting Model",
  6: "S&P 500 Tax Loss Harvesting Model",
  7: "The AI Contrarian Growth Model",
} as const satisfies Record<ModelId, string>;

/** Each ETF's one name (examples: see etfs.ts). */
export const etfNames: Record<EtfTicker, string> = {
  YFYA: "Yield Focus Adaptive ETF",
  RSMV: "RS Managed Volatility ETF",
};
