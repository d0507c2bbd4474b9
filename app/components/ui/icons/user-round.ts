// Lucide's "user-round" (ISC License, see ../icon.tsx).
import { icon } from "../icon";

export const UserRound = icon("user-round", [
  ["circle", { cx: "12", cy: "8", r: "5" }],
  ["path", { d: "M20 21a8 8 0 0 0-16 0" }],
]);
