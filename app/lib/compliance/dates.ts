// The reporting dates a figure must reach: the latest calendar year-end (models) and the latest
// calendar quarter-end (funds) that have passed on the day of the check. A period ending on
// 31 December is complete the day after, so on 31 December the year-end before is the latest.

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: string | undefined): value is string {
  return !!value && ISO_DATE.test(value) && !Number.isNaN(Date.parse(value));
}

/** The day of `now` in UTC, as an ISO date. */
export function isoDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** The latest 31 December before the day of `now` (ISO date). */
export function latestYearEnd(now: Date): string {
  return `${now.getUTCFullYear() - 1}-12-31`;
}

const QUARTER_ENDS = ["03-31", "06-30", "09-30", "12-31"] as const;

/** The latest calendar quarter-end before the day of `now` (ISO date). */
export function latestQuarterEnd(now: Date): string {
  const today = isoDay(now);
  const year = now.getUTCFullYear();
  const passed = QUARTER_ENDS.map((end) => `${year}-${end}`).filter((day) => day < today);
  return passed.at(-1) ?? `${year - 1}-12-31`;
}

export function isQuarterEnd(day: string): boolean {
  return isIsoDate(day) && (QUARTER_ENDS as readonly string[]).includes(day.slice(5));
}
