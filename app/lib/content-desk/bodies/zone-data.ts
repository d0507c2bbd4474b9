// The zone dataset as staff edit it (item key "zones"): what the zone-data service stores as a
// dataset (app/.server/zone-data/data-version.ts: the zone records, each view's allocation and
// the firm's products of each view), in the sheet's own shapes (app/lib/zone-data-schemas.ts).
// Products are kept as references (kind, id, why); their names and pages come from app/content.
// Each view's allocation sums to 100.
import "~/lib/schemas/zod-without-eval";
import { z } from "zod";
import { etfTickers, modelIds } from "~/content/model-basics";
import { allocationListSchema, productListSchema, zoneRecordSchema } from "~/lib/zone-data-schemas";
import { ACCOUNT_TYPES, ZONES, type AccountType, type ZoneNumber } from "~/lib/zones";
import { weightSumProblem } from "./fields";

export const ZONE_DATA_KEY = "zones";

export const zoneDataKeySchema = z.literal(ZONE_DATA_KEY, { error: `The zone data's key is "${ZONE_DATA_KEY}".` });

type ByZone<T extends z.ZodType> = z.ZodObject<Record<`${ZoneNumber}`, T>>;

function byZone<T extends z.ZodType>(schema: T): ByZone<T> {
  return z.object(Object.fromEntries(ZONES.map((zone) => [String(zone), schema]))) as unknown as ByZone<T>;
}

function byAccount<T extends z.ZodType>(schema: T) {
  return z.object({ qualified: byZone(schema), "non-qualified": byZone(schema) });
}

const knownProduct = (product: { kind: string; id: string }) =>
  product.kind === "model"
    ? (modelIds as readonly number[]).map(String).includes(product.id)
    : (etfTickers as readonly string[]).includes(product.id.toUpperCase());

export const zoneDataBodySchema = z
  .object({
    zones: byZone(zoneRecordSchema),
    allocations: byAccount(allocationListSchema.min(1, { error: "Give the view's allocation." })),
    products: byAccount(productListSchema),
  })
  .superRefine((data, context) => {
    for (const zone of ZONES)
      if (data.zones[`${zone}`].zone !== zone)
        context.addIssue({
          code: "custom",
          path: ["zones", String(zone), "zone"],
          message: `The record under zone ${zone} names another zone.`,
        });
    for (const account of ACCOUNT_TYPES as readonly AccountType[])
      for (const zone of ZONES) {
        const problem = weightSumProblem(
          data.allocations[account][`${zone}`].map((item) => item.percentage),
          `allocation's percentages of zone ${zone} (${account})`,
        );
        if (problem) context.addIssue({ code: "custom", path: ["allocations", account, String(zone)], message: problem });
        data.products[account][`${zone}`].forEach((product, index) => {
          if (!knownProduct(product))
            context.addIssue({
              code: "custom",
              path: ["products", account, String(zone), index, "id"],
              message: `Zone ${zone} (${account}) names ${product.kind} ${product.id}, which the site does not offer.`,
            });
        });
      }
  });

export type ZoneDataBody = z.infer<typeof zoneDataBodySchema>;
