import { pages } from "../../../app/content/pages";

/** Every screen of the route table, with the title its page sets. */
export const screens: { path: string; title: string }[] = [
  ...Object.entries(pages).map(([path, page]) => ({ path, title: page.title })),
  { path: "/models/1", title: pages["/models"].title },
];
