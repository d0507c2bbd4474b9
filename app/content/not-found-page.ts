// Title and description of the 404 screen. Apart from every other page's (pages.ts): the pages
// that answer 404 for an unknown model, fund or article load these words and not all of those.
import { site } from "./site";

export const notFoundPage = {
  title: `Page not found | ${site.brand}`,
  description: "The page you asked for does not exist.",
};
