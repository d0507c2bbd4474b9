// Lucide's "log-in" (ISC License, see ../icon.tsx).
import { icon } from "../icon";

export const LogIn = icon("log-in", [
  ["path", { d: "m10 17 5-5-5-5" }],
  ["path", { d: "M15 12H3" }],
  ["path", { d: "M15 3h4a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2h-4" }],
]);
