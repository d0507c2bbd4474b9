// A commentary article as staff edit it: the front matter of app/content/commentary/*.md (title,
// summary, author, date, sample) with the Markdown text, and the day the author sets for the
// article to be looked at again. The item key is the slug of its address, /commentary/{slug}.
import "~/lib/schemas/zod-without-eval";
import { z } from "zod";
import { isoDay, line, slug } from "./fields";

/** The longest article the desk takes (characters of Markdown). */
export const MAX_ARTICLE_LENGTH = 60_000;

export const commentaryKeySchema = slug("the article's address (slug)");

export const commentaryBodySchema = z.object({
  title: line("the title", 160),
  summary: line("the summary", 400),
  author: line("the author", 120),
  date: isoDay("the article's date"),
  reviewBy: isoDay("the day the article is to be reviewed"),
  markdown: z
    .string({ error: "Write the article's text." })
    .refine((text) => text.trim().length > 0, { error: "Write the article's text." })
    .max(MAX_ARTICLE_LENGTH, { error: `Keep the article to ${MAX_ARTICLE_LENGTH.toLocaleString("en-US")} characters or fewer.` }),
  sample: z.boolean({ error: "Say whether the article is a sample." }).default(false),
});

export type CommentaryBody = z.infer<typeof commentaryBodySchema>;
