// The desk's media item form (a press release, a piece of coverage, a resource): one schema for
// the browser and the action. Its body is the MediaItem of the contract without the site's own
// fields (versionId; the id is the item's key), as the kinds' media body has it.
import "./zod-without-eval";
import { z } from "zod";
import { day, line, optionalLine, reviewByField } from "./desk-fields";

export const MEDIA_TYPES = ["press-release", "coverage", "resource"] as const;

export const deskMediaSchema = z
  .object({
    type: z.enum(MEDIA_TYPES, { error: "Choose a type." }),
    date: day("date"),
    title: line("title", 200),
    summary: optionalLine("summary", 600),
    outlet: optionalLine("outlet", 120),
    url: optionalLine("address", 500).refine((url) => !url || /^https:\/\/[^\s/]+\.[^\s]+$/.test(url), "The address starts with https://."),
    reviewBy: reviewByField,
  })
  .superRefine((item, ctx) => {
    if (item.type === "coverage" && !item.outlet) ctx.addIssue({ code: "custom", path: ["outlet"], message: "Coverage names its outlet." });
    if (item.type === "resource" && !item.url)
      ctx.addIssue({ code: "custom", path: ["url"], message: "Give the address where the resource is read." });
  });

export type DeskMedia = z.infer<typeof deskMediaSchema>;
export const deskMediaFields = ["type", "date", "title", "summary", "outlet", "url", "reviewBy"] as const;

export const mediaBody = ({ type, date, title, summary, outlet, url }: DeskMedia) => ({
  type,
  date,
  title,
  ...(summary ? { summary } : {}),
  ...(outlet ? { outlet } : {}),
  ...(url ? { url } : {}),
  sample: false,
});
