// The shapes the spreadsheet script must answer with (spec section 7, calls 2 and 3). Anything
// else is a failure, so nothing unchecked from the sheet reaches a page. Pure: the publishing
// desk's zone data body (app/lib/content-desk/bodies/zone-data.ts) is made of the same shapes.
import "~/lib/schemas/zod-without-eval";
import { z } from "zod";
import { PRODUCT_KINDS } from "~/lib/zone-products";

const text = z.union([z.string(), z.number()]).transform(String).pipe(z.string().trim().min(1).max(80));

const percentage = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^\d+(\.\d+)?%?$/)
      .transform((value) => Number.parseFloat(value)),
  ])
  .pipe(z.number().min(0).max(100));

export const zoneRecordSchema = z.object({
  zone: z.union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)]).pipe(z.number().int().min(1).max(10)),
  risklevel: text,
  timehorizon: text,
  expectedreturn: text,
  maxdrawdown: text,
});

export const allocationListSchema = z
  .array(
    z.object({
      instrument: text,
      percentage,
      // Only a token name is ever used from it (see chartColorIndex); a missing colour is allowed.
      color: z.string().trim().max(64).default(""),
    }),
  )
  .max(24);

/** The Models sheet: the firm's models (by number) and ETFs (by ticker) of one view, and why each fits. */
export const productListSchema = z
  .array(
    z.object({
      kind: z.string().trim().toLowerCase().pipe(z.enum(PRODUCT_KINDS)),
      id: z
        .union([z.string(), z.number()])
        .transform(String)
        .pipe(
          z
            .string()
            .trim()
            .regex(/^[A-Za-z0-9]{1,16}$/),
        ),
      why: z.string().trim().min(1).max(200),
    }),
  )
  .max(12);

/** The script's way of reporting a problem: `{ "error": "..." }`. */
export const sheetErrorSchema = z.object({ error: z.unknown() }).refine((value) => Boolean(value.error));
