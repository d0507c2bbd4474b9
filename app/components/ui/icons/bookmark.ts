// Lucide's "bookmark" (ISC License, see ../icon.tsx).
import { icon } from "../icon";

export const Bookmark = icon("bookmark", [["path", { d: "m19 21-7-4-7 4V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2v16z" }]]);
