// Geometry of a donut chart drawn as plain SVG paths: no chart library reaches the browser.

export type DonutOptions = { size: number; innerRadius: number; outerRadius: number; paddingAngle: number };
export type DonutSector = { path: string; startAngle: number; endAngle: number; centroid: { x: number; y: number } };

const round = (value: number) => Math.round(value * 100) / 100;

/** A point at `angle` degrees clockwise from twelve o'clock, `radius` from the centre. */
function point(center: number, radius: number, angle: number) {
  const radians = ((angle - 90) * Math.PI) / 180;
  return { x: round(center + radius * Math.cos(radians)), y: round(center + radius * Math.sin(radians)) };
}

/**
 * One sector per value, clockwise from twelve o'clock, each proportional to its value, with
 * `paddingAngle` degrees of empty space between neighbours (none when there is only one).
 */
export function donutSectors(values: number[], { size, innerRadius, outerRadius, paddingAngle }: DonutOptions): DonutSector[] {
  const total = values.reduce((sum, value) => sum + Math.max(0, value), 0);
  const shown = values.filter((value) => value > 0).length;
  if (total <= 0) return [];
  const padding = shown > 1 ? paddingAngle : 0;
  const available = 360 - padding * shown;
  const center = size / 2;
  const sectors: DonutSector[] = [];
  let angle = 0;
  for (const value of values) {
    const sweep = (Math.max(0, value) / total) * available;
    const start = angle;
    // A full circle cannot be one arc: stop a hair short so the path still closes.
    const end = start + Math.min(sweep, 359.99);
    angle += value > 0 ? sweep + padding : 0;
    const large = end - start > 180 ? 1 : 0;
    const [o1, o2, i1, i2] = [
      point(center, outerRadius, start),
      point(center, outerRadius, end),
      point(center, innerRadius, end),
      point(center, innerRadius, start),
    ];
    const path =
      sweep > 0
        ? `M${o1.x} ${o1.y}A${outerRadius} ${outerRadius} 0 ${large} 1 ${o2.x} ${o2.y}` +
          `L${i1.x} ${i1.y}A${innerRadius} ${innerRadius} 0 ${large} 0 ${i2.x} ${i2.y}Z`
        : "";
    sectors.push({ path, startAngle: start, endAngle: end, centroid: point(center, (innerRadius + outerRadius) / 2, (start + end) / 2) });
  }
  return sectors;
}
