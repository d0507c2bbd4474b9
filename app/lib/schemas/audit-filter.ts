// The filter of the audit log's page, read from its address (a GET form): who acted (part of
// the address), the action, UTC days and the page (`before`: entries older than that one).
// Anything that does not fit is ignored rather than refused, so an edited address still lists;
// only days outside the range the log takes are refused, with a message (day-range.ts).
import "./zod-without-eval";
import { z } from "zod";
import { auditActionNames } from "~/lib/audit-actions";
import { isFilterDay } from "./day-range";
import { hasOddCharacters } from "./plain-text";

const optional = <T extends z.ZodType>(schema: T) => schema.optional().catch(undefined);

export const auditFilterSchema = z.object({
  who: optional(
    z
      .string()
      .trim()
      .max(254)
      .refine((text) => !hasOddCharacters(text, false))
      .transform((text) => text || undefined),
  ),
  action: optional(z.string().refine((action) => (auditActionNames as readonly string[]).includes(action))),
  from: optional(z.string().refine(isFilterDay)),
  to: optional(z.string().refine(isFilterDay)),
  before: optional(
    z
      .string()
      .regex(/^[1-9]\d{0,14}$/)
      .transform(Number),
  ),
});

export type AuditFilterFields = z.infer<typeof auditFilterSchema>;

const FIELDS = ["who", "action", "from", "to", "before"] as const;

/** The filter of an address's query (or a form's fields). */
export function readAuditFilter(params: URLSearchParams | FormData): AuditFilterFields {
  const fields: Record<string, string> = {};
  for (const key of FIELDS) {
    const value = params.get(key);
    if (typeof value === "string" && value !== "") fields[key] = value;
  }
  return auditFilterSchema.parse(fields);
}

/** The filter as query parameters, empty ones left out; `before` as given (or left out when undefined). */
export function auditFilterQuery(filter: AuditFilterFields): string {
  const params = new URLSearchParams();
  for (const key of FIELDS) {
    const value = filter[key];
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}
