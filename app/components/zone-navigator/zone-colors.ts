// The Tailwind classes that colour the Zone Navigator: the category of a zone and the chart
// colour slot of an allocation item (both decided in app/lib/zones.ts).
import { chartColorIndex, type ZoneCategory } from "~/lib/zones";

/** Background and ring classes of a selected zone button, and the text colour: green, amber or red. */
export const zoneCategoryClasses: Record<ZoneCategory, { selected: string; text: string }> = {
  conservative: { selected: "bg-zone-conservative ring-zone-conservative", text: "text-zone-conservative" },
  balanced: { selected: "bg-zone-balanced ring-zone-balanced", text: "text-zone-balanced" },
  growth: { selected: "bg-zone-growth ring-zone-growth", text: "text-zone-growth" },
};

// Written out in full so the stylesheet contains every class; the index is the 0-based slot.
const chartFills = [
  "fill-chart-1",
  "fill-chart-2",
  "fill-chart-3",
  "fill-chart-4",
  "fill-chart-5",
  "fill-chart-6",
  "fill-chart-7",
  "fill-chart-8",
];
const chartSwatches = ["bg-chart-1", "bg-chart-2", "bg-chart-3", "bg-chart-4", "bg-chart-5", "bg-chart-6", "bg-chart-7", "bg-chart-8"];

/** Fill and swatch classes for an item's colour token. */
export function chartColorClasses(token: string, position: number): { fill: string; swatch: string } {
  const index = chartColorIndex(token, position);
  return { fill: chartFills[index] ?? "fill-chart-1", swatch: chartSwatches[index] ?? "bg-chart-1" };
}
