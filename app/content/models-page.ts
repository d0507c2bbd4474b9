// The words of /models (the list) and of each model's own page (/models/{id}).
import { site } from "./site";
import type { ModelCategory } from "./model-basics";

export const modelsPage = {
  title: "Our Investment Models",
  description:
    "Growth and income models built around risk first: each states what it is managed to do, and its risk level where the firm publishes one. Use them with your clients' accounts through our model signals.",
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
    "Risk first: each model is built around a risk level, and our income models are managed to a targeted maximum drawdown.",
    "Rules-based decisions: signals, not emotion, drive each change of position.",
    "Rebalanced and monitored monthly, so portfolios stay aligned with each model's objective.",
    "Built for advisors: signals, case design support and client materials come with every model.",
  ],
  minimumLabel: "Minimum Investment",
  riskLabel: "Risk Level",
  objectiveLabel: "Objective",
  viewModelShort: "View the model",
  zonesLabel: "Fits zones",
  closing: {
    title: "Put Our Models to Work for Your Clients",
    description: "Talk with our team about which models fit your clients, or sign up for signals and commentary.",
    primaryButtonText: "Connect with Our Team",
    primaryButtonLink: "/contact",
    secondaryButtonText: "Sign Up Now",
    secondaryButtonLink: "/signup",
  },
} as const;

/** Title and description of a model's own page. */
export function modelPageMeta(model: { name: string; description: string; category: ModelCategory }) {
  return {
    title: `${model.name} | Investment Models | ${site.brand}`,
    description: model.description,
  };
}

export const modelPage = {
  backToList: { label: "All investment models", href: "/models" },
  factsTitle: "Key facts",
  facts: {
    category: "Category",
    riskLevel: "Risk level",
    objective: "Objective",
    minimum: "Minimum investment",
    rebalancing: "Rebalancing",
  },
  statsTitle: "Statistics and targets",
  statsLead:
    "The same measures for every model. A statistic names its period, as-of date and benchmark; targets are objectives, not results.",
  performanceTitle: "Performance",
  performanceNone:
    "The firm has not published performance figures for this model, so none are shown. The statistics above are not returns.",
  performanceUpdating:
    "Performance is being updated: returns are shown once they run to the latest calendar year-end, net beside gross and against the benchmark.",
  performanceTable: (benchmark: string) => `Annualized total returns against the ${benchmark}`,
  performanceColumns: { period: "Period", net: "Net of fees", gross: "Gross of fees", benchmark: "Benchmark" },
  performanceAsOf: (date: string, inception: string) => `As of ${date}. Model inception ${inception}.`,
  /** In place of the returns for a reader who is not shown hypothetical figures. */
  performanceWithheld:
    "This model's returns are hypothetical (the model portfolio's, not any client account's) and are shown to signed-in financial advisors only.",
  performanceNotes: [
    "Hypothetical performance: these are the returns of the model portfolio as computed by the firm, not the results of any client account.",
    "Returns over more than one year are annualized. Net returns are after the fees described above; gross returns are before them. A client's own returns will differ with fees, timing and account size.",
    "The benchmark is shown for comparison; it is unmanaged, has no fees, and cannot be invested in directly.",
  ],
  zonesTitle: "Zones this model fits",
  zonesLead: "Where the firm uses this model in the Zone Navigator, by account type.",
  zonesNone: "This model is not placed in a zone.",
  zoneLink: (zone: number) => `Zone ${zone}`,
  placement: (zones: string, accounts: string) => `${/[-,]/.test(zones) ? "Zones" : "Zone"} ${zones}, ${accounts}`,
  bothAccounts: "both account types",
  etfsTitle: "ETFs in this model",
  factSheetTitle: "Fact sheet",
  factSheetText: "The same facts on one US Letter page, with the disclosures, for your files (signed-in advisors).",
  factSheetLink: "Download the fact sheet (PDF)",
  /** The model's signals: a list for signed-in advisors (a visitor is asked to sign in there). */
  signalsTitle: "Signals",
  signalsText: "Each change we make to this model, with its trades and our reasoning (signed-in advisors).",
  signalsLink: "See this model's signals",
  signalsHref: (id: number) => `/signals?model=${id}#published`,
  notesTitle: "About these figures",
  riskTitle: "Warning",
} as const;
