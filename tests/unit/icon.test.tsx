import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ArrowRight } from "~/components/ui/icons/arrow-right";

describe("icons", () => {
  it("draw Lucide's outline in the colour of the text, hidden from screen readers", () => {
    const html = renderToStaticMarkup(<ArrowRight className="size-4" />);
    expect(html).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" ' +
        'stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" class="lucide lucide-arrow-right size-4">' +
        '<path d="M5 12h14"></path><path d="m12 5 7 7-7 7"></path></svg>',
    );
  });

  it("are announced when given a label", () => {
    const html = renderToStaticMarkup(<ArrowRight role="img" aria-label="Next" />);
    expect(html).not.toContain("aria-hidden");
    expect(html).toContain('aria-label="Next"');
  });
});
