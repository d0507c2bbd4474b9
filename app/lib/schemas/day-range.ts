// The days a console filter takes (the leads list, the audit log): a calendar day written
// YYYY-MM-DD, within years the firm's records can hold. A day outside them is refused with a
// clear message, never sent to the database (a year 0 or 10000 is not a timestamp it takes).
export const EARLIEST_DAY = "2000-01-01";
export const LATEST_DAY = "2099-12-31";
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const dayRangeProblems = {
  day: `Choose dates between ${EARLIEST_DAY} and ${LATEST_DAY}, written as YYYY-MM-DD.`,
  order: "The “from” date is after the “to” date: choose an earlier “from” date.",
} as const;

/** Whether `day` is a real calendar day (2024-02-30 is not) between EARLIEST_DAY and LATEST_DAY. */
export function isFilterDay(day: string): boolean {
  if (!DAY.test(day) || day < EARLIEST_DAY || day > LATEST_DAY) return false;
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
}

/** What is wrong with the `from` and `to` of a filter's fields, if anything; empty fields are fine. */
export function dayRangeProblem(params: URLSearchParams | FormData): string | undefined {
  const from = params.get("from");
  const to = params.get("to");
  const given = [from, to].filter((value): value is string => typeof value === "string" && value !== "");
  if (given.some((day) => !isFilterDay(day))) return dayRangeProblems.day;
  if (typeof from === "string" && typeof to === "string" && from && to && from > to) return dayRangeProblems.order;
  return undefined;
}

/** The first moment of `day` and of the day after it (UTC): a filter takes `at >= start AND at < end`. */
export const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);
export const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);
