// The zone dataset as the publishing desk holds it (item "zones" of kind zone-data): every one
// of the twenty views (ten zones, two account types) as a page shows it, with where it came
// from. Under ZONE_DATA_APPROVAL=required the site shows only the approved one; the sheet's
// answers become a proposed version a principal approves.
import { z } from "zod";
import { PRODUCT_KINDS } from "./zone-products";
import { ACCOUNT_TYPES, ZONES, type AccountType, type ZoneNumber, type ZoneView } from "./zones";

const text = (max: number) => z.string().trim().min(1).max(max);
const zoneNumber = z.number().int().min(1).max(10);
const productSchema = z.object({
  kind: z.enum(PRODUCT_KINDS),
  id: text(16),
  why: text(200),
  name: text(120),
  href: text(200),
  factSheetHref: text(200).optional(),
});
const allocationSchema = z.object({
  instrument: text(80),
  percentage: z.number().min(0).max(100),
  color: z.string().max(64),
  firmProducts: z
    .array(productSchema.pick({ kind: true, id: true, name: true, href: true }))
    .max(12)
    .optional(),
});

export const datasetViewSchema = z.object({
  zone: zoneNumber,
  account: z.enum(ACCOUNT_TYPES),
  record: z.object({ zone: zoneNumber, risklevel: text(80), timehorizon: text(80), expectedreturn: text(80), maxdrawdown: text(80) }),
  allocation: z.array(allocationSchema).min(1).max(24),
  products: z.array(productSchema).max(24),
});

export const zoneDatasetSchema = z
  .object({ source: z.enum(["built-in", "sheet"]), views: z.array(datasetViewSchema).length(ZONES.length * ACCOUNT_TYPES.length) })
  .superRefine((dataset, ctx) => {
    const seen = new Set(dataset.views.map((view) => `${view.zone}:${view.account}`));
    if (seen.size !== dataset.views.length)
      ctx.addIssue({ code: "custom", path: ["views"], message: "Each zone and account type appears once." });
    dataset.views.forEach((view, index) => {
      if (view.record.zone !== view.zone)
        ctx.addIssue({
          code: "custom",
          path: ["views", index, "record"],
          message: `The figures of zone ${view.zone} name zone ${view.record.zone}.`,
        });
      const total = view.allocation.reduce((sum, line) => sum + line.percentage, 0);
      if (Math.abs(total - 100) > 0.5) {
        ctx.addIssue({
          code: "custom",
          path: ["views", index, "allocation"],
          message: `Zone ${view.zone} (${view.account}): the allocation adds up to ${total}%, not 100%.`,
        });
      }
    });
  });

export type ZoneDataset = z.infer<typeof zoneDatasetSchema>;
export type DatasetView = z.infer<typeof datasetViewSchema>;

/** One view of a page, as the dataset keeps it. */
export function toDatasetView(view: Omit<ZoneView, "dataVersion">): DatasetView {
  const { selection, zone, allocation, products } = view;
  return {
    zone: selection.zone,
    account: selection.account,
    record: zone,
    allocation: allocation.map((line) => ({ ...line, firmProducts: line.firmProducts ? [...line.firmProducts] : undefined })),
    products,
  };
}

/** The view of `zone` and `account` from a dataset (undefined when it lacks it). */
export function viewOfDataset(dataset: ZoneDataset, zone: ZoneNumber, account: AccountType): Omit<ZoneView, "dataVersion"> | undefined {
  const view = dataset.views.find((candidate) => candidate.zone === zone && candidate.account === account);
  if (!view) return undefined;
  return {
    selection: { zone, account },
    zone: { ...view.record, zone },
    allocation: view.allocation,
    products: view.products,
    notices: [],
    source: dataset.source,
  };
}

/** Every selection, in the order a dataset lists its views. */
export const allSelections = () => ZONES.flatMap((zone) => ACCOUNT_TYPES.map((account) => ({ zone, account })));
