import { describe, expect, it } from "vitest";
import { parseFrontMatter } from "~/lib/front-matter";

describe("front matter", () => {
  it("reads key: value lines and returns the body after the closing fence", () => {
    const { data, body } = parseFrontMatter(
      ["---", 'title: "Rates: a view"', "date: 2026-11-03", "author: 'Team'", "sample: true", "---", "", "## Heading", "Text"].join("\n"),
    );
    expect(data).toEqual({ title: "Rates: a view", date: "2026-11-03", author: "Team", sample: "true" });
    expect(body).toBe("## Heading\nText");
  });

  it("keeps colons inside values and accepts Windows line endings and a byte-order mark", () => {
    const { data, body } = parseFrontMatter("\uFEFF---\r\nsummary: Cash: not a plan\r\n---\r\nBody");
    expect(data.summary).toBe("Cash: not a plan");
    expect(body).toBe("Body");
  });

  it("skips blank lines and comments", () => {
    expect(parseFrontMatter("---\n\n# note\ntitle: A\n---\n").data).toEqual({ title: "A" });
  });

  it("refuses a file without front matter, an unclosed block, a bad line or a repeated key", () => {
    expect(() => parseFrontMatter("title: A\n")).toThrow(/must start with/);
    expect(() => parseFrontMatter("---\ntitle: A\n")).toThrow(/not closed/);
    expect(() => parseFrontMatter("---\njust words\n---\n")).toThrow(/line 2/);
    expect(() => parseFrontMatter("---\ntitle: A\ntitle: B\n---\n")).toThrow(/repeats the key "title"/);
  });
});
