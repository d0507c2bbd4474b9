// The desk's editor forms read on the server through their one schema each: a good form is the
// body the store keeps; a bad one names the field and what to write.
import { describe, expect, it } from "vitest";
import { bodySchemas } from "~/lib/content-desk/bodies";
import { readEditorForm } from "~/routes/staff/desk-forms.server";
import { APPROVAL_CHECKS, approvalChecksMissing, deskApproveSchema, deskReturnSchema, publishMoment } from "~/lib/schemas/desk-review";
import { archiveFilterSchema } from "~/lib/schemas/desk-archive-filter";

/** The hash of the text a principal read, as the review page sends it. */
const contentHash = "a".repeat(64);

const formOf = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

const commentary = {
  title: "Quarterly Outlook",
  slug: "quarterly-outlook-2026",
  summary: "What changed this quarter.",
  author: "Ann Lee",
  date: "2026-04-02",
  reviewBy: "2026-07-01",
  markdown: "## Rates\n\nRates held steady.",
};

describe("the commentary form", () => {
  it("makes the article the store keeps, its slug the item's key", () => {
    expect(readEditorForm("commentary", formOf(commentary))).toEqual({
      ok: true,
      values: commentary,
      draft: {
        itemKey: "quarterly-outlook-2026",
        title: "Quarterly Outlook",
        reviewBy: "2026-07-01",
        body: {
          title: "Quarterly Outlook",
          summary: "What changed this quarter.",
          author: "Ann Lee",
          date: "2026-04-02",
          reviewBy: "2026-07-01",
          markdown: "## Rates\n\nRates held steady.",
          sample: false,
        },
      },
    });
  });

  it("makes bodies the kinds' own schemas take", () => {
    const article = readEditorForm("commentary", formOf(commentary));
    expect(article.ok && bodySchemas.commentary.safeParse(article.draft.body).success).toBe(true);
    const release = readEditorForm("media", formOf({ type: "press-release", date: "2026-04-02", title: "News", summary: "More." }));
    expect(release.ok && bodySchemas.media.safeParse(release.draft.body).success).toBe(true);
  });

  it("names each bad field and keeps what was typed", () => {
    const reading = readEditorForm(
      "commentary",
      formOf({ ...commentary, title: " ", slug: "Not A Slug", date: "2026-02-30", reviewBy: "soon" }),
    );
    expect(reading.ok).toBe(false);
    if (reading.ok) return;
    expect(reading.errors).toEqual({
      title: "Write the title.",
      slug: "The address is lowercase words joined by hyphens, like quarterly-outlook-2026.",
      date: "The publication date is a date (YYYY-MM-DD).",
      reviewBy: "The review-by date is a date (YYYY-MM-DD).",
    });
    const noReview = readEditorForm("commentary", formOf({ ...commentary, reviewBy: "" }));
    expect(!noReview.ok && noReview.errors).toEqual({ reviewBy: "Give the review-by date." });
    expect(reading.values.markdown).toBe(commentary.markdown);
  });

  it("keeps an edited version's own key whatever the form says", () => {
    const reading = readEditorForm("commentary", formOf({ ...commentary, slug: "another-address" }), "quarterly-outlook-2026");
    expect(reading.ok && reading.draft.itemKey).toBe("quarterly-outlook-2026");
  });
});

describe("the media form", () => {
  it("asks coverage for its outlet and an https address", () => {
    const reading = readEditorForm(
      "media",
      formOf({ type: "coverage", date: "2026-04-02", title: "Interview", url: "http://news.example/a" }),
    );
    expect(!reading.ok && reading.errors).toEqual({ outlet: "Coverage names its outlet.", url: "The address starts with https://." });
    const resource = readEditorForm("media", formOf({ type: "resource", date: "2026-04-02", title: "Guide" }));
    expect(!resource.ok && resource.errors).toEqual({ url: "Give the address where the resource is read." });
  });

  it("keys a new item by its day and title", () => {
    const reading = readEditorForm(
      "media",
      formOf({ type: "press-release", date: "2026-04-02", title: "The Firm Opens a Desk!", summary: "News." }),
    );
    expect(reading.ok && reading.draft).toEqual({
      itemKey: "2026-04-02-the-firm-opens-a-desk",
      title: "The Firm Opens a Desk!",
      reviewBy: null,
      body: {
        type: "press-release",
        date: "2026-04-02",
        title: "The Firm Opens a Desk!",
        summary: "News.",
        sample: false,
      },
    });
  });
});

