// When a published version must be looked at again, and what the console lists as due.
import { describe, expect, it } from "vitest";
import type { ContentVersion } from "~/lib/content-desk/contract";
import { aYearAfter, dueItems, nextQuarterEnd, reviewByOf } from "~/lib/content-desk/review-by";

describe("reviewByOf", () => {
  it("gives fund facts a year after the prospectus date", () => {
    expect(reviewByOf("fund-facts", { prospectusDate: "2026-03-01" })).toBe("2027-03-01");
    expect(aYearAfter("2028-02-29")).toBe("2029-02-28");
  });

  it("gives model figures 30 days after the quarter-end that follows their as-of date", () => {
    expect(nextQuarterEnd("2025-12-31")).toBe("2026-03-31");
    expect(nextQuarterEnd("2026-02-10")).toBe("2026-03-31");
    expect(reviewByOf("model-figures", { stats: [], targets: [], performance: { asOf: "2025-12-31" } })).toBe("2026-04-30");
    expect(reviewByOf("model-figures", { stats: [], targets: [], performance: { asOf: "2026-06-30" } })).toBe("2026-10-30");
    expect(reviewByOf("model-figures", { stats: [], targets: [], statsDates: { to: "2026-08-15" } })).toBe("2026-10-30");
    expect(reviewByOf("model-figures", { stats: [], targets: [] })).toBeNull();
  });

  it("gives an article the day its author set, and media, zone data and signals none", () => {
    expect(reviewByOf("commentary", { reviewBy: "2027-01-15" })).toBe("2027-01-15");
    expect(reviewByOf("media", {})).toBeNull();
    expect(reviewByOf("zone-data", {})).toBeNull();
    expect(reviewByOf("signal", {})).toBeNull();
  });

  it("gives none for a body without the date it is reckoned from, rather than failing", () => {
    expect(reviewByOf("fund-facts", {})).toBeNull();
    expect(reviewByOf("fund-facts", { prospectusDate: "2026-02-30" })).toBeNull();
    expect(reviewByOf("commentary", null)).toBeNull();
    expect(reviewByOf("model-figures", { performance: { asOf: 20251231 } })).toBeNull();
  });
});

describe("dueItems", () => {
  const version = (id: string, reviewBy: string | null, status: ContentVersion["status"] = "published") =>
    ({ id, kind: "fund-facts", itemKey: id, title: `Fund ${id}`, status, reviewBy }) as const;
  const now = new Date("2026-11-26T23:00:00Z");

  it("lists published versions past their day as overdue and those within 30 days as due, most overdue first", () => {
    const listed = dueItems(
      [
        version("soon", "2026-12-20"),
        version("late", "2026-11-01"),
        version("today", "2026-11-26"),
        version("later", "2027-01-10"),
        version("none", null),
        version("draft", "2026-10-01", "draft"),
        version("replaced", "2026-10-01", "replaced"),
      ],
      now,
    );
    expect(listed.map(({ itemKey, state, days }) => [itemKey, state, days])).toEqual([
      ["late", "overdue", -25],
      ["today", "due", 0],
      ["soon", "due", 24],
    ]);
    expect(listed[0]).toMatchObject({ versionId: "late", kind: "fund-facts", title: "Fund late", reviewBy: "2026-11-01" });
  });

  it("takes another window", () => {
    expect(dueItems([version("soon", "2026-12-20")], now, 7)).toEqual([]);
  });
});
