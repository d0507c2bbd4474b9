// The firm's investment models (spec section 3, "Static models content"). One list serves the
// home page's summary cards and the models page; a model's id is its address: /models/{id}.
import type { ModelCategory } from "./model-basics";

export { categoryLabels, homeModelIds, modelPath, type ModelCategory } from "./model-basics";

/**
 * What a figure on a model card is. Performance statistics are historical measurements; targets
 * are objectives the model is managed towards. Both carry a note on the card.
 */
export type StatKind = "performance" | "target";

export const statInfo = {
  sharpeRatio: {
    label: "Sharpe Ratio",
    kind: "performance",
    definition: "return above the risk-free rate for each unit of volatility taken",
  },
  downCapture: {
    label: "Down-Capture",
    kind: "performance",
    definition: "the share of the benchmark's losses the model took in falling markets; lower is better",
  },
  upCapture: {
    label: "Up-Capture",
    kind: "performance",
    definition: "the share of the benchmark's gains the model captured in rising markets",
  },
  maxDrawdown: {
    label: "Max Drawdown",
    kind: "performance",
    definition: "the largest fall from a peak to a following low",
  },
  targetedMaxDrawdown: {
    label: "Targeted Max Drawdown",
    kind: "target",
    definition: "the largest fall from a peak the model is managed to stay within",
  },
  targetedReturn: {
    label: "Targeted Return",
    kind: "target",
    definition: "the yearly return the model aims for",
  },
} as const satisfies Record<string, { label: string; kind: StatKind; definition: string }>;

export type StatKey = keyof typeof statInfo;

/** One figure on a model card; `qualifier` is printed under the value (e.g. "net of all fees"). */
export type ModelStat = { key: StatKey; value: string; qualifier?: string };

export type InvestmentModel = {
  id: number;
  name: string;
  category: ModelCategory;
  /** Risk level as the spec states it, or "N/A". */
  riskLevel: string;
  objective?: string;
  description: string;
  stats: ModelStat[];
  minimumInvestment?: string;
  /** A warning shown prominently on the card. */
  riskNote?: string;
};

export const NOT_AVAILABLE = "N/A";
export const MINIMUM_INVESTMENT = "$1,000";

/** Under every card that shows performance statistics. */
export const performanceNote =
  "Historical statistics of the model measured against its benchmark, shown for information only. Past performance does not indicate future results.";

/** Under every card that shows targets. */
export const targetNote = "Targets are objectives, not guarantees or projections; actual results may differ and losses may exceed them.";

export const notAvailableNote = "N/A: figure not available for this model.";

/** All models are rebalanced and monitored monthly (spec section 9). */
export const rebalancingNote = "All models are rebalanced and monitored monthly.";

