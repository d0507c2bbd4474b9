// Lucide's "arrow-right" (ISC License, see ../icon.tsx).
import { icon } from "../icon";

export const ArrowRight = icon("arrow-right", [
  ["path", { d: "M5 12h14" }],
  ["path", { d: "m12 5 7 7-7 7" }],
]);
