import { describe, expect, it } from "vitest";
import { initials, MAX_INITIALS } from "~/lib/initials";

describe("initials", () => {
  it("takes the first letter of the first two words, upper-cased", () => {
    expect(initials("Daniel Whitaker")).toBe("DW");
    expect(initials("elena marsh")).toBe("EM");
  });

  it("uses at most two words", () => {
    expect(initials("Mary Anne Smith-Jones")).toBe("MA");
    expect(initials("a b c d").length).toBe(MAX_INITIALS);
  });

  it("gives one letter for a one-word name and nothing for an empty one", () => {
    expect(initials("Cher")).toBe("C");
    expect(initials("")).toBe("");
    expect(initials("   ")).toBe("");
  });

  it("ignores extra white space", () => {
    expect(initials("  Jane \t  Doe  ")).toBe("JD");
  });

  it("keeps letters outside ASCII whole", () => {
    expect(initials("Łukasz Żak")).toBe("ŁŻ");
    expect(initials("émile zola")).toBe("ÉZ");
  });
});
