// Lucide's "arrow-left" (ISC License, see ../icon.tsx).
import { icon } from "../icon";

export const ArrowLeft = icon("arrow-left", [
  ["path", { d: "m12 19-7-7 7-7" }],
  ["path", { d: "M19 12H5" }],
]);
