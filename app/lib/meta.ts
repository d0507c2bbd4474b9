import type { MetaDescriptor } from "react-router";
import { pages, type PagePath } from "~/content/pages";
import { site } from "~/content/site";

/** Title, description and their Open Graph twins for one page. */
export function pageMeta(title: string, description: string): MetaDescriptor[] {
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
  ];
}

/** The meta of a page listed in the content module. */
export function metaFor(path: PagePath): MetaDescriptor[] {
  const page = pages[path];
  return pageMeta(page.title, page.description);
}

/** The meta of the 404 screen. */
export function notFoundMeta(): MetaDescriptor[] {
  return pageMeta(`Page not found | ${site.brand}`, "The page you asked for does not exist.");
}
