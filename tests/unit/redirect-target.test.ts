import { describe, expect, it } from "vitest";
import { fuzzSeed, seededRandom } from "../support/seeded-random";
import { DEFAULT_AFTER_SIGN_IN, safeRedirectTarget } from "~/lib/redirect-target";

describe("the page sign-in sends an advisor back to", () => {
  it("keeps a path of this site, with its query and fragment", () => {
    expect(safeRedirectTarget("/advisor")).toBe("/advisor");
    expect(safeRedirectTarget("/zone-navigator?zone=7#chart")).toBe("/zone-navigator?zone=7#chart");
    expect(safeRedirectTarget("/commentary/asset-location")).toBe("/commentary/asset-location");
  });

  it("refuses every way of naming another site", () => {
    for (const target of [
      "https://evil.example/",
      "//evil.example/path",
      "/\\evil.example",
      "\\\\evil.example",
      "/\t/evil.example",
      "javascript:alert(1)",
      "http:/evil.example",
      " /advisor",
      "evil.example",
      // Dot segments that normalise to a protocol-relative address.
      "/.//evil.example/phish",
      "/a/..//evil.example/phish",
      "/%2E//evil.example",
    ]) {
      expect(safeRedirectTarget(target), JSON.stringify(target)).toBe(DEFAULT_AFTER_SIGN_IN);
    }
  });

  it("falls back for nothing, non-text, over-long values and the sign-in screens themselves", () => {
    expect(safeRedirectTarget(undefined)).toBe(DEFAULT_AFTER_SIGN_IN);
    expect(safeRedirectTarget(null)).toBe(DEFAULT_AFTER_SIGN_IN);
    expect(safeRedirectTarget("")).toBe(DEFAULT_AFTER_SIGN_IN);
    expect(safeRedirectTarget(["/advisor"])).toBe(DEFAULT_AFTER_SIGN_IN);
    expect(safeRedirectTarget(`/${"a".repeat(2000)}`)).toBe(DEFAULT_AFTER_SIGN_IN);
    expect(safeRedirectTarget("/login?redirectTo=/advisor")).toBe(DEFAULT_AFTER_SIGN_IN);
    expect(safeRedirectTarget("/logout")).toBe(DEFAULT_AFTER_SIGN_IN);
  });

  it("normalises dot segments without leaving the site", () => {
    expect(safeRedirectTarget("/a/../advisor")).toBe("/advisor");
    expect(safeRedirectTarget("/../../advisor")).toBe("/advisor");
  });
});

describe("safeRedirectTarget under generated paths", () => {
  // Pieces an attacker combines to make a path that a browser reads as another site.
  const pieces = [
    "/",
    "//",
    ".",
    "..",
    "/./",
    "/../",
    "%2e",
    "%2E",
    "%2f",
    "\\",
    "evil.example",
    "@",
    "advisor",
    "?",
    "#",
    ":",
    "\t",
    "%09",
  ];

  it("never returns what a browser reads as another site", () => {
    const seed = fuzzSeed();
    const random = seededRandom(seed);
    for (let made = 0; made < 5000; made++) {
      const value = "/" + Array.from({ length: 1 + random.int(6) }, () => random.pick(pieces)).join("");
      const target = safeRedirectTarget(value);
      const context = `seed ${seed}: ${JSON.stringify(value)} -> ${JSON.stringify(target)}`;
      expect(target.startsWith("/") && !target.startsWith("//") && !target.includes("\\"), context).toBe(true);
      expect(new URL(target, "http://site.invalid").origin, context).toBe("http://site.invalid");
    }
  });
});
