// Pieces shared by the desk's form schemas (one schema per form: desk-commentary.ts and the
// others): a required line, an optional ISO day, a review-by day.
import "./zod-without-eval";
import { z } from "zod";

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD. */
export function isIsoDay(text: string): boolean {
  if (!ISO_DAY.test(text)) return false;
  const time = Date.parse(`${text}T00:00:00Z`);
  // "2026-13-01" is no day at all; "2026-02-30" rolls over into March.
  return Number.isFinite(time) && new Date(time).toISOString().startsWith(text);
}

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
    .refine(isIsoDay, `The ${what} is a date (YYYY-MM-DD).`);

/** An optional day: empty is unset. */
export const optionalDay = (what: string) =>
  z
    .string()
    .trim()
    .optional()
    .refine((text) => !text || isIsoDay(text), `The ${what} is a date (YYYY-MM-DD).`)
    .transform((text) => text || null);

/** The review-by day every editor form carries. */
export const reviewByField = optionalDay("review-by date");

/** Lowercase words joined by hyphens, as an address uses them. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A title made into an address part. */
export const slugOf = (text: string) =>
  text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
