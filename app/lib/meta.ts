import type { MetaDescriptor } from "react-router";

/**
 * Title, description and their Open Graph twins for one page (its entry in app/content/pages);
 * `index: false` for the advisor area's pages, which search engines must leave out (the server
 * also says so in `X-Robots-Tag`).
 */
export function pageMeta(
  { title, description }: { title: string; description: string },
  { index = true }: { index?: boolean } = {},
): MetaDescriptor[] {
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
    ...(index ? [] : [{ name: "robots", content: "noindex, nofollow" }]),
  ];
}
