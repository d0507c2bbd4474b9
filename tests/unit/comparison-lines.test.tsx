// The comparison's allocation rows: each line once across the views, the heaviest first, and a
// view's share of a line in text, or "Not held".
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { AllocationShare, allocationLines } from "~/components/zone-navigator/allocation-share";
import { compareCopy } from "~/content/zone-compare";
import { builtInAllocations } from "~/content/zones";

const item = (instrument: string, percentage: number) => ({ instrument, percentage, color: "chart-1" });

describe("the comparison's allocation lines", () => {
  it("names each line once, the largest share across the views first", () => {
    const lines = allocationLines([
      [item("Bonds", 60), item("Large Cap", 30), item("Cash", 10)],
      [item("Large Cap", 70), item("Bonds", 15), item("Small Cap", 15)],
    ]);
    expect(lines).toEqual(["Large Cap", "Bonds", "Small Cap", "Cash"]);
  });

  it("lines up the built-in zones 3 and 5 (qualified): Bonds and Large Cap Equity lead", () => {
    const lines = allocationLines([builtInAllocations.qualified[3], builtInAllocations.qualified[5]]);
    expect(lines.slice(0, 2).sort()).toEqual(["Bonds", "Large Cap Equity"]);
  });

  it("shows a view's share of a line in text, or says it is not held", () => {
    const render = (line: string) => {
      const router = createMemoryRouter([{ path: "/", element: <AllocationShare allocation={[item("Bonds", 60)]} line={line} row={0} /> }]);
      return renderToStaticMarkup(<RouterProvider router={router} />);
    };
    expect(render("Bonds")).toContain("60%");
    expect(render("Small Cap")).toContain(compareCopy.notHeld);
    expect(render("Small Cap")).not.toContain("%");
  });
});
