// The suitability record behind a questionnaire result: choosing a zone other than the suggested
// one asks why before it can be saved; the saved view shows the answers, the suggestion, the
// choice, the reason and the time, opens the questionnaire again with the answers filled in,
// and the advisor's copy of its proposal PDF prints them (the client's copy, US Letter, prepared
// for and by, leaves them out).
import { proposalCopy } from "../../app/content/proposal";
import { savedViewCopy } from "../../app/content/saved-views";
import { saveForClientCopy, savedViewFieldCopy } from "../../app/content/save-for-client";
import { aboveLimitCopy, overrideReasonCopy } from "../../app/content/override-reasons";
import { suitabilityCopy } from "../../app/content/suitability";

const copy = { ...suitabilityCopy, ...overrideReasonCopy };
import { suitabilityErrors } from "../../app/lib/schemas/suitability";
import { pdfPageSize, pdfText } from "../support/pdf-text";
import { expect, test } from "./support/fixtures";
import { balancedAnswers, balancedQuery } from "./support/questionnaire";
import { signedInOn } from "./support/signed-in";

test("an override asks for a reason, and the saved view, its page and its PDF keep the record", async ({ page }) => {
  test.setTimeout(60_000);
  await signedInOn(page, "suitability", `/zone-navigator/questionnaire?${balancedQuery}&account=qualified&chosen=4`);
  const panel = page.locator("[data-slot=save-for-client]");
  await expect(panel.getByRole("group", { name: copy.reasonLegend(6, 4) })).toBeVisible();
  await panel.getByRole("textbox", { name: savedViewFieldCopy.label, exact: true }).fill("Client R");

  // No reason (the browser's own "required" set aside, as an old browser would): said beside the list, nothing saved.
  await panel.getByRole("combobox", { name: copy.reason }).evaluate((select) => select.removeAttribute("required"));
  await panel.getByRole("button", { name: saveForClientCopy.submit }).click();
  await expect(panel.getByText(suitabilityErrors.reason)).toBeVisible();
  // "Another reason" needs a few words.
  await panel.getByRole("combobox", { name: copy.reason }).selectOption("other");
  await panel.getByRole("button", { name: saveForClientCopy.submit }).click();
  await expect(panel.getByText(suitabilityErrors.reasonText)).toBeVisible();
  await panel.getByRole("textbox", { name: copy.reasonText }).fill("Holds a pension that covers the essentials");
  await panel.getByRole("button", { name: saveForClientCopy.submit }).click();
  await page.waitForURL(/\/advisor\/saved-views\/[0-9a-f-]{36}\?saved$/);

  const record = page.locator("[data-slot=suitability-record]");
  await expect(record).toContainText(`${copy.suggested}Zone 6`);
  await expect(record).toContainText(`${copy.chosen}Zone 4`);
  await expect(record).toContainText("Another reason (described below): Holds a pension that covers the essentials");
  await expect(record).toContainText(new RegExp(`${copy.recordedAt}\\w+ \\d{1,2}, \\d{4} at \\d{2}:\\d{2} ET`));
  for (const [question, answer] of Object.entries(balancedAnswers)) await expect(record).toContainText(`${question} ${answer}`);

  const proposal = await page.request.get(`${new URL(page.url()).pathname}/proposal.pdf`);
  expect(proposal.status()).toBe(200);
  const pdf = await proposal.body();
  // A US Letter page, handed to the client it was prepared for, by the advisor and their firm;
  // the client's copy leaves out the advisor's suitability record.
  expect(await pdfPageSize(pdf)).toMatchObject({ width: 612, height: 792 });
  const { flat } = await pdfText(pdf);
  // The label is the advisor's shorthand: the client's copy has a line for the client's name.
  expect(flat).toContain(`Prepared for: ${proposalCopy.preparedForBlank}`);
  expect(flat).not.toContain("Client R");
  expect(flat).toContain("Prepared by: Dana Reyes, Reyes Wealth");
  expect(flat).not.toContain(copy.title);
  expect(flat).not.toContain("Holds a pension that covers the essentials");

  // The advisor's own copy, from its own link, carries the record.
  const advisorLink = page.getByRole("link", { name: savedViewCopy.advisorProposal(true) });
  const advisorCopy = await page.request.get(new URL((await advisorLink.getAttribute("href"))!, page.url()).toString());
  expect(advisorCopy.status()).toBe(200);
  const advisorText = (await pdfText(await advisorCopy.body())).flat;
  expect(advisorText).toContain(copy.title);
  expect(advisorText).toContain(`${copy.suggested} Zone 6`);
  expect(advisorText).toContain(`${copy.chosen} Zone 4`);
  expect(advisorText).toContain("Holds a pension that covers the essentials");
  expect(advisorText).toContain("Hold and wait for a recovery");

  await record.getByRole("link", { name: copy.takeAgain }).click();
  await expect(page).toHaveURL(/\/zone-navigator\/questionnaire\?.*review=1/);
  for (const [question, answer] of Object.entries(balancedAnswers)) {
    await expect(page.getByRole("group", { name: question }).getByRole("radio", { name: answer, exact: true })).toBeChecked();
  }
});

