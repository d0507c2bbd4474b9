// What /signals says an advisor follows: the models named in their order, joined as a sentence.
import { describe, expect, it } from "vitest";
import { signalListCopy } from "~/content/signals";

describe("the models an advisor follows, on /signals", () => {
  it("names none, one, two or more as a sentence", () => {
    expect(signalListCopy.youFollow([])).toBe("You follow no model yet.");
    expect(signalListCopy.youFollow(["RS S&P 500 Balanced"])).toBe("You follow RS S&P 500 Balanced.");
    expect(signalListCopy.youFollow(["A", "B"])).toBe("You follow A and B.");
    expect(signalListCopy.youFollow(["A", "B", "C"])).toBe("You follow A, B and C.");
  });
});
