// The firm's day turns at the firm's midnight: a signal effective on 1 December is not in force
// on the evening of 30 November in New York, though UTC has reached 1 December.
import { describe, expect, it } from "vitest";
import { site } from "~/content/site";
import { dayIn } from "~/lib/day-in-zone";

describe("the firm's day", () => {
  it("is the day in the firm's time zone, not UTC's", () => {
    expect(dayIn(site.timeZone, new Date("2026-12-01T02:30:00Z"))).toBe("2026-11-30");
    expect(dayIn(site.timeZone, new Date("2026-12-01T05:00:00Z"))).toBe("2026-12-01");
    // Summer time: four hours behind UTC.
    expect(dayIn(site.timeZone, new Date("2026-07-01T03:59:00Z"))).toBe("2026-06-30");
  });
});
