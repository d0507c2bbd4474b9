import { describe, expect, it } from "vitest";
import { formatDate } from "../../app/lib/format-date";

describe("a date as the pages print it", () => {
  it("reads as the US long form, whatever the time zone", () => {
    expect(formatDate("2026-11-22")).toBe("November 22, 2026");
    expect(formatDate("2025-01-01")).toBe("January 1, 2025");
  });

  it("is the same as Intl's US long form on every day of a leap year", () => {
    const intl = new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
    for (let day = new Date("2024-01-01T00:00:00Z"); day.getUTCFullYear() === 2024; day.setUTCDate(day.getUTCDate() + 1)) {
      const iso = day.toISOString().slice(0, 10);
      expect(formatDate(iso), iso).toBe(intl.format(day));
    }
  });

  it("refuses what is not a day", () => {
    for (const bad of ["2026-13-01", "2026-00-10", "22 November 2026", ""]) expect(() => formatDate(bad), bad).toThrow(RangeError);
  });
});
