import type { MetaDescriptor } from "react-router";

/** Title, description and their Open Graph twins for one page (its entry in app/content/pages). */
export function pageMeta({ title, description }: { title: string; description: string }): MetaDescriptor[] {
  return [
    { title },
    { name: "description", content: description },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:type", content: "website" },
  ];
}
