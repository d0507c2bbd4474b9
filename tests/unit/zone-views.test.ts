import { describe, expect, it } from "vitest";
import { comparePath, parseViewKey, parseViewList, viewKey } from "~/lib/zone-views";

const list = (query: string) => parseViewList(new URLSearchParams(query));

describe("view keys", () => {
  it("names a view by zone and account type, and reads it back", () => {
    expect(viewKey({ zone: 7, account: "non-qualified" })).toBe("7-non-qualified");
    expect(parseViewKey("7-non-qualified")).toEqual({ zone: 7, account: "non-qualified" });
    expect(parseViewKey(" 10-Qualified ")).toEqual({ zone: 10, account: "qualified" });
  });

  it("reads nothing else as a view", () => {
    for (const bad of [
      "0-qualified",
      "11-qualified",
      "5",
      "5-",
      "-qualified",
      "5-taxable",
      "05x-qualified",
      "5-qualified-x",
      "1e1-qualified",
    ]) {
      expect(parseViewKey(bad), bad).toBeNull();
    }
  });
});

describe("a comparison in the URL", () => {
  it("keeps valid views in order", () => {
    expect(list("views=3-qualified,5-qualified,7-non-qualified")).toEqual({
      views: [
        { zone: 3, account: "qualified" },
        { zone: 5, account: "qualified" },
        { zone: 7, account: "non-qualified" },
      ],
      invalid: [],
      duplicates: [],
      overLimit: [],
    });
  });

  it("drops bad and repeated entries and says which", () => {
    const result = list("views=3-qualified,banana,3-qualified,,12-qualified&views=3-QUALIFIED,4-non-qualified");
    expect(result.views.map(viewKey)).toEqual(["3-qualified", "4-non-qualified"]);
    expect(result.invalid).toEqual(["banana", "12-qualified"]);
    expect(result.duplicates).toEqual(["3-qualified"]);
  });

  it("keeps four views at most and names the ones left out", () => {
    const result = list("views=1-qualified,2-qualified,3-qualified,4-qualified,5-qualified,6-non-qualified,1-qualified");
    expect(result.views.map(viewKey)).toEqual(["1-qualified", "2-qualified", "3-qualified", "4-qualified"]);
    expect(result.overLimit).toEqual(["5-qualified", "6-non-qualified"]);
    expect(result.duplicates).toEqual(["1-qualified"]);
  });

  it("shortens long bad entries and reads a bounded number of entries", () => {
    const long = "x".repeat(500);
    expect(list(`views=${long}`).invalid).toEqual([`${"x".repeat(24)}…`]);
    const many = list(`views=${Array.from({ length: 10_000 }, () => "bad").join(",")}`);
    expect(many.invalid).toHaveLength(40);
  });

  it("writes the path of a comparison", () => {
    expect(
      comparePath([
        { zone: 3, account: "qualified" },
        { zone: 7, account: "non-qualified" },
      ]),
    ).toBe("/zone-navigator/compare?views=3-qualified,7-non-qualified");
    expect(comparePath([])).toBe("/zone-navigator/compare");
  });
});