test("saving the suggested zone asks no reason and records that it was chosen", async ({ page }) => {
  await signedInOn(page, "suitability-kept", `/zone-navigator/questionnaire?${balancedQuery}&account=qualified`);
  const panel = page.locator("[data-slot=save-for-client]");
  await expect(panel.locator("[data-slot=override-reason]")).toHaveCount(0);
  await panel.getByRole("textbox", { name: savedViewFieldCopy.label, exact: true }).fill("Client S");
  await panel.getByRole("button", { name: saveForClientCopy.submit }).click();
  await page.waitForURL(/\/advisor\/saved-views\/[0-9a-f-]{36}\?saved$/);
  await expect(page.locator("[data-slot=suitability-record]")).toContainText(copy.noOverride);
});

test("a result whose answers pull apart keeps that note on the saved view's record", async ({ page }) => {
  const cautious = "horizon=8-years-or-more&income=some&fall=sell-all&experience=none&savings=most&goal=preserve";
  await signedInOn(page, "suitability-conflict", `/zone-navigator/questionnaire?${cautious}&account=qualified`);
  const note = await page.getByTestId("answers-conflict").innerText();
  expect(note).toContain("the time horizon alone would allow zone 10");
  const panel = page.locator("[data-slot=save-for-client]");
  await panel.getByRole("textbox", { name: savedViewFieldCopy.label, exact: true }).fill("Client T");
  await panel.getByRole("button", { name: saveForClientCopy.submit }).click();
  await page.waitForURL(/\/advisor\/saved-views\/[0-9a-f-]{36}\?saved$/);
  const record = page.locator("[data-slot=suitability-record]");
  await expect(record).toContainText(`${copy.suggested}Zone 2`);
  // Under its label, without saying "These answers pull apart" twice (found in a review).
  await expect(record.getByTestId("suitability-conflict")).toHaveText(suitabilityCopy.conflictUnderLabel(note.trim()));
  await expect(record).not.toContainText("pull apart: These answers pull apart");
  await expect(record).toContainText(copy.conflictLabel);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a zone above the answers' limit is named on the result, needs the advisor's words, and stays on the record and its PDF", async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const limited = "horizon=8-years-or-more&income=essential&fall=sell-all&experience=extensive&savings=small&goal=growth";
    await signedInOn(page, "suitability-above", `/zone-navigator/questionnaire?${limited}&account=qualified&chosen=10`);
    const warning = page.getByTestId("above-limit");
    await expect(warning).toContainText("Zone 10 is above zone 2, the highest these answers allow.");
    await expect(warning).toContainText(aboveLimitCopy.warning);
    // No way on from the result leaves the reason behind: no proposal (it comes from the saved
    // view, with the reason), and no link to save the zone from the Zone Navigator or a comparison.
    await expect(page.getByRole("link", { name: /Download proposal|Open zone 10 in the Zone Navigator|^Compare/ })).toHaveCount(0);

    // A reason from the list alone does not do (the browser's own "required" and "minlength" set aside): nothing saved.
    const panel = page.locator("[data-slot=save-for-client]");
    await panel.getByRole("textbox", { name: savedViewFieldCopy.label, exact: true }).fill("Client U");
    await panel.getByRole("combobox", { name: copy.reason }).selectOption("client-preference");
    const words = panel.getByRole("textbox", { name: aboveLimitCopy.reasonTextRequired });
    await expect(words).toHaveAttribute("minlength", "20");
    await words.evaluate((field) => {
      field.removeAttribute("required");
      field.removeAttribute("minlength");
    });
    await panel.getByRole("button", { name: saveForClientCopy.submit }).click();
    await expect(panel.getByText(suitabilityErrors.aboveLimitText)).toBeVisible();
    // A word is not a reason.
    await words.fill("ok");
    await panel.getByRole("button", { name: saveForClientCopy.submit }).click();
    await expect(panel.getByText(suitabilityErrors.aboveLimitText)).toBeVisible();
    await words.fill("Holds a pension that covers the essentials");
    await panel.getByRole("button", { name: saveForClientCopy.submit }).click();
    await page.waitForURL(/\/advisor\/saved-views\/[0-9a-f-]{36}\?saved$/);

    const record = page.getByTestId("suitability-above-limit");
    expect(await record.innerText()).toMatch(
      /^Zone 10 is above zone 2, the highest these answers allow\. A client who would sell everything/,
    );
    await expect(page.locator("[data-slot=suitability-record]")).toContainText(copy.aboveLimitLabel);
    // The client's preference says which way: more risk than the suggestion.
    await expect(page.locator("[data-slot=suitability-record]")).toContainText(
      "The client prefers more risk than the suggested zone: Holds a pension that covers the essentials",
    );
    // Every action of the saved view fits the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

    const advisorLink = page.getByRole("link", { name: savedViewCopy.advisorProposal(true) });
    const advisorCopy = await page.request.get(new URL((await advisorLink.getAttribute("href"))!, page.url()).toString());
    expect(advisorCopy.status()).toBe(200);
    const advisorText = (await pdfText(await advisorCopy.body())).flat;
    expect(advisorText).toContain(copy.aboveLimitLabel);
    expect(advisorText).toContain("Zone 10 is above zone 2, the highest these answers allow.");
    expect(advisorText).toContain("Holds a pension that covers the essentials");
  });
});
