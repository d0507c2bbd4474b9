// How the operator commands print stored text: whatever a terminal acts on or hides shows as an
// escape, letters of every script and emoji as they are, and the JSON parses to the same data.
import { describe, expect, it } from "vitest";
import { printable, printableJson } from "../../scripts/cli-support.js";

describe("printable", () => {
  it.each([
    ["\u001b[2J", "\\x1b[2J"],
    ["a\u0007b", "a\\x07b"],
    ["one\r\ntwo\tthree", "one\\r\\ntwo\\tthree"],
    ["\u009b31m", "\\x9b31m"],
    ["\u007f", "\\x7f"],
    ["abc\u202Edef", "abc\\u{202e}def"],
    ["a\u200Bb\u2028c\uFEFF", "a\\u{200b}b\\u{2028}c\\u{feff}"],
    ["lone \uD800 half", "lone \\u{d800} half"],
  ])("shows %j as %s", (text, shown) => expect(printable(text)).toBe(shown));

  it("leaves plain text of any script alone", () => {
    const text = "Zoë Ñúñez — 東京 😀 O'Brien & Co. <b> \\x1b";
    expect(printable(text)).toBe(text);
  });

  it("prints nothing for a missing value", () => expect(printable(null)).toBe(""));
});

describe("printableJson", () => {
  it("escapes what JSON.stringify leaves raw, and parses back to the same data", () => {
    const value = { name: "\u001b]8;;x\u0007", firm: "\u009b2J\u202Eknarf", lines: "a\nb", emoji: "😀" };
    const json = printableJson(value);
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    expect(json).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/);
    expect(json).toContain('"firm": "\\u009b2J\\u202eknarf"');
    expect(JSON.parse(json)).toEqual(value);
  });
});
