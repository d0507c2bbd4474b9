// A version's body is read field by field, each wrong field named in words an editor can act on.
import { describe, expect, it } from "vitest";
import { parseBody, parseItemKey, submissionIssues } from "~/lib/content-desk/check";
import type { BodyOf } from "~/lib/content-desk/bodies";
import { builtInZoneData } from "~/lib/content-desk/zone-dataset";
import { published, soundFigures } from "./sound-figures";

describe("parseBody", () => {
  it("accepts sound model figures and fills what is left out", () => {
    const { targets: _targets, ...withoutTargets } = soundFigures;
    const parsed = parseBody("model-figures", withoutTargets);
    expect(parsed).toMatchObject({ ok: true, value: { targets: [], statsBenchmark: "S&P 500 Total Return Index" } });
  });

  it("names each field that is wrong, in words", () => {
    const parsed = parseBody("model-figures", {
      ...soundFigures,
      statsDates: { from: "2016-13-01", to: "2025-12-31" },
      stats: [{ key: "alpha", value: "x" }],
    });
    expect(parsed.ok).toBe(false);
    if (parsed.ok) return;
    expect(parsed.issues).toEqual(
      expect.arrayContaining([
        { path: "stats[0].key", message: "Choose Sharpe ratio, up-capture, down-capture or max drawdown." },
        { path: "statsDates.from", message: "Give the start of the statistics' period as a real date, written YYYY-MM-DD." },
      ]),
    );
  });

  it("refuses holdings whose weights do not sum to 100, or list a ticker twice", () => {
    const off = parseBody("model-figures", {
      ...soundFigures,
      holdings: {
        asOf: "2025-12-31",
        positions: [
          { ticker: "SPY", name: "SPDR S&P 500", weight: 60 },
          { ticker: "BIL", name: "T-Bills", weight: 39.5 },
        ],
      },
    });
    expect(off).toEqual({
      ok: false,
      issues: [
        { path: "holdings.positions", message: "The holdings' weights sum to 99.5%, not 100%: correct them so they add up to 100." },
      ],
    });
    const within = parseBody("model-figures", {
      ...soundFigures,
      holdings: {
        asOf: "2025-12-31",
        positions: [
          { ticker: "SPY", name: "SPDR S&P 500", weight: 66.667 },
          { ticker: "BIL", name: "T-Bills", weight: 33.333 },
        ],
      },
    });
    expect(within.ok).toBe(true);
    const twice = parseBody("model-figures", {
      ...soundFigures,
      holdings: {
        asOf: "2025-12-31",
        positions: [
          { ticker: "SPY", name: "A", weight: 50 },
          { ticker: "spy", name: "B", weight: 50 },
        ],
      },
    });
    expect(twice).toMatchObject({
      ok: false,
      issues: [{ path: "holdings.positions", message: "SPY is listed twice: give each ticker once." }],
    });
  });

  it("refuses a signal whose weights after the change do not sum to 100", () => {
    const signal = {
      modelId: 3,
      effectiveDate: "2026-12-01",
      title: "Moving to Treasury bills",
      trades: [
        { ticker: "RSMV", name: "RS Managed Volatility ETF", before: 60, after: 50 },
        { ticker: "BIL", name: "T-Bills", before: 40, after: 45 },
      ],
      reasoning: "Signals turned defensive.",
    };
    expect(parseBody("signal", signal)).toEqual({
      ok: false,
      issues: [{ path: "trades", message: "The weights after the change sum to 95%, not 100%: correct them so they add up to 100." }],
    });
    expect(parseBody("signal", { ...signal, trades: [signal.trades[0], { ...signal.trades[1], after: 50 }] }).ok).toBe(true);
    expect(parseBody("signal", { ...signal, modelId: 9, trades: [signal.trades[0], { ...signal.trades[1], after: 50 }] })).toMatchObject({
      ok: false,
      issues: [{ path: "modelId" }],
    });
  });

  it("takes https addresses only for media, and an outlet for coverage", () => {
    const parsed = parseBody("media", { type: "coverage", date: "2026-10-01", title: "Interview", url: "http://news.test/a" });
    expect(parsed).toMatchObject({ ok: false });
    if (parsed.ok) return;
    expect(parsed.issues.map((issue) => issue.path).sort()).toEqual(["outlet", "url"]);
  });

  it("refuses zone data whose view's allocation does not sum to 100 or names an unknown product", () => {
    const data = structuredClone(builtInZoneData()) as BodyOf<"zone-data">;
    data.allocations.qualified["4"][0]!.percentage += 5;
    data.products["non-qualified"]["2"].push({ kind: "model", id: "9", why: "None such." });
    const parsed = parseBody("zone-data", data);
    expect(parsed).toMatchObject({
      ok: false,
      issues: [
        { path: "allocations.qualified.4", message: expect.stringContaining("zone 4 (qualified) sum to 105%") },
        { path: "products.non-qualified.2[1].id", message: "Zone 2 (non-qualified) names model 9, which the site does not offer." },
      ],
    });
  });

  it("checks each kind's item key", () => {
    expect(parseItemKey("model-figures", "3").ok).toBe(true);
    expect(parseItemKey("model-figures", "8")).toMatchObject({ ok: false, issues: [{ path: "itemKey" }] });
    expect(parseItemKey("commentary", "Rates Outlook")).toMatchObject({ ok: false, issues: [{ path: "itemKey" }] });
    expect(parseItemKey("fund-facts", "RSMV").ok).toBe(true);
    expect(parseItemKey("zone-data", "zones").ok).toBe(true);
  });
});

