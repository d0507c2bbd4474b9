// A version is refused at submission with what an editor must fix: its body's issues by field,
// then the compliance rules on the content as it would be with it published.
import { describe, expect, it } from "vitest";
import { checkVersion, parseBody, submissionRefusal } from "~/lib/content-desk/check";
import type { BodyOf } from "~/lib/content-desk/bodies";
import { builtInZoneData } from "~/lib/content-desk/zone-dataset";
import { examples, now, published, soundFigures, soundPerformance } from "./sound-figures";
import { buildPublishedContent } from "~/lib/content-desk/build";

describe("checkVersion", () => {
  it("passes sound model figures", () => {
    expect(checkVersion("model-figures", "3", soundFigures, published, now)).toEqual([]);
  });

  it("refuses statistics without their period, naming the statistics and what is missing", () => {
    const { statsDates: _dates, ...undated } = soundFigures;
    const findings = checkVersion("model-figures", "3", undated, published, now);
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ rule: "figure-period", where: "model-figures:3 › statsDates" });
    expect(findings[0]!.message).toMatch(
      /Sharpe Ratio, Down-Capture, Max Drawdown lack their period \(start and end\), as-of date or benchmark;/,
    );
    expect(findings[0]!.message).not.toMatch(/statsDates/);
    expect(submissionRefusal("model-figures", "3", undated, published, now)).toEqual({ reason: "invalid", findings });
  });

  it("refuses returns without net beside gross", () => {
    const rows = soundPerformance.rows.map((row) =>
      row.period === "1 year" ? { period: row.period, gross: row.gross, benchmark: row.benchmark } : row,
    );
    const findings = checkVersion("model-figures", "3", { ...soundFigures, performance: { ...soundPerformance, rows } }, published, now);
    expect(findings).toEqual([
      {
        rule: "figure-period",
        where: "model-figures:3 › performance",
        message: expect.stringContaining("1 year: net, gross and benchmark returns are all needed"),
      },
    ]);
  });

  it("names figures older than the latest year-end with the compliance rule's stale-figure", () => {
    const old = { ...soundFigures, statsDates: { from: "2015-01-01", to: "2024-12-31" } };
    expect(checkVersion("model-figures", "3", old, published, now)).toEqual([
      expect.objectContaining({ rule: "stale-figure", where: "model-figures:3 › statsDates.to" }),
    ]);
  });

  it("refuses another model's statistics shown as this one's, unless it says whose they are", () => {
    const model4 = parseBody(
      "model-figures",
      examples.find((version) => version.kind === "model-figures" && version.itemKey === "4")!.body,
    );
    if (!model4.ok) throw new Error("example model 4 does not parse");
    const borrowed = { ...soundFigures, stats: model4.value.stats };
    const asPublished = buildPublishedContent(
      [
        {
          kind: "model-figures",
          itemKey: "4",
          body: { ...model4.value, statsDates: soundFigures.statsDates, statsBenchmark: "S&P 500" },
          stamp: { versionId: "x", number: 2, contentHash: "0", publishedAt: "2026-11-01" },
        },
      ],
      2,
    );
    const findings = checkVersion("model-figures", "5", borrowed, asPublished, now);
    expect(findings.map((finding) => finding.rule)).toContain("borrowed-record");
    expect(findings.find((finding) => finding.rule === "borrowed-record")!.message).toMatch(/record of/);
    expect(checkVersion("model-figures", "5", { ...borrowed, recordOf: 4 }, asPublished, now).map((finding) => finding.rule)).not.toContain(
      "borrowed-record",
    );
  });

  it("refuses a model whose drawdown or targeted drawdown exceeds a zone it is placed in", () => {
    const deep = {
      ...soundFigures,
      stats: soundFigures.stats.map((stat) => (stat.key === "maxDrawdown" ? { ...stat, value: "-12%" } : stat)),
    };
    const findings = checkVersion("model-figures", "3", deep, published, now);
    expect(findings).toEqual([
      expect.objectContaining({ rule: "zone-drawdown", message: expect.stringContaining("zone 1 5%, zone 2 7%, zone 3 10%") }),
    ]);
    const target = checkVersion(
      "model-figures",
      "1",
      { targets: [{ key: "targetedMaxDrawdown", value: "8%", basis: "net" }], stats: [] },
      published,
      now,
    );
    expect(target).toEqual([
      expect.objectContaining({ rule: "zone-drawdown", message: expect.stringContaining("targeted max drawdown 8%") }),
    ]);
  });

  it("refuses the figures of a model placed in zones that publish no drawdown to check against them", () => {
    const withoutDrawdown = { ...soundFigures, stats: soundFigures.stats.filter((stat) => stat.key !== "maxDrawdown") };
    const findings = checkVersion("model-figures", "3", withoutDrawdown, published, now);
    expect(findings).toEqual([
      expect.objectContaining({
        rule: "zone-drawdown",
        where: "model-figures:3",
        message: expect.stringMatching(
          /^RS S&P 500 Balanced \(model 3\) is placed in zones 1, 2, 3, 4, 5, 6, 7, 8, 9 but publishes neither a worst drawdown nor a targeted max drawdown/,
        ),
      }),
    ]);
  });

  it("refuses zone data that places a model in a zone whose target its drawdown exceeds", () => {
    const data = structuredClone(builtInZoneData()) as BodyOf<"zone-data">;
    data.zones["3"].maxdrawdown = "4%";
    const findings = checkVersion("zone-data", "zones", data, published, now);
    expect(findings.map((finding) => [finding.rule, finding.where])).toEqual([["zone-drawdown", "zone-data:zones › products"]]);
    expect(findings[0]!.message).toMatch(/model 2.*zone 3 4%/);
    expect(checkVersion("zone-data", "zones", builtInZoneData(), published, now)).toEqual([]);
  });

  it("refuses forbidden phrases and placeholders in an article", () => {
    const article = {
      title: "Rates outlook",
      summary: "Where rates go.",
      author: "Team",
      date: "2026-11-20",
      reviewBy: "2027-05-20",
      markdown: "Our income model is risk-free. Read more at https://research.example/notes.",
      sample: false,
    };
    const findings = checkVersion("commentary", "rates-outlook", article, published, now);
    expect(findings.map((finding) => finding.rule).sort()).toEqual(["forbidden-phrase", "placeholder"]);
    expect(findings.find((finding) => finding.rule === "forbidden-phrase")).toMatchObject({ where: "commentary:rates-outlook › markdown" });
    expect(checkVersion("commentary", "rates-outlook", { ...article, markdown: "Rates fell." }, published, now)).toEqual([]);
  });

  it("refuses fund facts without the waiver's end when net is below gross, and a table not as of the latest quarter-end", () => {
    const fund = examples.find((version) => version.kind === "fund-facts" && version.itemKey === "RSMV")!.body as BodyOf<"fund-facts">;
    const { example: _example, ...facts } = fund;
    expect(checkVersion("fund-facts", "RSMV", facts, published, now)).toEqual([]);
    const findings = checkVersion(
      "fund-facts",
      "RSMV",
      {
        ...facts,
        netExpenseRatio: "0.65%",
        performance: {
          asOf: "2026-06-30",
          rows: [
            { period: "1 year", nav: 4, market: 4.1 },
            { period: "Since inception", nav: 6, market: 6.1 },
          ],
        },
      },
      published,
      now,
    );
    expect(findings).toEqual([
      expect.objectContaining({ rule: "fund-disclosure", where: "fund-facts:RSMV › waiverEnds" }),
      expect.objectContaining({ rule: "stale-figure", where: "fund-facts:RSMV › performance.asOf" }),
    ]);
  });

  it("names the example note a version still carries as a placeholder", () => {
    const fund = examples.find((version) => version.kind === "fund-facts" && version.itemKey === "RSMV")!.body;
    expect(checkVersion("fund-facts", "RSMV", fund, published, now)).toEqual([
      {
        rule: "placeholder",
        where: "fund-facts:RSMV",
        message: expect.stringMatching(/^RSMV: still to supply: name, objective, .* \(clear the note once it is supplied\)\.$/),
      },
    ]);
    const sample = { type: "press-release", date: "2026-10-15", title: "Zone Navigator opens", sample: true };
    expect(checkVersion("media", "zone-navigator-opens", sample, published, now)).toEqual([
      {
        rule: "placeholder",
        where: "media:zone-navigator-opens",
        message: "Zone Navigator opens is marked as a sample: replace it with the firm's own and clear the sample mark.",
      },
    ]);
  });

  it("answers an unparsed body and a bad key as body issues, before any rule", () => {
    expect(submissionRefusal("model-figures", "9", { stats: "none" }, published, now)).toMatchObject({
      reason: "body",
      issues: [{ path: "itemKey" }, { path: "stats" }],
    });
    expect(() => checkVersion("model-figures", "3", { stats: "none" }, published, now)).toThrow(TypeError);
  });
});
