// The advisor's path with a client in the room, end to end: the questionnaire suggests a zone,
// the advisor compares it with its neighbours, saves the comparison under a client label and
// downloads the proposal, which carries the figures, the disclosures, the label and the data
// version the page showed.
import { readFileSync } from "node:fs";
import { builtInDataset } from "../../app/.server/zone-data/data-version";
import { savedViewCopy } from "../../app/content/saved-views";
import { saveForClientCopy, savedViewFieldCopy } from "../../app/content/save-for-client";
import { pdfText } from "../support/pdf-text";
import { answerQuestionnaire, balancedAnswers } from "./support/questionnaire";
import { expect, test } from "./support/fixtures";
import { signedInOn } from "./support/signed-in";
import { specZones } from "./support/zone-spec-data";

test("an advisor goes from the questionnaire to a saved comparison and its proposal PDF", async ({ page }) => {
  test.setTimeout(90_000);
  await signedInOn(page, "journey", "/zone-navigator/questionnaire");
  await answerQuestionnaire(page, balancedAnswers, "Qualified (Tax-Deferred)");
  await page.getByRole("button", { name: "Suggest a zone" }).click();
  await expect(page.getByRole("heading", { level: 2, name: /^Suggested zone/ })).toHaveText("Suggested zone 6");

  await page.getByRole("link", { name: "Compare with neighboring zones" }).click();
  await expect(page).toHaveURL(/\/zone-navigator\/compare\?views=5-qualified,6-qualified,7-qualified$/);
  const table = page.getByRole("table");
  for (const zone of [5, 6, 7]) await expect(table).toContainText(specZones[zone]![2]);

  const panel = page.locator("[data-slot=save-for-client]");
  await panel.getByRole("textbox", { name: savedViewFieldCopy.label, exact: true }).fill("Client J, rollover IRA");
  await panel.getByRole("button", { name: saveForClientCopy.submit }).click();
  await page.waitForURL(/\/advisor\/saved-views\/[0-9a-f-]{36}\?saved$/);
  // The saved comparison names the same models as the pages it was saved from.
  const models = page
    .getByRole("table")
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: "Models and ETFs" }) });
  await expect(models.getByRole("cell").nth(0).getByRole("link", { name: "RS S&P 500 Balanced", exact: true })).toHaveAttribute(
    "href",
    "/models/3",
  );
  // Zone 7: the Balanced model (RS S&P 500 Growth's drawdown exceeds every zone's target).
  await expect(models.getByRole("cell").nth(2).getByRole("link", { name: "RS S&P 500 Balanced", exact: true })).toHaveAttribute(
    "href",
    "/models/3",
  );

  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: savedViewCopy.proposal }).click();
  const file = await download;
  // Named for its client: found in an advisor's walkthrough, every proposal had the same name. Saved
  // from a comparison, with no questionnaire on record, it is an illustration (a compliance review).
  expect(file.suggestedFilename()).toMatch(/^zone-illustration-client-j-rollover-ira-\d{4}-\d{2}-\d{2}\.pdf$/);
  const { flat } = await pdfText(readFileSync(await file.path()));
  // The label is the advisor's shorthand, in the file's name; an illustration is prepared for no client.
  expect(flat).not.toContain("Client J, rollover IRA");
  expect(flat).not.toContain("Prepared for");
  // The client's copy: the zones and allocations, none of the hypothetical targets.
  for (const zone of [5, 6, 7]) {
    const [risk, , expectedReturn] = specZones[zone]!;
    expect(flat).toContain(risk);
    expect(flat).not.toContain(expectedReturn);
  }
  expect(flat).not.toMatch(/Expected return|Max drawdown/i);
  expect(flat).toContain(builtInDataset().version);
  // The advisor's copy carries the targets with what explains them.
  const advisorDownload = page.waitForEvent("download");
  await page.getByRole("link", { name: savedViewCopy.advisorProposal(false) }).click();
  const advisorCopy = (await pdfText(readFileSync(await (await advisorDownload).path()))).flat;
  for (const zone of [5, 6, 7]) {
    const [, , expectedReturn, drawdown] = specZones[zone]!;
    expect(advisorCopy).toContain(expectedReturn);
    expect(advisorCopy).toContain(drawdown);
  }
  expect(advisorCopy).toContain("Assumptions and limitations");
  expect(advisorCopy).toContain("not a guarantee, promise or prediction of future returns or losses");
  expect(flat).toContain("RS S&P 500 Balanced (Model)");
});
