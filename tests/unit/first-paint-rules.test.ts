import { describe, expect, it } from "vitest";
import { firstPaintRules } from "../../app/.server/html/first-paint-rules";

// As Tailwind writes them, minified as beasties leaves them.
const theme =
  "@layer theme{:root,:host{--font-sans:system-ui;--default-font-family:var(--font-sans);--color-primary:#12305a;--color-chart-3:#5aa1c8;--spacing:.25rem}}";
const properties =
  "@layer properties{@supports ((-webkit-hyphens:none)) or ((-moz-orient:inline)){*,:before,:after{--tw-border-style:solid;--tw-blur:initial}}}" +
  '@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}@property --tw-blur{syntax:"*";inherits:false}';
const utilities =
  "@layer utilities{.border{border-style:var(--tw-border-style);border-width:1px}.p-4{padding:calc(var(--spacing) * 4)}" +
  ".bg-primary{background-color:var(--color-primary)}.hover\\:underline:hover{text-decoration:underline}" +
  "@media (hover:hover){.hover\\:bg-primary:hover{background-color:var(--color-primary)}}" +
  ".focus-visible\\:ring:focus-visible{outline:2px solid}.open\\:block[open],.focus\\:block:focus{display:block}" +
  "@media print{.print\\:hidden{display:none}}}";
const base = "@layer base{html{font-family:var(--default-font-family)}}";
const css = theme + properties + base + utilities;

describe("the rules a page holds for its first paint", () => {
  const rules = firstPaintRules(css, '<div class="border p-4 bg-primary"></div>');

  it("leave out what only a pointer, a focus or a printer reads, and the wrappers left empty", () => {
    expect(rules).not.toContain(":hover");
    expect(rules).not.toContain("focus-visible");
    expect(rules).not.toContain("@media (hover:hover)");
    expect(rules).not.toContain("print");
    // A rule that also matches without focus stays whole.
    expect(rules).toContain(".open\\:block[open],.focus\\:block:focus{display:block}");
    expect(rules).toContain(".border{border-style:var(--tw-border-style);border-width:1px}");
  });

  it("keep the variables the kept rules read, and what those read, and drop the others with their registrations", () => {
    expect(rules).toContain("--color-primary:#12305a");
    expect(rules).toContain("--spacing:.25rem");
    expect(rules).toContain("--default-font-family:var(--font-sans)");
    expect(rules).toContain("--font-sans:system-ui");
    expect(rules).toContain("--tw-border-style:solid");
    expect(rules).toContain("@property --tw-border-style");
    expect(rules).not.toContain("--color-chart-3");
    expect(rules).not.toContain("--tw-blur");
  });

  it("keep a variable the page's own markup reads", () => {
    expect(firstPaintRules(css, '<span style="color:var(--color-chart-3)"></span>')).toContain("--color-chart-3:#5aa1c8");
  });
});
