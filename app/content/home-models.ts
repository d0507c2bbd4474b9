// The short forms of the models the home page shows, apart from models.ts so the home page's
// script carries these three and not every model's figures.
import type { ModelCategory } from "./model-basics";

/**
 * The short form of a model shown on the home page; `id`, `category` and `name` are the model's
 * own (its one name, product-names.ts: written out here so the home page's script carries three
 * names, not all; tests/unit/content.test.ts holds them equal).
 */
export type ModelSummary = { id: number; category: ModelCategory; name: string; description: string; philosophy: string };

/** The models on the home page, in the order shown there. */
export const homeModelSummaries: readonly ModelSummary[] = [
  {
    id: 3,
    category: "growth",
    name: "RS S&P 500 Balanced",
    description: "Growth from S&P 500 exposure, balanced with defensive positioning for a moderate level of risk.",
    philosophy: "Participate in rising markets while limiting how much of a falling market a client feels.",
  },
  {
    id: 1,
    category: "income",
    name: "Money Market Plus Strategy A",
    description: "Low-risk income for spending money, with a small targeted maximum drawdown.",
    philosophy: "Keep spending money steady and available while seeking more than cash pays.",
  },
  {
    id: 2,
    category: "income",
    name: "AAA Adaptive Income",
    description: "Low-risk income for short-term accumulation over two to three years.",
    philosophy: "Adapt to the rate and credit environment so savings keep working without large swings.",
  },
];
