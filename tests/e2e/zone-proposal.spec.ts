// The proposal link on the Zone Navigator, the comparison and the questionnaire's result, and the
// advisor area's downloads: plain links that save the server's file, with JavaScript or without.
import { readFileSync } from "node:fs";
import { downloadsCopy } from "../../app/content/downloads";
import { proposalLinkCopy } from "../../app/content/proposal-link";
import { findModel } from "../../app/content/models";
import { builtInZones } from "../../app/content/zones";
import { site } from "../../app/content/site";
import { dayIn } from "../../app/lib/day-in-zone";
import { pdfText } from "../support/pdf-text";
import { expectAccessible } from "./support/accessibility";
import { expect, open, test } from "./support/fixtures";
import { balancedQuery } from "./support/questionnaire";
import { signedInOn } from "./support/signed-in";

const answers = `${balancedQuery}&account=non-qualified`;
// The firm's calendar day, as the files are named.
const today = () => dayIn(site.timeZone);

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the Zone Navigator's link saves the proposal of the zone on screen", async ({ page }) => {
    await page.goto("/zone-navigator?zone=7&account=non-qualified");
    const saving = page.waitForEvent("download");
    await page.getByRole("link", { name: proposalLinkCopy.download }).click();
    const download = await saving;
    // A visitor's document is a general illustration, and named so.
    expect(download.suggestedFilename()).toBe(`zone-illustration-${today()}.pdf`);
    const text = (await pdfText(readFileSync(await download.path()))).layout;
    for (const value of [builtInZones[7].risklevel, builtInZones[7].expectedreturn, "Non-Qualified (Taxable)"])
      expect(text).toContain(value);
  });

  test("the comparison and the questionnaire's result link to the proposal of what they show", async ({ page }) => {
    await page.goto("/zone-navigator/compare?views=3-qualified,5-qualified");
    await expect(page.getByRole("link", { name: proposalLinkCopy.download })).toHaveAttribute(
      "href",
      "/zone-navigator/proposal.pdf?views=3-qualified,5-qualified",
    );
    await page.goto(`/zone-navigator/questionnaire?${answers}&chosen=5`);
    // With the result it was made from, for an advisor's proposal to print the client's answers.
    const href = await page.getByRole("link", { name: proposalLinkCopy.download }).getAttribute("href");
    const url = new URL(href ?? "", "http://site.invalid");
    expect([url.pathname, url.searchParams.get("views")]).toEqual(["/zone-navigator/proposal.pdf", "5-non-qualified"]);
    expect(Object.fromEntries(new URLSearchParams(url.searchParams.get("questionnaire") ?? ""))).toEqual({
      ...Object.fromEntries(new URLSearchParams(answers)),
      chosen: "5",
    });
  });
});

test.describe("the advisor area's downloads", () => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test(`are listed, save their files and pass axe at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signedInOn(page, `downloads-${viewport.width}`);
      await open(page, "/advisor");
      const section = page.getByRole("region", { name: downloadsCopy.title });
      await expect(section).toBeVisible();
      await expectAccessible(page);

      const csv = page.waitForEvent("download");
      await section.getByRole("link", { name: downloadsCopy.allocations.label }).click();
      expect((await csv).suggestedFilename()).toBe(`zone-allocations-${today()}.csv`);
      const sheet = page.waitForEvent("download");
      await section.getByRole("link", { name: downloadsCopy.factSheetLabel("AAA Adaptive Income") }).click();
      expect((await sheet).suggestedFilename()).toBe(`model-2-fact-sheet-${findModel(2)!.targetsStated}.pdf`);
    });
  }
});
