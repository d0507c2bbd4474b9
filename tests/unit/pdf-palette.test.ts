// The documents are drawn in the site's colours: the PDF palette repeats the CSS tokens.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { palette } from "~/.server/pdf/pdf-document";

describe("the documents' colours", () => {
  it("are the site's colour tokens", () => {
    const css = fs.readFileSync("app/app.css", "utf8");
    const token = (name: string) => new RegExp(`--color-${name}:\\s*([^;]+);`).exec(css)?.[1]?.trim();
    expect(palette.primary).toBe(token("primary"));
    expect(palette.primaryForeground).toBe(token("primary-foreground"));
    expect(palette.foreground).toBe(token("foreground"));
    expect(palette.mutedForeground).toBe(token("muted-foreground"));
    expect(palette.muted).toBe(token("muted"));
    expect(palette.border).toBe(token("border"));
    expect(palette.destructive).toBe(token("destructive"));
    expect(palette.chart).toEqual(palette.chart.map((_, index) => token(`chart-${index + 1}`)));
  });
});
