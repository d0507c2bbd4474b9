import { describe, expect, it } from "vitest";
import { ChoiceBudget } from "~/.server/html/choice-budget";

describe("the budget of new choices", () => {
  it("allows a burst, then one choice each period, and never saves up more than the burst", () => {
    let now = 0;
    const budget = new ChoiceBudget(3, 1_000, () => now);
    expect([budget.take(), budget.take(), budget.take(), budget.take()]).toEqual([true, true, true, false]);
    now = 999;
    expect(budget.take()).toBe(false);
    now = 1_000;
    expect([budget.take(), budget.take()]).toEqual([true, false]);
    now = 1_000_000;
    expect([budget.take(), budget.take(), budget.take(), budget.take()]).toEqual([true, true, true, false]);
  });
});
