// Lucide's "info" (ISC License, see ../icon.tsx).
import { icon } from "../icon";

export const Info = icon("info", [
  ["circle", { cx: "12", cy: "12", r: "10" }],
  ["path", { d: "M12 16v-4" }],
  ["path", { d: "M12 8h.01" }],
]);
