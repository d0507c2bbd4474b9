// Lucide's "loader-circle" (ISC License, see ../icon.tsx).
import { icon } from "../icon";

export const LoaderCircle = icon("loader-circle", [["path", { d: "M21 12a9 9 0 1 1-6.219-8.56" }]]);
