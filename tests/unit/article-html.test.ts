// An article written in the publishing desk is shown as its Markdown says, but nothing in it
// runs: raw HTML is shown as text and a link is kept only to the web, mail or the site.
import { describe, expect, it } from "vitest";
import { articleHtml } from "~/.server/commentary";

describe("articleHtml", () => {
  it("renders Markdown and keeps links to the web, mail and the site", () => {
    const html = articleHtml("## Rates\n\nSee [our models](/models), [the SEC](https://www.sec.gov) or [mail us](mailto:a@b.com).");
    expect(html).toContain("<h2>Rates</h2>");
    expect(html).toContain('<a href="/models">our models</a>');
    expect(html).toContain('<a href="https://www.sec.gov">the SEC</a>');
    expect(html).toContain('<a href="mailto:a@b.com">mail us</a>');
  });

  it("shows raw HTML as text and drops links and images to anything else", () => {
    const html = articleHtml(
      '<script>alert(1)</script>\n\nText <img src=x onerror="alert(2)"> and [click](javascript:alert(3)) and ![pic](data:image/png;base64,AAAA) and [far](//evil.example)',
    );
    expect(html).not.toMatch(/<script|<img|javascript:|data:image|href="\/\/evil/);
    expect(html).toContain("&lt;script&gt;");
    expect(html).toContain("click");
    expect(html).toContain("far");
  });

  it("puts a table in a region the keyboard reaches, to scroll on a phone", () => {
    const html = articleHtml("| Model | Yield |\n| --- | ---: |\n| Core Income | 5.1% |");
    expect(html).toMatch(/^<div role="region" tabindex="0" aria-label="Table"><table>[\s\S]*<\/table><\/div>$/m);
    expect(html).toContain('<td align="right">5.1%</td>');
  });
});