export const investmentModels: InvestmentModel[] = [
  {
    id: 3,
    name: "RS S&P 500 Balanced",
    category: "growth",
    riskLevel: "Moderate",
    description:
      "Balances S&P 500 exposure with defensive positioning, seeking equity market participation with smaller declines in falling markets.",
    stats: [
      { key: "sharpeRatio", value: "1.26" },
      { key: "downCapture", value: "38.52%" },
    ],
  },
  {
    id: 4,
    name: "RS S&P 500 Growth",
    category: "growth",
    riskLevel: "Moderate Aggressive",
    description: "Pursues long-term growth from S&P 500 exposure, with more room to participate in rising markets than the Balanced model.",
    stats: [
      { key: "upCapture", value: "147%" },
      { key: "maxDrawdown", value: "-36.88%" },
    ],
  },
  {
    id: 5,
    name: "RS S&P 500 Tax Loss Harvesting Model",
    category: "growth",
    riskLevel: "Moderate Aggressive",
    description: "The RS S&P 500 Growth approach with tax-loss harvesting, for clients who hold the strategy in taxable accounts.",
    stats: [
      { key: "upCapture", value: "147%" },
      { key: "maxDrawdown", value: "-36.88%" },
    ],
  },
  {
    id: 6,
    name: "S&P 500 Tax Loss Harvesting Model",
    category: "growth",
    riskLevel: NOT_AVAILABLE,
    description: "Broad S&P 500 exposure with systematic tax-loss harvesting for taxable accounts.",
    stats: [
      { key: "upCapture", value: NOT_AVAILABLE },
      { key: "maxDrawdown", value: NOT_AVAILABLE },
    ],
  },
  {
    id: 7,
    name: "The AI Contrarian Growth Model",
    category: "growth",
    riskLevel: "High",
    objective: "Long-term growth",
    description: "Takes contrarian positions chosen with artificial-intelligence research, seeking long-term growth.",
    stats: [],
    minimumInvestment: MINIMUM_INVESTMENT,
    riskNote:
      "High risk: this model seeks long-term growth and has no downside risk management. It suits only clients who can accept large losses.",
  },
  {
    id: 2,
    name: "AAA Adaptive Income",
    category: "income",
    riskLevel: "Low",
    objective: "Short-term 2-3 year accumulation",
    description: "Adapts its income holdings to market conditions, for money a client means to accumulate over two to three years.",
    stats: [
      { key: "targetedMaxDrawdown", value: "10%" },
      { key: "targetedReturn", value: "6-8%", qualifier: "net of all fees" },
    ],
    minimumInvestment: MINIMUM_INVESTMENT,
  },
  {
    id: 1,
    name: "Money Market Plus Strategy A",
    category: "income",
    riskLevel: "Low",
    objective: "Spending money",
    description: "A low-risk strategy for a client's spending money, seeking more than a money market while keeping declines small.",
    stats: [
      { key: "targetedMaxDrawdown", value: "5%" },
      { key: "targetedReturn", value: "5-7%", qualifier: "net of fees" },
    ],
    minimumInvestment: MINIMUM_INVESTMENT,
  },
];

export function findModel(id: number | string | undefined): InvestmentModel | undefined {
  if (id === undefined) return undefined;
  return investmentModels.find((model) => String(model.id) === String(id));
}

export function modelsIn(category: ModelCategory): InvestmentModel[] {
  return investmentModels.filter((model) => model.category === category);
}

/** Kinds of figures a model's card shows, so the card prints the matching notes. */
export function statKinds(model: InvestmentModel): Set<StatKind> {
  return new Set(model.stats.map((stat) => statInfo[stat.key].kind));
}

export const modelsPage = {
  title: "Our Investment Models",
  description:
    "Growth and income models built around risk first: each one states its risk level and what it is managed to do. Use them with your clients' accounts through our model signals.",
  sections: {
    growth: {
      title: "Growth Models",
      description: "For clients seeking long-term growth, from moderate to high risk.",
    },
    income: {
      title: "Income Models",
      description: "Low-risk models for accumulation and spending money, each with a targeted maximum drawdown.",
    },
  } satisfies Record<ModelCategory, { title: string; description: string }>,
  whyTitle: "Why Our Models Work",
  whyPoints: [
    "Risk first: every model states its risk level, and our income models are managed to a targeted maximum drawdown.",
    "Rules-based decisions: signals, not emotion, drive each change of position.",
    "Rebalanced and monitored monthly, so portfolios stay aligned with each model's objective.",
    "Built for advisors: signals, case design support and client materials come with every model.",
  ],
  minimumLabel: "Minimum Investment",
  riskLabel: "Risk Level",
  objectiveLabel: "Objective",
  selectedLabel: "Selected",
  closing: {
    title: "Put Our Models to Work for Your Clients",
    description: "Talk with our team about which models fit your clients, or sign up for signals and commentary.",
    primaryButtonText: "Connect with Our Team",
    primaryButtonLink: "/contact",
    secondaryButtonText: "Sign Up Now",
    secondaryButtonLink: "/signup",
  },
} as const;
