// The firm's day turns at the firm's midnight: a signal effective on 1 December is not in force
// on the evening of 30 November in New York, though UTC has reached 1 December.
import { describe, expect, it } from "vitest";
import { firmDate, firmMoment } from "~/content/firm-time";
import { site } from "~/content/site";
import { suitabilityCopy } from "~/content/suitability";
import { dayIn, timeIn } from "~/lib/day-in-zone";

describe("the firm's day", () => {
  it("is the day in the firm's time zone, not UTC's", () => {
    expect(dayIn(site.timeZone, new Date("2026-12-01T02:30:00Z"))).toBe("2026-11-30");
    expect(dayIn(site.timeZone, new Date("2026-12-01T05:00:00Z"))).toBe("2026-12-01");
    // Summer time: four hours behind UTC.
    expect(dayIn(site.timeZone, new Date("2026-07-01T03:59:00Z"))).toBe("2026-06-30");
  });

  it("gives a suitability record's time in the firm's time zone, on its day", () => {
    expect(timeIn(site.timeZone, new Date("2026-12-01T02:30:00Z"))).toBe("21:30");
    expect(timeIn(site.timeZone, new Date("2026-07-01T13:05:00Z"))).toBe("09:05");
    expect(suitabilityCopy.recordedOn("2026-12-01T02:30:00.000Z")).toBe("November 30, 2026 at 21:30 ET");
  });

  it("dates a view saved in the evening in New York on that day, not on UTC's next one", () => {
    // Found in an advisor's review: the saved views' list gave the UTC day, and no time.
    expect(firmDate("2026-12-01T02:30:00.000Z")).toBe("November 30, 2026");
    expect(firmMoment("2026-12-01T02:30:00.000Z")).toBe("November 30, 2026 at 21:30 ET");
  });
});
