import { describe, expect, it } from "vitest";
import { markdownToHtml, markdownToText } from "~/.server/signals/markdown-mail";
import { commentaryMailParts, signalMailParts, formatWeight } from "~/.server/signals/signal-mail";
import { articleDisclaimer } from "~/content/commentary";
import { footerDisclaimers } from "~/content/site";
import { followingFields, followingSchema } from "~/lib/schemas/following";
import { mailingAddress } from "~/content/site";
import { escapeHtml } from "~/.server/mail/compose";
import { firmDisclosures } from "~/content/disclosures";
import { prospectusStatement } from "~/content/fund-disclosures";
import { firmMailDocuments, signalMailCopy } from "~/content/signal-mails";

describe("a publication's Markdown in a mail", () => {
  it("renders the desk's Markdown as HTML without its raw HTML, scripts' links or images", () => {
    const html = markdownToHtml(
      "We **trim** [bonds](https://example.com/a).\n\n<img src=x onerror=alert(1)> [x](javascript:alert(1)) ![chart](https://example.com/c.png)",
    );
    expect(html).toContain("<strong>trim</strong>");
    expect(html).toContain('<a href="https://example.com/a">bonds</a>');
    expect(html).not.toMatch(/<img|javascript:|<a href="javascript/);
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });

  it("reads as plain text with the links' addresses", () => {
    expect(markdownToText("# Why\n\nWe **trim** [bonds](https://example.com/a).\n\n- one\n- two")).toBe(
      "Why\n\nWe trim bonds (https://example.com/a).\n\n- one\n- two",
    );
  });

  // Found in a staff walkthrough: a commentary's table was missing from the text part, and its
  // links to the site's pages were dropped from both parts.
  it("keeps a table's rows in the text part, and gives the site's own links its address", () => {
    const markdown =
      "## What moved\n\n| Index | Return |\n| --- | ---: |\n| S&P 500 | 2.3% |\n| Bonds | -0.4% |\n\nSee it in the [Zone Navigator](/zone-navigator?zone=5).";
    const site = "https://advisors.firm.test";
    expect(markdownToText(markdown, site)).toBe(
      "What moved\n\nIndex | Return\nS&P 500 | 2.3%\nBonds | -0.4%\n\nSee it in the Zone Navigator (https://advisors.firm.test/zone-navigator?zone=5).",
    );
    expect(markdownToHtml(markdown, site)).toContain('<a href="https://advisors.firm.test/zone-navigator?zone=5">Zone Navigator</a>');
    expect(markdownToHtml(markdown, site)).toMatch(/<td>S&amp;P 500<\/td>/);
    // A protocol-relative address is not the site's, and stays unlinked.
    expect(markdownToHtml("[x](//evil.example/a)", site)).not.toContain("href");
    // On the site's own pages the link stays relative.
    expect(markdownToHtml("[model](/models/3)")).toContain('<a href="/models/3">model</a>');
  });
});

describe("a signal's mail", () => {
  const signal = {
    id: "s1",
    modelId: 3,
    effectiveDate: "2026-12-01",
    title: "Add equities",
    trades: [{ ticker: "SPY", name: "SPDR <S&P> 500", before: 0, after: 12.5 }],
    reasoning: "Because.",
    publishedAt: "2026-11-26T12:00:00.000Z",
    versionId: "v1",
  };

  it("shows the change table, the date, the link and the follower's own unsubscribe link and the firm's address", () => {
    const mail = signalMailParts(
      signal,
      "https://advisors.example",
    )({ firstName: "Jane", unsubscribeUrl: "https://advisors.example/unsubscribe/t1" });
    expect(mail.text).toMatch(/SPY\s+SPDR <S&P> 500\s+not held\s+12\.5%/);
    expect(mail.html).toContain("SPDR &lt;S&amp;P&gt; 500");
    expect(mail.text).toContain("December 1, 2026");
    expect(mail.text).toContain("https://advisors.example/signals/s1");
    expect(mail.text).toContain("https://advisors.example/unsubscribe/t1");
    expect(mail.html).toContain('href="https://advisors.example/unsubscribe/t1"');
    expect(mail.text).toMatch(/Hello Jane,/);
    expect(mail.text).toContain(mailingAddress);
    expect(mail.html).toContain(mailingAddress);
  });

  it("carries the firm's registration, its documents and the audience, and the prospectus statement when it trades the firm's ETF", () => {
    const mailOf = (trades: typeof signal.trades) =>
      signalMailParts(
        { ...signal, trades },
        "https://advisors.example",
      )({ firstName: "Jane", unsubscribeUrl: "https://advisors.example/u/t1" });
    const plain = mailOf(signal.trades);
    for (const paragraph of [signalMailCopy.disclosure, ...firmMailDocuments]) {
      expect(plain.text).toContain(paragraph);
      expect(plain.html).toContain(escapeHtml(paragraph));
    }
    expect(plain.text).toContain("for financial advisors only");
    expect(plain.text).toContain(`${firmDisclosures.formAdvPart2A.label}: ${firmDisclosures.formAdvPart2A.href}`);
    expect(plain.text).not.toContain(prospectusStatement);
    const withEtf = mailOf([...signal.trades, { ticker: "RSMV", name: "The firm's ETF", before: 10, after: 5 }]);
    expect(withEtf.text).toContain(prospectusStatement);
  });

  it("names the model once in its subject, when the title starts with it", () => {
    // Found in a staff review: "Signal for AAA Adaptive Income: AAA Adaptive Income: shorter duration".
    expect(signalMailCopy.subject("AAA Adaptive Income", "AAA Adaptive Income: shorter duration for December")).toBe(
      "Signal for AAA Adaptive Income: shorter duration for December",
    );
    expect(signalMailCopy.subject("AAA Adaptive Income", "Shorter duration", true)).toBe(
      "Corrected signal for AAA Adaptive Income: Shorter duration",
    );
    expect(signalMailCopy.subject("AAA Adaptive Income", "AAA Adaptive Income")).toBe(
      "Signal for AAA Adaptive Income: AAA Adaptive Income",
    );
  });

  it("writes weights as percent, 0 as not held", () => {
    expect(formatWeight(0)).toBe("not held");
    expect(formatWeight(33.333)).toBe("33.33%");
    expect(formatWeight(40)).toBe("40%");
  });
});

describe("a commentary article's mail", () => {
  it("carries the article's disclosures and the firm's, as its page does with its footer", () => {
    const article = {
      meta: {
        slug: "outlook",
        title: "Outlook",
        date: "2026-11-26",
        author: "Investment Strategy Team",
        summary: "Where we stand.",
        sample: false,
      },
      markdown: "Markets **moved**.",
      versionId: "v1",
    };
    const mail = commentaryMailParts(
      article,
      "https://advisors.example",
    )({ firstName: "Jane", unsubscribeUrl: "https://advisors.example/unsubscribe/t1" });
    for (const paragraph of [articleDisclaimer.paragraphs[0], ...footerDisclaimers, ...firmMailDocuments]) {
      expect(mail.text).toContain(paragraph);
      expect(mail.html).toContain(paragraph);
    }
    expect(mail.text).toContain("https://advisors.example/commentary/outlook");
  });
});

describe("the following form", () => {
  const form = (...subjects: string[]) => {
    const data = new FormData();
    for (const subject of subjects) data.append("follow", subject);
    return followingFields(data);
  };

  it("reads the ticked boxes, none ticked as none", () => {
    expect(followingSchema.parse(form())).toEqual({ follow: [] });
    expect(followingSchema.parse(form("model:3", "commentary", "model:3"))).toEqual({ follow: ["model:3", "commentary"] });
  });

  it("refuses anything else", () => {
    expect(followingSchema.safeParse(form("model:0")).success).toBe(false);
    expect(followingSchema.safeParse(form("everything")).success).toBe(false);
    expect(followingSchema.safeParse(form(...Array.from({ length: 51 }, (_, n) => `model:${n + 1}`))).success).toBe(false);
  });
});
