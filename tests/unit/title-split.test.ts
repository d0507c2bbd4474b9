import { describe, expect, it } from "vitest";
import { advisorOutcomesTitle, heroTitleBreaks } from "~/content/hero";
import { splitTitle } from "~/lib/title-split";

describe("splitTitle", () => {
  it("breaks an even title at its midpoint word", () => {
    expect(splitTitle("Our Investment Models Today")).toEqual(["Our Investment", "Models Today"]);
  });

  it("puts the extra word of an odd title on the first line", () => {
    expect(splitTitle("Risk-Managed Investment Solutions for Financial Advisors and Their Clients.")).toEqual([
      "Risk-Managed Investment Solutions for Financial",
      "Advisors and Their Clients.",
    ]);
  });

  it("keeps a one-word title on one line", () => {
    expect(splitTitle("Media")).toEqual(["Media", ""]);
  });

  it("ignores extra white space", () => {
    expect(splitTitle("  Connect   with Our  Team ")).toEqual(["Connect with", "Our Team"]);
  });

  it("uses the fixed break of the advisor-outcomes title instead of the midpoint", () => {
    expect(splitTitle(advisorOutcomesTitle)).toEqual(["Empowering Advisors to Serve", "Their Clients Well"]);
    expect(splitTitle(advisorOutcomesTitle, heroTitleBreaks)).toEqual(["Empowering Advisors", "to Serve Their Clients Well"]);
  });
});
