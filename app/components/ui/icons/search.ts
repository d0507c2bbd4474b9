// Lucide's "search" (ISC License, see ../icon.tsx).
import { icon } from "../icon";

export const Search = icon("search", [
  ["path", { d: "m21 21-4.34-4.34" }],
  ["circle", { cx: "11", cy: "11", r: "8" }],
]);
