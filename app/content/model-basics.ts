// What pages other than the models page need to know of the models, apart from what the models
// say: their addresses, their categories' names and which the home page shows. The page list
// (read on every page for its title) and the home page import this, not models.ts.

export type ModelCategory = "growth" | "income";

export const categoryLabels: Record<ModelCategory, string> = {
  growth: "Growth Model",
  income: "Income Model",
};

export function modelPath(id: number): string {
  return `/models/${id}`;
}

/** The models on the home page, in the order shown there (their short forms: home-models.ts). */
export const homeModelIds = [3, 1, 2] as const;
