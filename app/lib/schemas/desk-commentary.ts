// The desk's commentary form: one schema for the browser and the action. Its body is the kinds'
// commentary body (app/lib/content-desk/bodies/commentary.ts); the slug is the item's key.
import "./zod-without-eval";
import { z } from "zod";
import { day, line, SLUG } from "./desk-fields";

export const MARKDOWN_MAX = 50_000;

export const deskCommentarySchema = z.object({
  title: line("title", 200),
  slug: z
    .string({ error: "Write the address." })
    .trim()
    .min(1, "Write the address.")
    .max(80, "The address has at most 80 characters.")
    .regex(SLUG, "The address is lowercase words joined by hyphens, like quarterly-outlook-2026."),
  summary: line("summary", 400),
  author: line("author's name", 120),
  date: day("publication date"),
  reviewBy: day("review-by date"),
  markdown: z
    .string({ error: "Write the body." })
    .trim()
    .min(1, "Write the body.")
    .max(MARKDOWN_MAX, `The body has at most ${MARKDOWN_MAX} characters.`),
});

export type DeskCommentary = z.infer<typeof deskCommentarySchema>;
export const deskCommentaryFields = ["title", "slug", "summary", "author", "date", "reviewBy", "markdown"] as const;

/** The commentary body the store keeps (the slug is the item's key, not part of the body). */
export const commentaryBody = ({ title, summary, author, date, reviewBy, markdown }: DeskCommentary) => ({
  title,
  summary,
  author,
  date,
  reviewBy,
  markdown,
  sample: false,
});
