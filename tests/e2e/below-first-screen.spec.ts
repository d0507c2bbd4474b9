// Parts of a page below a phone's first screen are laid out only as they come near, and hold a
// placeholder height until then. On a 360 px phone, the narrowest the site is drawn for and so
// the tallest, every such part must fit in its placeholder: a part that overflows it lies over
// what follows when laid out on demand, which is how axe and Lighthouse read it (a contrast
// failure against the next section's colour that no reader sees).
import { layOutWholePage } from "./support/accessibility";
import { expect, open, test } from "./support/fixtures";
import { balancedQuery } from "./support/questionnaire";
import { screens } from "./support/routes";

/** The questionnaire answered: its result is the tallest part laid out later. */
const answered = `/zone-navigator/questionnaire?${balancedQuery}&account=non-qualified`;

test.use({ viewport: { width: 360, height: 780 } });

for (const path of [...screens.map((screen) => screen.path), answered]) {
  test(`every part of ${path} laid out later fits its placeholder at 360 px`, async ({ page }) => {
    await open(page, path);
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
  });
}
