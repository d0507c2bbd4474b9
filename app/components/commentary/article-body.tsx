import { cn } from "~/lib/utils";

// Styles for the HTML of an article's Markdown: headings, paragraphs, lists, links, quotes and
// tables (ruled and padded, scrolling inside the article when wider than a phone).
// An article's text is large; a section's (a signal's reasoning under its own heading) is the
// page's size, its headings under the section's.
const sizeClass = {
  article: "text-lg [&_h2]:mt-10 [&_h2]:text-2xl [&_h3]:mt-8 [&_h3]:text-xl",
  section: "text-base [&_h2]:mt-6 [&_h2]:text-lg [&_h3]:mt-5 [&_h3]:text-base",
} as const;

const proseClass = cn(
  "max-w-none leading-relaxed text-foreground [&_h2]:font-semibold [&_h3]:font-semibold",
  "[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2",
  "[&_a]:font-semibold [&_a]:text-primary [&_a]:underline [&_a:hover]:no-underline",
  "[&_blockquote]:mt-4 [&_blockquote]:rounded-md [&_blockquote]:border-l-4 [&_blockquote]:border-notice-border",
  "[&_blockquote]:bg-notice-soft [&_blockquote]:px-4 [&_blockquote]:py-1 [&_blockquote]:text-base [&_blockquote_p]:my-2",
  "[&_[role=region]]:mt-6 [&_[role=region]]:overflow-x-auto [&_table]:min-w-full [&_table]:border-collapse [&_table]:text-base",
  "[&_th]:border-b-2 [&_th]:border-border [&_th]:px-3 [&_th]:py-2 [&_th]:align-bottom [&_th]:font-semibold [&_th:not([align])]:text-left",
  "[&_td]:border-b [&_td]:border-border [&_td]:px-3 [&_td]:py-2 [&_td]:align-top",
);

/** The body of an article: HTML rendered at build time from the article's Markdown file. */
export function ArticleBody({ html, size = "article" }: { html: string; size?: keyof typeof sizeClass }) {
  return <div className={cn(proseClass, sizeClass[size])} dangerouslySetInnerHTML={{ __html: html }} />;
}
