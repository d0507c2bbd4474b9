// The desk's commentary form: one schema for the browser and the action. Its body is the
// article as the site reads it (ArticleMeta without `sample`, and the Markdown).
import "./zod-without-eval";
import { z } from "zod";
import { day, line, reviewByField, SLUG } from "./desk-fields";

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
  reviewBy: reviewByField,
  markdown: z
    .string({ error: "Write the body." })
    .trim()
    .min(1, "Write the body.")
    .max(MARKDOWN_MAX, `The body has at most ${MARKDOWN_MAX} characters.`),
});

export type DeskCommentary = z.infer<typeof deskCommentarySchema>;
export const deskCommentaryFields = ["title", "slug", "summary", "author", "date", "reviewBy", "markdown"] as const;

/** The commentary body the store keeps; the slug is also the item's key. */
export const commentaryBody = ({ title, slug, summary, author, date, markdown }: DeskCommentary) => ({
  slug,
  title,
  summary,
  author,
  date,
  markdown,
});
