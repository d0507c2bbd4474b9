// What an article may say of returns, targets, testimonials and promises: each refused sentence
// is named, with what the Marketing Rule asks of it, before the version can be submitted.
import { describe, expect, it } from "vitest";
import { checkVersion } from "~/lib/content-desk/check";
import { now, published } from "./sound-figures";

describe("an article's running text", () => {
  it("refuses an article's return without its period or basis, and a predicted return, naming each sentence", () => {
    const article = {
      title: "Quarterly letter",
      summary: "The quarter.",
      author: "Team",
      date: "2026-11-20",
      reviewBy: "2027-05-20",
      markdown: [
        "## The quarter",
        "Balanced returned 12.4% and we expect the model to return 8% next year.",
        "The S&P 500 gained 2.3%.",
        "Stocks were up 3% in October, and inflation is expected to fall to 2.5%.",
      ].join("\n\n"),
      sample: false,
    };
    const findings = checkVersion("commentary", "quarterly-letter", article, published, now);
    expect(findings.map(({ rule, message }) => [rule, message.split(":")[0]])).toEqual([
      ["forbidden-phrase", '"expect the model to return 8%"'],
      ["figure-period", '"The S&P 500 gained 2.3%."'],
    ]);
    // A return's period may follow an abbreviation or a wrapped line; an index's return needs no
    // fee basis; a rate coming back to a level is not a prediction of a return.
    const stated = [
      "Balanced returned 12.4% net of fees (13.4% gross) over the 1-year period to 2025-12-31 and 7.5% a year since inception, against 13.1% for its benchmark.",
      "Stocks were up 3% in October, and inflation is expected to fall to 2.5%. Inflation should return to 2%.",
      "We note the S&P 500 returned 5% vs. 3% for bonds\nin 2025, and the U.S. market returned 5% in 2025.",
      // Not the firm's own: "our view" is no product of ours.
      "In our view bond funds returned 5% in 2024.",
      // Found in review: the longer periods first, or in plural, and an index's figure net of fees.
      "Balanced returned 7.5% a year over ten years, 8% a year over five years and 12.4% net of fees (13.4% gross) over one year, to 2025-12-31.",
      "Hedge funds returned 8% net of fees in 2025, according to the HFRI index.",
    ].join(" ");
    expect(checkVersion("commentary", "quarterly-letter", { ...article, markdown: stated }, published, now)).toEqual([]);
    expect(
      checkVersion("commentary", "quarterly-letter", { ...article, markdown: "We expect returns of 8 percent." }, published, now),
    ).toMatchObject([{ rule: "forbidden-phrase" }]);
    // Found in a compliance review: a market's move predicted with a figure.
    expect(
      checkVersion(
        "commentary",
        "quarterly-letter",
        { ...article, markdown: "We expect the S&P 500 to rise 15% next year." },
        published,
        now,
      ),
    ).toMatchObject([{ rule: "forbidden-phrase", message: expect.stringContaining('"expect the S&P 500 to rise 15%"') }]);
    // Found in a launch review: the firm's own return for one year alone, net and gross, passed.
    for (const markdown of [
      "RSMV returned 18% net of fees (19% gross) in 2025.",
      "Balanced returned 12.4% net of fees (13.4% gross) in the year to 2025-12-31.",
    ])
      expect(checkVersion("commentary", "quarterly-letter", { ...article, markdown }, published, now), markdown).toMatchObject([
        { rule: "figure-period", message: expect.stringContaining("1-, 5- and 10-year returns") },
      ]);
    // A fund's return with its period but not its basis: by ticker, by name, and "our funds"; in
    // any verb and in percentage points (found in a compliance review and a staff review).
    for (const markdown of [
      "RSMV returned 14.2% in 2025.",
      "RSMV rose 14% in 2025.",
      "RSMV beat the S&P 500 by 4 percentage points in 2025.",
      `${published.funds[0]!.name.toLowerCase()} gained 7% in 2025.`,
      "Our income funds returned 8% this year.",
    ])
      expect(checkVersion("commentary", "quarterly-letter", { ...article, markdown }, published, now), markdown).toMatchObject([
        { rule: "figure-period", message: expect.stringContaining("say net of fees") },
      ]);
    // A model's return, however stated, is hypothetical (ADR 0032): never in running text, which
    // anyone reads; nor a target of the firm's (found in the second compliance review).
    for (const markdown of [
      "Our model returned 12.4% in 2025.",
      "Our Balanced model returned 18% last year, beating the S&P 500.",
      "The model returned 18% net of fees (19% gross) over one year and 9% a year over five years.",
      `${published.models[0]!.name.toLowerCase()} gained 7% in 2025.`,
      "Our income models returned 8% this year.",
    ])
      expect(checkVersion("commentary", "quarterly-letter", { ...article, markdown }, published, now), markdown).toMatchObject([
        { rule: "forbidden-phrase", message: expect.stringContaining("a model's return is hypothetical") },
      ]);
    expect(
      checkVersion(
        "commentary",
        "quarterly-letter",
        { ...article, markdown: `${published.models[0]!.name} targets 6-8% a year net of fees with a targeted max drawdown of 10%.` },
        published,
        now,
      ),
    ).toMatchObject([{ rule: "forbidden-phrase", message: expect.stringContaining("a hypothetical target in running text") }]);
    // The Fed's target is no product of the firm's.
    expect(
      checkVersion("commentary", "quarterly-letter", { ...article, markdown: "The Fed targets 2% inflation." }, published, now),
    ).toEqual([]);
    // A ticker is a ticker as written: "rsmv" in a word is not the fund.
    expect(
      checkVersion(
        "commentary",
        "quarterly-letter",
        { ...article, markdown: "Gold gained 7% in 2025, per the LBMA index." },
        published,
        now,
      ),
    ).toEqual([]);
  });

  it("refuses a promise and a past recommendation's record", () => {
    const article = { title: "Letter", summary: "The quarter.", author: "Team", date: "2026-11-20", reviewBy: "2027-05-20" };
    // Found in the second compliance review: both passed the desk, the second in a mailed signal.
    for (const markdown of [
      "The model did great this year, and we promise it will keep doing great.",
      "Our last three signals were all winners.",
    ])
      expect(checkVersion("commentary", "quarterly-letter", { ...article, markdown }, published, now), markdown).toMatchObject([
        { rule: "forbidden-phrase" },
      ]);
  });

  it("refuses a testimonial however its verb is tensed", () => {
    const article = { title: "Letter", summary: "The quarter.", author: "Team", date: "2026-11-20", reviewBy: "2027-05-20" };
    // Found in a compliance review: "tell us" passed where "tells us" was caught.
    for (const markdown of [
      "Advisors tell us our models changed how they talk to clients.",
      "A client told us the firm's signals saved her retirement.",
      "Many advisors recommend our models to their clients.",
      // Found in the second compliance review.
      "Our clients will tell you that we changed their retirement.",
      'Jane, an RIA in Ohio: "I moved all my clients to Northfield and never looked back."',
    ])
      expect(checkVersion("commentary", "quarterly-letter", { ...article, markdown }, published, now), markdown).toMatchObject([
        { rule: "forbidden-phrase", message: expect.stringContaining("a testimonial") },
      ]);
  });
});
