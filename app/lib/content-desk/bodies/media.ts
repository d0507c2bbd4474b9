// A media item (/media) as staff edit it: the contract's MediaItem without its id (the item key)
// and version id. Coverage names its outlet and address; resources their address (https only).
import "~/lib/schemas/zod-without-eval";
import { z } from "zod";
import { httpsUrl, isoDay, line, slug } from "./fields";

export const mediaTypes = ["press-release", "coverage", "resource"] as const;

export const mediaKeySchema = slug("the media item's key");

export const mediaBodySchema = z
  .object({
    type: z.enum(mediaTypes, { error: "Choose press release, coverage or resource." }),
    date: isoDay("the date"),
    title: line("the title", 200),
    summary: line("the summary", 600).optional(),
    outlet: line("the outlet", 120).optional(),
    url: httpsUrl("the address").optional(),
    sample: z.boolean({ error: "Say whether the item is a sample." }).default(false),
  })
  .superRefine((item, context) => {
    if (item.type === "coverage" && !item.outlet)
      context.addIssue({ code: "custom", path: ["outlet"], message: "Name the outlet that published the coverage." });
    if (item.type === "resource" && !item.url)
      context.addIssue({ code: "custom", path: ["url"], message: "Give the address where the resource is read." });
  });

export type MediaBody = z.infer<typeof mediaBodySchema>;
