// Pieces shared by the desk's form schemas (one schema per form: desk-commentary.ts and the
// others): a required line, an optional ISO day, a review-by day.
import "./zod-without-eval";
import { z } from "zod";
import { isCalendarDay } from "~/lib/content-desk/bodies/fields";

/** A required one-line text of at most `max` characters. */
export const line = (what: string, max: number) =>
  z
    .string({ error: `Write the ${what}.` })
    .trim()
    .min(1, `Write the ${what}.`)
    .max(max, `The ${what} has at most ${max} characters.`)
    .regex(/^[^\r\n]*$/, `The ${what} is one line.`);

/** An optional one-line text: empty is unset. */
export const optionalLine = (what: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `The ${what} has at most ${max} characters.`)
    .regex(/^[^\r\n]*$/, `The ${what} is one line.`)
    .optional()
    .transform((text) => text || undefined);

/** A required day (a date field's YYYY-MM-DD). */
export const day = (what: string) =>
  z
    .string({ error: `Give the ${what}.` })
    .trim()
    .min(1, `Give the ${what}.`)
    .refine(isCalendarDay, `The ${what} is a date (YYYY-MM-DD).`);

/** An optional day: empty is unset. */
export const optionalDay = (what: string) =>
  z
    .string()
    .trim()
    .optional()
    .refine((text) => !text || isCalendarDay(text), `The ${what} is a date (YYYY-MM-DD).`)
    .transform((text) => text || null);

/** The review-by day every editor form carries. */
export const reviewByField = optionalDay("review-by date");

/** Lowercase words joined by hyphens, as an address uses them. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
