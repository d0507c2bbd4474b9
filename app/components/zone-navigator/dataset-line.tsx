import { zoneDisclosure as copy } from "~/content/zones";
import { formatDate } from "~/lib/format-date";
import { cn } from "~/lib/utils";
import { viewDatasetSource, type ZoneView } from "~/lib/zones";

export type DatasetOfView = Pick<ZoneView, "source" | "notices" | "dataVersion" | "dataAsOf">;

/**
 * Under the figures: the dataset they come from, by name, version and the day it stands as of
 * ("Built-in example data, version 1a2b3c4d5e6f, as of September 30, 2026"), once per distinct
 * dataset; with built-in data, a note that the firm's own data is not connected.
 */
export function DatasetLine({ views, className }: { views: readonly DatasetOfView[]; className?: string }) {
  const lines = [
    ...new Set(
      views.map((view) => copy.datasetLine(copy.datasetNames[viewDatasetSource(view)], view.dataVersion, formatDate(view.dataAsOf))),
    ),
  ];
  if (lines.length === 0) return null;
  const builtIn = views.some((view) => viewDatasetSource(view) === "built-in");
  return (
    <p data-testid="dataset-line" className={cn("text-xs text-muted-foreground tabular-nums", className)}>
      {lines.join("; ")}.{builtIn ? ` ${copy.builtInNote}` : null}
    </p>
  );
}
