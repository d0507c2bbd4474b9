// Which of the firm's models and ETFs implement each zone, by account type where it matters,
// with the line that says why. The Zone Navigator, the comparison, the questionnaire's result,
// saved views and the proposal show these; a live sheet may answer its own (sheet=Models), and
// an empty answer means these. The placement is an example the firm confirms (content:check).
import { productKey, productsFor, type ProductRef, type ProductRule, type ZoneProduct } from "~/lib/zone-products";
import { ACCOUNT_TYPES, ZONES, type AccountType, type AllocationTable, type ZoneSelection } from "~/lib/zones";
import { allocationLines, lineCandidates } from "./allocation-lines";
import { etfPath, etfTickers, factSheetPath, modelPath, type EtfTicker } from "./model-basics";
import { investmentModels } from "./models";
import { etfNames, modelNames } from "./product-names";

/**
 * Where each of the firm's models is placed, and why. Every product placed in a view implements
 * one of its allocation lines (./allocation-lines; a unit test holds them together).
 */
export const modelPlacement: readonly ProductRule[] = [
  {
    kind: "model",
    id: "1",
    zones: [1, 2],
    accounts: ["qualified"],
    // No figure here: a model's targets are hypothetical, shown on its page with their basis to
    // the readers ZONE_PROJECTIONS allows, never in a reason that every reader gets.
    why: "Low-risk income for spending money, managed to a target that limits its declines.",
  },
  {
    kind: "model",
    id: "2",
    zones: [3, 4, 5, 6, 7, 8],
    accounts: ["qualified"],
    why: "Adaptive income for the bond part of the allocation, managed to a target that limits its declines.",
  },
  {
    kind: "model",
    id: "3",
    zones: [1, 2, 3, 4, 5, 6],
    accounts: ["qualified"],
    why: "S&P 500 participation with defensive positioning, for the equity part of a conservative or moderate allocation.",
  },
  // RS S&P 500 Growth (model 4) is in no zone: its worst published drawdown, -36.88%, is deeper
  // than every zone's max-drawdown target (5-35%); nor is its tax-loss harvesting form (model 5),
  // which follows the same approach. The content check fails on such a placement.
  {
    kind: "model",
    id: "3",
    zones: [7, 8, 9],
    accounts: ["qualified"],
    why: "S&P 500 participation with defensive positioning: for the large-cap part of the allocation, with smaller declines.",
  },
  {
    kind: "model",
    id: "6",
    zones: [2, 3, 4, 5, 6],
    accounts: ["non-qualified"],
    why: "Broad S&P 500 exposure with systematic tax-loss harvesting, for the index and tax-managed equity part of a taxable account; its risk figures are not published.",
  },
  {
    kind: "model",
    id: "7",
    zones: [10],
    why: "High-risk contrarian growth with no downside risk management, for the growth part of the most aggressive allocation only.",
  },
];

/** Why each ETF fits the views of the models that hold it. */
export const etfWhy: Record<EtfTicker, string> = {
  YFYA: "An income fund that adapts between short-term Treasuries and credit to limit declines; held by the firm's income models placed here.",
  RSMV: "S&P 500 exposure with rules-based volatility management, in one fund; held by the firm's Balanced model placed here.",
};

/**
 * An ETF is placed where the models that hold it are (models.ts, `etfs`), in each account type:
 * its zones are never stated apart from theirs.
 */
/* @__NO_SIDE_EFFECTS__ */
export function etfPlacement(
  models: readonly ProductRule[],
  holdings: readonly { id: number; etfs?: readonly EtfTicker[] }[],
): ProductRule[] {
  return etfTickers.flatMap((ticker) =>
    ACCOUNT_TYPES.map((account) => {
      const holders = holdings.filter((model) => model.etfs?.includes(ticker)).map((model) => String(model.id));
      const zones = ZONES.filter((zone) =>
        productsFor(models, { zone, account }).some((ref) => ref.kind === "model" && holders.includes(ref.id)),
      );
      return { kind: "etf" as const, id: ticker, zones, accounts: [account], why: etfWhy[ticker] };
    }).filter((rule) => rule.zones.length > 0),
  );
}

/** Every placement: the models' as stated, then the ETFs' as the models holding them give. */
export const zoneProductRules: readonly ProductRule[] = [...modelPlacement, ...etfPlacement(modelPlacement, investmentModels)];

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

/**
 * The built-in allocations with each line's products: those the line names that are placed in
 * its view, in the line's order (empty: the firm offers none for it).
 */
/* @__NO_SIDE_EFFECTS__ */
export function withFirmProducts(table: AllocationTable): AllocationTable {
  const lines = (account: AccountType): AllocationTable[AccountType] => {
    const byZone = {} as AllocationTable[AccountType];
    for (const zone of ZONES) {
      const placed = builtInProducts({ zone, account });
      byZone[zone] = table[account][zone].map((item) => {
        const firmProducts = lineCandidates(allocationLines[account][item.instrument], zone).flatMap((id) =>
          placed.filter((product) => productKey(product) === id).map(({ kind, id, name, href }) => ({ kind, id, name, href })),
        );
        return { ...item, firmProducts };
      });
    }
    return byZone;
  };
  return { qualified: lines("qualified"), "non-qualified": lines("non-qualified") };
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
