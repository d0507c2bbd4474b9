import { describe, expect, it } from "vitest";
import { donutSectors } from "~/lib/donut";

const options = { size: 200, innerRadius: 40, outerRadius: 80, paddingAngle: 2 };

describe("donut geometry", () => {
  it("gives each value a share of the circle minus 2 degrees of padding per sector", () => {
    const sectors = donutSectors([40, 30, 20, 10], options);
    const sweeps = sectors.map((sector) => sector.endAngle - sector.startAngle);
    expect(sweeps.map((sweep) => Math.round(sweep * 100) / 100)).toEqual([140.8, 105.6, 70.4, 35.2]);
    expect(sectors[1]!.startAngle - sectors[0]!.endAngle).toBeCloseTo(2);
    expect(sectors[0]!.startAngle).toBe(0);
  });

  it("draws paths between the inner and outer radius, starting at twelve o'clock", () => {
    const [first] = donutSectors([50, 50], options);
    expect(first!.path.startsWith("M100 20A80 80")).toBe(true);
    expect(first!.path).toContain("A40 40");
    for (const { centroid } of donutSectors([25, 25, 25, 25], options)) {
      expect(Math.hypot(centroid.x - 100, centroid.y - 100)).toBeCloseTo(60, 0);
    }
  });

  it("draws a single value as a closed ring and skips zero values", () => {
    const [only] = donutSectors([100], options);
    expect(only!.path).toMatch(/Z$/);
    const sectors = donutSectors([60, 0, 40], options);
    expect(sectors[1]!.path).toBe("");
    expect(donutSectors([], options)).toEqual([]);
  });
});