describe("the fund facts form", () => {
  const facts = {
    ticker: "YFYA",
    objective: "Seeks current income.",
    grossExpenseRatio: "0.85%",
    netExpenseRatio: "0.75%",
    waiverEnds: "2027-02-28",
    principalRisks: "Interest rate risk: Bond prices fall when rates rise.\n\nCredit risk: An issuer may fail to pay.",
    prospectusDate: "2026-03-01",
    inceptionDate: "2023-06-14",
    exchange: "NYSE Arca",
    performanceAsOf: "2026-03-31",
    performanceRows: "1 year: 4.2, 4.1\nSince inception: 3.9%, 3.8%",
  };

  it("reads the risks' and performance's lines into the fund's facts", () => {
    const reading = readEditorForm("fund-facts", formOf(facts));
    expect(reading.ok && reading.draft.body).toEqual({
      objective: "Seeks current income.",
      grossExpenseRatio: "0.85%",
      netExpenseRatio: "0.75%",
      waiverEnds: "2027-02-28",
      principalRisks: [
        { name: "Interest rate risk", text: "Bond prices fall when rates rise." },
        { name: "Credit risk", text: "An issuer may fail to pay." },
      ],
      performance: {
        asOf: "2026-03-31",
        rows: [
          { period: "1 year", nav: 4.2, market: 4.1 },
          { period: "Since inception", nav: 3.9, market: 3.8 },
        ],
      },
      prospectusDate: "2026-03-01",
      inceptionDate: "2023-06-14",
      exchange: "NYSE Arca",
    });
  });

  it("makes the body the kinds' fund facts schema takes", () => {
    const reading = readEditorForm("fund-facts", formOf(facts));
    expect(reading.ok && bodySchemas["fund-facts"].safeParse(reading.draft.body).success).toBe(true);
  });

  it("names the line that is not a risk, a ratio without its percent, a fund the firm does not run", () => {
    const reading = readEditorForm(
      "fund-facts",
      formOf({ ...facts, ticker: "SPY", grossExpenseRatio: "0.85", principalRisks: "Market risk" }),
    );
    expect(!reading.ok && reading.errors).toEqual({
      ticker: "Choose the fund.",
      grossExpenseRatio: "The gross expense ratio is a percentage, like 0.75%.",
      principalRisks: "Line 1 of the principal risks needs a name, a colon, then its text.",
    });
  });

  it("asks for the as-of date of performance rows", () => {
    const reading = readEditorForm("fund-facts", formOf({ ...facts, performanceAsOf: "" }));
    expect(!reading.ok && reading.errors).toEqual({ performanceAsOf: "Give the quarter-end the performance is as of." });
  });
});

describe("the review forms and the archive filter", () => {
  it("needs a note to return a version", () => {
    const checked = deskReturnSchema.safeParse({ id: "v1", note: "   " });
    expect(checked.success).toBe(false);
    expect(checked.error?.issues[0]?.message).toBe("Write a note to the author: say what to change.");
  });

  it("asks for every check a principal confirms, naming what is missing once", () => {
    const ticked = Object.fromEntries(APPROVAL_CHECKS.map((name) => [name, "on"]));
    expect(deskApproveSchema.safeParse({ id: "v1", contentHash, ...ticked }).success).toBe(true);
    for (const name of APPROVAL_CHECKS) {
      const checked = deskApproveSchema.safeParse({ id: "v1", contentHash, ...ticked, [name]: undefined });
      expect(checked.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([["checks", approvalChecksMissing]]);
    }
  });

  it("names the text approved by its hash, and refuses an approval without it", () => {
    const ticked = Object.fromEntries(APPROVAL_CHECKS.map((name) => [name, "on"]));
    for (const hash of [undefined, "", "abc", "G".repeat(64)]) {
      const checked = deskApproveSchema.safeParse({ id: "v1", contentHash: hash, ...ticked });
      expect(
        checked.error?.issues.map((issue) => issue.path.join(".")),
        String(hash),
      ).toEqual(["contentHash"]);
    }
  });

  it("reads the publication time in the principal's own time zone", () => {
    const ticked = Object.fromEntries(APPROVAL_CHECKS.map((name) => [name, "on"]));
    const checked = deskApproveSchema.parse({ id: "v1", contentHash, publishAt: "2026-04-01T09:30", offset: "240", ...ticked });
    expect(publishMoment(checked.publishAt, checked.offset)?.toISOString()).toBe("2026-04-01T13:30:00.000Z");
    expect(publishMoment("", 0)).toBeNull();
    expect(deskApproveSchema.safeParse({ id: "v1", publishAt: "tomorrow" }).success).toBe(false);
  });

  it("takes a kind, an item and a real day, and refuses others", () => {
    expect(archiveFilterSchema.parse({ kind: "model-figures", item: " 3 ", on: "2026-03-31" })).toEqual({
      kind: "model-figures",
      item: "3",
      on: "2026-03-31",
    });
    expect(archiveFilterSchema.parse({})).toEqual({ kind: undefined, item: undefined, on: null });
    expect(archiveFilterSchema.safeParse({ kind: "poems" }).success).toBe(false);
    expect(archiveFilterSchema.safeParse({ on: "2026-13-01" }).success).toBe(false);
  });
});

describe("the signal form", () => {
  const fields = (trades: string) => ({
    model: "3",
    effectiveDate: "2026-12-01",
    title: "More equity in Balanced",
    trades,
    reasoning: "Volatility fell.",
  });

  it("reads the trades one a line into the kinds' signal body, keyed by its day and model", () => {
    const reading = readEditorForm(
      "signal",
      formOf(fields("rsmv, RS Managed Volatility ETF, 40, 55\nBIL, SPDR 1-3 Month T-Bill ETF, 60%, 45%")),
    );
    expect(reading).toMatchObject({
      ok: true,
      draft: {
        itemKey: "2026-12-01-model-3",
        body: {
          modelId: 3,
          trades: [
            { ticker: "RSMV", name: "RS Managed Volatility ETF", before: 40, after: 55 },
            { ticker: "BIL", name: "SPDR 1-3 Month T-Bill ETF", before: 60, after: 45 },
          ],
        },
      },
    });
    if (!reading.ok) throw new Error("refused");
    expect(bodySchemas.signal.safeParse(reading.draft.body).success).toBe(true);
  });

  it("names the line of a trade it cannot read", () => {
    const reading = readEditorForm("signal", formOf(fields("RSMV, RS Managed Volatility ETF, 40, 55\nBIL, 60, 45")));
    expect(reading).toMatchObject({ ok: false, errors: { trades: expect.stringMatching(/^Line 2: /) } });
    const weight = readEditorForm("signal", formOf(fields("RSMV, RS Managed Volatility ETF, 40, lots")));
    expect(weight).toMatchObject({ ok: false, errors: { trades: 'Line 1: "lots" is not a weight from 0 to 100 (percent).' } });
  });
});
