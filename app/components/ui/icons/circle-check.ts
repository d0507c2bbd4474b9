// Lucide's "circle-check" (ISC License, see ../icon.tsx).
import { icon } from "../icon";

export const CircleCheck = icon("circle-check", [
  ["circle", { cx: "12", cy: "12", r: "10" }],
  ["path", { d: "m16 9-5.5 5.5L8 12" }],
]);
