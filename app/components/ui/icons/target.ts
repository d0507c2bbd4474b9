// Lucide's "target" (ISC License, see ../icon.tsx).
import { icon } from "../icon";

export const Target = icon("target", [
  ["circle", { cx: "12", cy: "12", r: "10" }],
  ["circle", { cx: "12", cy: "12", r: "6" }],
  ["circle", { cx: "12", cy: "12", r: "2" }],
]);
