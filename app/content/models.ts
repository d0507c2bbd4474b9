// The firm's investment models (spec section 3, "Static models content"): one list serves the
// models page, each model's own page (/models/{id}) and its fact sheet. Figures are the firm's
// as the spec gives them; what the firm has yet to supply (the period and day of a figure, the
// ETFs a model holds) is marked `example` and listed by `npm run content:check`. No performance
// figure is ever made up: a model without `performance` says none is published.
import type { ModelPerformance } from "~/lib/model-performance";
import type { EtfTicker, ModelCategory, ModelId } from "./model-basics";
import { modelNames } from "./product-names";
import { MINIMUM_INVESTMENT, statInfo, type FigureDates, type ModelStat, type StatKey, type StatKind } from "./model-stats";

export { categoryLabels, homeModelIds, modelPath, type ModelCategory } from "./model-basics";

export type InvestmentModel = {
  id: ModelId;
  name: string;
  category: ModelCategory;
  /** Risk level as the firm states it; unset: not published. */
  riskLevel?: string;
  objective?: string;
  description: string;
  /**
   * The historical statistics the firm publishes; any measure left out is "Not published". The
   * targets are hypothetical and kept on the server (model-targets.server.ts).
   */
  stats: ModelStat[];
  /** The period of the historical statistics (its end is their as-of day); unset: not published. */
  statsDates?: FigureDates;
  /** The benchmark the historical statistics are measured against; unset: not published. */
  statsBenchmark?: string;
  /**
   * The model whose record the statistics are, when they are not the model's own: said beside
   * the figures (the content check fails on two models showing the same figures without it).
   */
  recordOf?: ModelId;
  /** The day the firm stated the targets; unset: not published, and the targets are not shown. */
  targetsStated?: string;
  minimumInvestment: string;
  /** The firm's ETFs the model holds. */
  etfs?: EtfTicker[];
  /** Returns over the rule's periods, when the firm publishes them (never made up). */
  performance?: ModelPerformance;
  /** A warning shown prominently on the card, the page and the fact sheet. */
  riskNote?: string;
  /** What the firm still has to supply for this model (npm run content:check lists it). */
  example?: string;
};

export const investmentModels: InvestmentModel[] = [
  {
    id: 3,
    name: modelNames[3],
    category: "growth",
    riskLevel: "Moderate",
    description:
      "Balances S&P 500 exposure with defensive positioning, seeking equity market participation with smaller declines in falling markets.",
    stats: [
      { key: "sharpeRatio", value: "1.26" },
      { key: "downCapture", value: "38.52%" },
    ],
    minimumInvestment: MINIMUM_INVESTMENT,
    etfs: ["RSMV"],
    example: "the period (start and end) of its statistics, its benchmark, and the ETFs it holds",
  },
  {
    id: 4,
    name: modelNames[4],
    category: "growth",
    riskLevel: "Moderate Aggressive",
    description: "Pursues long-term growth from S&P 500 exposure, with more room to participate in rising markets than the Balanced model.",
    stats: [
      { key: "upCapture", value: "147%" },
      { key: "maxDrawdown", value: "-36.88%" },
    ],
    minimumInvestment: MINIMUM_INVESTMENT,
    example: "the period (start and end) of its statistics, and its benchmark",
  },
  {
    id: 5,
    name: modelNames[5],
    category: "growth",
    riskLevel: "Moderate Aggressive",
    description: "The RS S&P 500 Growth approach with tax-loss harvesting, for clients who hold the strategy in taxable accounts.",
    // No record of its own is published: RS S&P 500 Growth's figures are not shown as this model's.
    stats: [],
    minimumInvestment: MINIMUM_INVESTMENT,
    example: "its own statistics with their period, as-of date and benchmark, if the firm publishes them",
  },
  {
    id: 6,
    name: modelNames[6],
    category: "growth",
    description: "Broad S&P 500 exposure with systematic tax-loss harvesting for taxable accounts.",
    stats: [],
    minimumInvestment: MINIMUM_INVESTMENT,
    example: "its risk level and statistics, if the firm publishes them",
  },
  {
    id: 7,
    name: modelNames[7],
    category: "growth",
    riskLevel: "High",
    objective: "Long-term growth",
    description: "Takes contrarian positions, seeking long-term growth.",
    stats: [],
    minimumInvestment: MINIMUM_INVESTMENT,
    riskNote:
      "High risk: this model seeks long-term growth and has no downside risk management. It suits only clients who can accept large losses.",
    example: "its description",
  },
  {
    id: 2,
    name: modelNames[2],
    category: "income",
    riskLevel: "Low",
    objective: "Short-term 2-3 year accumulation",
    description: "Adapts its income holdings to market conditions, for money a client means to accumulate over two to three years.",
    // Its targets are hypothetical figures: model-targets.server.ts.
    stats: [],
    targetsStated: "2026-09-30",
    minimumInvestment: MINIMUM_INVESTMENT,
    etfs: ["YFYA"],
    example: "the day its targets were stated (an example day here), the fee basis of its targeted max drawdown, and the ETFs it holds",
  },
  {
    id: 1,
    name: modelNames[1],
    category: "income",
    riskLevel: "Low",
    objective: "Spending money",
    description: "A low-risk strategy for a client's spending money, seeking more than a money market while keeping declines small.",
    // Its targets are hypothetical figures: model-targets.server.ts.
    stats: [],
    targetsStated: "2026-09-30",
    minimumInvestment: MINIMUM_INVESTMENT,
    etfs: ["YFYA"],
    example: "the day its targets were stated (an example day here), the fee basis of its targeted max drawdown, and the ETFs it holds",
  },
];

export function findModel(id: number | string | undefined): InvestmentModel | undefined {
  if (id === undefined) return undefined;
  return investmentModels.find((model) => String(model.id) === String(id));
}

export function modelsIn(category: ModelCategory): InvestmentModel[] {
  return investmentModels.filter((model) => model.category === category);
}

/** Kinds of figures a model publishes (its targets too, given by the server), so the notes that go with them are printed. */
export function statKinds(model: InvestmentModel, targets: readonly { key: StatKey }[] = []): Set<StatKind> {
  return new Set([...model.stats, ...targets].map((stat) => statInfo[stat.key].kind));
}
