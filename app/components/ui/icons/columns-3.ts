// Lucide's "columns-3" (ISC License, see ../icon.tsx).
import { icon } from "../icon";

export const Columns3 = icon("columns-3", [
  ["rect", { width: "18", height: "18", x: "3", y: "3", rx: "2" }],
  ["path", { d: "M9 3v18" }],
  ["path", { d: "M15 3v18" }],
]);
