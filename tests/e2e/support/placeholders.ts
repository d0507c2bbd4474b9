// Parts of a page below a phone's first screen are laid out only as they come near, and hold a
// placeholder height until then. On a 360 px phone, the narrowest the site is drawn for and so
// the tallest, every such part must fit in its placeholder: a part that overflows it lies over
// what follows when laid out on demand, which is how axe and Lighthouse read it (a contrast
// failure against the next section's colour that no reader sees).
import type { Page } from "@playwright/test";
import { layOutWholePage } from "./accessibility";
import { expect } from "./fixtures";

/** The narrowest phone the site is drawn for, at which the placeholders are measured. */
export const narrowestPhone = { width: 360, height: 780 };

/** Fails with each part of the page, as laid out at its current width, that is taller than its placeholder. */
export async function expectPartsFitPlaceholders(page: Page) {
  expect(page.viewportSize()?.width).toBe(narrowestPhone.width);
  await layOutWholePage(page);
  const overflowing = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>(".below-first-screen")].flatMap((part) => {
      const placeholder = Number.parseFloat(getComputedStyle(part).containIntrinsicBlockSize.replace("auto", ""));
      const height = part.getBoundingClientRect().height;
      const name = `${part.tagName.toLowerCase()}${part.id ? `#${part.id}` : ""} "${part.textContent?.trim().slice(0, 40)}"`;
      return height > placeholder ? [`${name}: ${Math.round(height)} px in ${placeholder} px`] : [];
    }),
  );
  expect(overflowing).toEqual([]);
}
