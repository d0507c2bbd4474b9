// What a principal reads first in a release that changed a page: the lines of its words that are
// gone and those that are new since the last approved release, in the page's order (the `diff`
// library's line comparison). A page new to the release has no earlier words: it is read whole.
import { diffLines } from "diff";

export type LineChange = { change: "added" | "removed"; line: string };

export function changedLines(before: string | undefined, now: string): LineChange[] {
  if (before === undefined) return [];
  return diffLines(`${before}\n`, `${now}\n`).flatMap((part) =>
    part.added || part.removed
      ? part.value
          .split("\n")
          .filter((line) => line.length > 0)
          .map((line): LineChange => ({ change: part.added ? "added" : "removed", line }))
      : [],
  );
}