describe("a commentary body", () => {
  const article = {
    title: "Rates",
    summary: "Where rates go.",
    author: "Team",
    date: "2026-11-20",
    reviewBy: "2027-05-20",
    markdown: "Text.",
  };

  it("needs the review date its author sets, and a sample flag defaults to no", () => {
    expect(parseBody("commentary", article)).toMatchObject({ ok: true, value: { sample: false } });
    const { reviewBy: _reviewBy, ...without } = article;
    expect(parseBody("commentary", without)).toEqual({
      ok: false,
      issues: [{ path: "reviewBy", message: "Give the day the article is to be reviewed as a date, written YYYY-MM-DD." }],
    });
    expect(parseBody("commentary", { ...article, markdown: " \n", date: "2026-02-30" })).toMatchObject({
      ok: false,
      issues: [{ path: "date" }, { path: "markdown", message: "Write the article's text." }],
    });
  });
});

describe("a commentary's date at submission", () => {
  const body = (date: string) => ({
    title: "Rates",
    summary: "Where rates go.",
    author: "Team",
    date,
    reviewBy: "2027-05-20",
    markdown: "Text.",
  });
  const now = new Date("2026-11-26T15:00:00Z");
  const live = {
    ...published,
    articles: [
      {
        meta: { slug: "rates", title: "Rates", date: "2026-10-01", author: "Team", summary: "Where rates go.", sample: false },
        markdown: "Text.",
        versionId: "v1",
      },
    ],
  };

  it("is within a week of the submission for a new article, and the live one's date or such a day for a new version", () => {
    expect(submissionIssues("commentary", "new-one", body("2026-11-19"), live, now)).toEqual([]);
    expect(submissionIssues("commentary", "new-one", body("2026-11-18"), live, now)).toMatchObject([{ path: "date" }]);
    // Found in a compliance review: a revision re-dated to 2019 went live listed as published then.
    expect(submissionIssues("commentary", "rates", body("2019-01-02"), live, now)).toMatchObject([
      { path: "date", message: expect.stringContaining("keeps the article's date (2026-10-01)") },
    ]);
    expect(submissionIssues("commentary", "rates", body("2026-10-01"), live, now)).toEqual([]);
    expect(submissionIssues("commentary", "rates", body("2026-11-26"), live, now)).toEqual([]);
    expect(submissionIssues("media", "rates", body("2019-01-02"), live, now)).toEqual([]);
  });
});
