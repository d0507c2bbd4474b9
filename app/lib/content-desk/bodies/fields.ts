// The fields several kinds of body share, each with the message an editor reads when it is wrong.
import "~/lib/schemas/zod-without-eval";
import { z } from "zod";

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `day` is a real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDay(day: string): boolean {
  if (!ISO_DAY.test(day)) return false;
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day;
}

/** A calendar day written YYYY-MM-DD; `what` names it in the message ("the as-of date"). */
export const isoDay = (what: string) =>
  z
    .string({ error: `Give ${what} as a date, written YYYY-MM-DD.` })
    .trim()
    .refine(isCalendarDay, {
      error: `Give ${what} as a real date, written YYYY-MM-DD.`,
    });

/** A line of text of at most `max` characters, not blank. */
export const line = (what: string, max = 200) =>
  z
    .string({ error: `Give ${what}.` })
    .trim()
    .min(1, { error: `Give ${what}.` })
    .max(max, { error: `Keep ${what} to ${max} characters or fewer.` });

/** A lowercase-hyphen key as article addresses use ("rates-outlook"). */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slug = (what: string) =>
  z
    .string({ error: `Give ${what}.` })
    .trim()
    .max(80, { error: `Keep ${what} to 80 characters or fewer.` })
    .regex(SLUG, { error: `Write ${what} in lowercase letters, digits and hyphens, like "rates-outlook".` });

/** A percentage as a number (weights, returns). */
export const percentNumber = (what: string, min = -1000, max = 1000) =>
  z
    .number({ error: `Give ${what} as a number (percent).` })
    .refine(Number.isFinite, { error: `Give ${what} as a number (percent).` })
    .min(min, { error: `${what} cannot be below ${min}%.` })
    .max(max, { error: `${what} cannot be above ${max}%.` });

/** A figure as the pages print it: "1.26", "38.52%", "-36.88%", "6-8%". */
export const figureText = (what: string) =>
  line(what, 40).regex(/^[-−+]?\d+(?:\.\d+)?(?:\s*-\s*\d+(?:\.\d+)?)?%?$/, {
    error: `Write ${what} as a number, a percentage or a range, like 1.26, -36.88% or 6-8%.`,
  });

/** An https address. */
export const httpsUrl = (what: string) =>
  z
    .string({ error: `Give ${what}.` })
    .trim()
    .max(2000, { error: `Keep ${what} to 2000 characters or fewer.` })
    .refine(
      (value) => {
        try {
          const url = new URL(value);
          return url.protocol === "https:" && !!url.hostname;
        } catch {
          return false;
        }
      },
      { error: `Give ${what} as a full https:// address.` },
    );

/** Weights summing to 100 within this (percent). */
export const WEIGHT_TOLERANCE = 0.01;

/** "the weights sum to 99.5%, not 100%" when they do not sum to 100 within the tolerance. */
export function weightSumProblem(weights: readonly number[], what = "weights"): string | undefined {
  const sum = weights.reduce((total, weight) => total + weight, 0);
  if (Math.abs(sum - 100) <= WEIGHT_TOLERANCE) return undefined;
  return `The ${what} sum to ${Math.round(sum * 1000) / 1000}%, not 100%: correct them so they add up to 100.`;
}

/** The first ticker named twice, if any (case-insensitive). */
export function repeatedTicker(tickers: readonly string[]): string | undefined {
  const seen = new Set<string>();
  for (const ticker of tickers) {
    const key = ticker.toUpperCase();
    if (seen.has(key)) return ticker;
    seen.add(key);
  }
  return undefined;
}

/** A ticker: 1 to 10 letters, digits, dots or hyphens, upper-cased. */
export const ticker = z
  .string({ error: "Give the ticker." })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9][A-Z0-9.-]{0,9}$/, { error: "Write the ticker as 1 to 10 letters or digits, like SPY or BRK.B." });

/** A position of a model: ticker, name and weight in percent. */
export const holdingSchema = z.object({
  ticker,
  name: line("the position's name", 120),
  weight: percentNumber("the weight", 0, 100),
});
