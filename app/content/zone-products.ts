// Which of the firm's models and ETFs implement each zone, by account type where it matters,
// with the line that says why. The Zone Navigator, the comparison, the questionnaire's result,
// saved views and the proposal show these; a live sheet may answer its own (sheet=Models), and
// an empty answer means these. The placement is an example the firm confirms (content:check).
import { productKey, productsFor, type ProductRef, type ProductRule, type ZoneProduct } from "~/lib/zone-products";
import type { ZoneSelection } from "~/lib/zones";
import { etfPath, factSheetPath, modelPath } from "./model-basics";
import { etfNames, modelNames } from "./product-names";

export const zoneProductRules: readonly ProductRule[] = [
  { kind: "model", id: "1", zones: [1, 2], why: "Low-risk income for spending money, managed to a targeted max drawdown of 5%." },
  {
    kind: "etf",
    id: "YFYA",
    zones: [1, 2, 3],
    why: "An income fund that adapts between short-term Treasuries and credit to limit declines.",
  },
  {
    kind: "model",
    id: "2",
    zones: [3, 4],
    why: "Low-risk accumulation over two to three years, managed to a targeted max drawdown of 10%.",
  },
  { kind: "model", id: "3", zones: [4, 5, 6], why: "S&P 500 participation with defensive positioning, for a moderate level of risk." },
  { kind: "etf", id: "RSMV", zones: [5, 6, 7], why: "S&P 500 exposure with rules-based volatility management, in one fund." },
  // RS S&P 500 Growth (model 4) is in no zone: its worst published drawdown, -36.88%, is deeper
  // than every zone's max-drawdown target (22-35%); nor is its tax-loss harvesting form (model 5),
  // which follows the same approach. The content check fails on such a placement. Until the firm
  // places a growth model whose drawdowns fit zones 7-9, the Balanced model serves them.
  {
    kind: "model",
    id: "3",
    zones: [7, 8, 9],
    why: "S&P 500 participation with defensive positioning: it takes less risk than these zones allow, for growth with smaller declines.",
  },
  {
    kind: "model",
    id: "6",
    zones: [8, 9, 10],
    accounts: ["non-qualified"],
    why: "Broad S&P 500 exposure with systematic tax-loss harvesting; its risk figures are not published.",
  },
  {
    kind: "model",
    id: "7",
    zones: [10],
    why: "High-risk contrarian growth with no downside risk management, for part of a growth allocation only.",
  },
];

/** The placement above is the firm's to confirm: listed by npm run content:check until then. */
export const zoneProductPlacement = {
  name: "Models and ETFs for each zone",
  example: "which models and ETFs fit each zone and account type, and the line that says why",
} as const;

/** A product by its kind and id, with its one name and its pages; undefined when the site has none such. */
export function resolveProduct(ref: ProductRef): ZoneProduct | undefined {
  if (ref.kind === "model") {
    const id = Number(ref.id);
    if (!/^\d+$/.test(ref.id) || !(id in modelNames)) return undefined;
    return { ...ref, name: modelNames[id as keyof typeof modelNames], href: modelPath(id), factSheetHref: factSheetPath(id) };
  }
  const ticker = ref.id.toUpperCase();
  if (!(ticker in etfNames)) return undefined;
  return { ...ref, id: ticker, name: `${ticker}: ${etfNames[ticker as keyof typeof etfNames]}`, href: etfPath(ticker) };
}

/** Resolved once per rule, so every view a rule fits shares one object (the browser's data names it once). */
const resolvedRules = new Map<ProductRule, ZoneProduct>();

/** The built-in products of a view. */
export function builtInProducts(selection: ZoneSelection): ZoneProduct[] {
  return zoneProductRules
    .filter((rule) => productsFor([rule], selection).length > 0)
    .map((rule) => {
      let product = resolvedRules.get(rule);
      if (!product) {
        product = resolveProduct({ kind: rule.kind, id: rule.id, why: rule.why });
        if (!product) throw new Error(`zoneProductRules names an unknown ${productKey(rule)}`);
        resolvedRules.set(rule, product);
      }
      return product;
    });
}

export const zoneProductsCopy = {
  title: "Models and ETFs for this zone",
  lead: "The firm's models and ETFs that implement this view, and why each fits.",
  model: "Model",
  etf: "ETF",
  factSheet: "Fact sheet (PDF)",
  factSheetLabel: (name: string) => `Fact sheet of ${name} (PDF, signed-in advisors)`,
  none: "The firm has placed no model or ETF in this view.",
  rowLabel: "Models and ETFs",
} as const;
