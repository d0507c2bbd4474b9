// The archive's filter (a GET form) and its export: the kind, the item, and the day whose live
// versions to find. A bad value is said beside the filter; the list is then unfiltered by it.
import "./zod-without-eval";
import { z } from "zod";
import { contentKinds } from "~/lib/content-desk/contract";
import { optionalDay } from "./desk-fields";

export const archiveFilterSchema = z.object({
  kind: z
    .union([z.enum(contentKinds), z.literal("")], { error: "Choose a kind." })
    .optional()
    .transform((kind) => kind || undefined),
  item: z
    .string()
    .trim()
    .max(120, "Search with at most 120 characters.")
    .optional()
    .transform((item) => item || undefined),
  on: optionalDay("day"),
});

export type ArchiveFilter = z.infer<typeof archiveFilterSchema>;
export const archiveFilterFields = ["kind", "item", "on"] as const;
