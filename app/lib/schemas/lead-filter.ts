// The filter of the leads list, read from its address (a GET form): every field optional, and
// anything that does not fit is ignored rather than refused, so an edited address still lists;
// only days outside the range the list takes are refused, with a message (day-range.ts).
import "./zod-without-eval";
import { z } from "zod";
import { dayRangeProblem, isFilterDay } from "./day-range";
import { hasOddCharacters } from "./plain-text";

export const searchProblem = "Search for plain text: no control, invisible or right-to-left characters.";

export const LEAD_STATUSES = ["new", "contacted", "closed"] as const;
export const LEAD_SOURCES = ["contact", "registration"] as const;

const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

export const leadFilterSchema = z.object({
  q: optional(
    z
      .string()
      .trim()
      .max(100)
      .refine((text) => !hasOddCharacters(text, false))
      .transform((text) => text || undefined),
  ),
  status: optional(z.enum(LEAD_STATUSES)),
  source: optional(z.enum(LEAD_SOURCES)),
  from: optional(z.string().refine(isFilterDay)),
  to: optional(z.string().refine(isFilterDay)),
});

export type LeadFilter = z.infer<typeof leadFilterSchema>;

/**
 * What the list cannot take and says so rather than ignoring (the list shown would not be the
 * one asked for): a day out of range, or a search with characters no name or address holds.
 */
export function leadFilterProblem(params: URLSearchParams | FormData): string | undefined {
  const q = params.get("q");
  if (typeof q === "string" && hasOddCharacters(q, false)) return searchProblem;
  return dayRangeProblem(params);
}

/** The filter of an address's query (or a form's fields). */
export function readLeadFilter(params: URLSearchParams | FormData): LeadFilter {
  const fields: Record<string, string> = {};
  for (const key of ["q", "status", "source", "from", "to"]) {
    const value = params.get(key);
    if (typeof value === "string" && value !== "") fields[key] = value;
  }
  return leadFilterSchema.parse(fields);
}

/** The filter as query parameters, empty ones left out. */
export function leadFilterQuery(filter: LeadFilter): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value);
  const query = params.toString();
  return query ? `?${query}` : "";
}
