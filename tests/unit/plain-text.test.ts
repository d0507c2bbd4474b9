// The plain-text checks of the contact, saved-view and name fields: the same verdicts as the regular expressions they
// replace, in time that grows in step with the length of the text.
import { describe, expect, it } from "vitest";
import { hasOddCharacters, looksLikeLink, looksLikeMarkup } from "~/lib/schemas/plain-text";
import { fourfoldGrowth } from "../support/growth";
import { seededRandom } from "../support/seeded-random";

// The former check: right on short texts, but its time grows with the square of the length.
const markupPattern = /<\s*\/?\s*[a-z!][^>]*>|<!--/i;

describe("looksLikeMarkup", () => {
  it.each([
    "<b>",
    "</div>",
    "< script src=x>",
    "<  /  a>",
    "<\u00a0B\u3000>",
    "<!doctype html>",
    "a <!-- b",
    "x<y and later z>",
    "<<a>",
    "< <a>",
  ])("finds markup in %j", (text) => {
    expect(looksLikeMarkup(text)).toBe(true);
    expect(markupPattern.test(text)).toBe(true);
  });

  it.each(["", "a < b", "a > b < c", "x < 5% and > 2%", "<1>", "< / / a>", "<-- comment -->", "<a", "< /", "<\u212A>", ">", "<!-"])(
    "finds no markup in %j",
    (text) => {
      expect(looksLikeMarkup(text)).toBe(false);
      expect(markupPattern.test(text)).toBe(false);
    },
  );

  it("agrees with the former regular expression on 20,000 generated texts", () => {
    const seed = 20240611;
    const random = seededRandom(seed);
    const alphabet = ["<", ">", "/", "!", "-", " ", "\t", "\n", "\u00a0", "\u3000", "\ufeff", "a", "Z", "1", "é", "\u212A", "\u017F"];
    const disagreements: string[] = [];
    for (let i = 0; i < 20_000; i++) {
      const text = Array.from({ length: random.int(13) }, () => random.pick(alphabet)).join("");
      if (looksLikeMarkup(text) !== markupPattern.test(text)) disagreements.push(text);
    }
    expect(disagreements, `seed ${seed}`).toEqual([]);
  });

  it("agrees with the former regular expression on every character between < and >", () => {
    const disagreements: string[] = [];
    for (let code = 0; code <= 0xffff; code++) {
      const character = String.fromCharCode(code);
      for (const text of [`<${character}>`, `<${character}a>`, `<${character}/${character}a>`]) {
        if (looksLikeMarkup(text) !== markupPattern.test(text)) disagreements.push(text);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it.each<[string, (size: number) => string]>([
    ["<a repeated", (size) => "<a".repeat(size / 2)],
    ["< repeated", (size) => "<".repeat(size)],
    ["< /a repeated", (size) => "< /a".repeat(size / 4)],
    ["<!- repeated", (size) => "<!-".repeat(size / 3)],
    ["</ repeated", (size) => "</".repeat(size / 2)],
    ["< and spaces", (size) => `<${" ".repeat(size - 2)}a`],
    ["<a repeated after >", (size) => `>${"<a".repeat(size / 2)}`],
    ["<1> repeated", (size) => "<1>".repeat(size / 3)],
  ])("takes linear time on %s", (_name, make) => {
    expect(looksLikeMarkup(make(64 * 1024))).toBe(false);
    expect(fourfoldGrowth(make, looksLikeMarkup, 256 * 1024)).toBeLessThan(10);
  });

  it("is told apart from the former regular expression by the same measure", () => {
    // About 16: the former check's time grows with the square of the length.
    // The fastest of seven runs, as for the checks above: fewer let a busy machine blur it.
    const growth = fourfoldGrowth(
      (size) => "<a".repeat(size / 2),
      (text) => markupPattern.test(text),
      2048,
    );
    expect(growth).toBeGreaterThan(10);
  });
});

describe("hasOddCharacters", () => {
  it("allows line breaks and tabs only in multiline text", () => {
    expect(hasOddCharacters("one\ntwo\tthree", true)).toBe(false);
    expect(hasOddCharacters("one\ntwo", false)).toBe(true);
    expect(hasOddCharacters("one\ttwo", false)).toBe(true);
  });

  it.each(["\u0000", "\u001F", "\u007F", "\u009F", "\u061C", "\u200B", "\u202E", "\u2066", "\uFEFF", "\uFFFD", "\uD800", "\uDFFF x"])(
    "finds %j odd",
    (character) => expect(hasOddCharacters(`a${character}b`, true)).toBe(true),
  );

  it("accepts letters of any script and a well-formed surrogate pair", () => {
    expect(hasOddCharacters("Zoë Ñúñez — 東京 😀", false)).toBe(false);
  });

  it("takes linear time on long texts", () => {
    expect(
      fourfoldGrowth(
        (size) => "a\u0301".repeat(size / 2),
        (text) => hasOddCharacters(text, false),
        256 * 1024,
      ),
    ).toBeLessThan(10);
  });
});

describe("looksLikeLink", () => {
  it.each([
    "https://evil.example",
    "x ftp://y",
    "evil.example/unlock",
    "www.evil.example",
    "frank@evil.example",
    "EVIL.EXAMPLE",
    "zoë.café",
    "203.0.113.7",
  ])("finds %j a link", (text) => expect(looksLikeLink(text)).toBe(true));

  it.each(["Jane", "J.R.R. Tolkien", "St. John", "Edward D. Jones & Co., L.P.", "No. 1 Partners", "Fund 2.5", "A:B", "3.14 Capital"])(
    "finds %j plain",
    (text) => expect(looksLikeLink(text)).toBe(false),
  );

  it.each<[string, (size: number) => string]>([
    ["letters", (size) => "a".repeat(size)],
    ["dots after letters", (size) => "a.".repeat(size / 2)],
    ["numbers and dots", (size) => "1.1.1".repeat(size / 5)],
    ["colons and slashes", (size) => ":/".repeat(size / 2)],
  ])("takes linear time on %s", (_name, make) => {
    expect(fourfoldGrowth(make, looksLikeLink, 256 * 1024)).toBeLessThan(10);
  });
});
