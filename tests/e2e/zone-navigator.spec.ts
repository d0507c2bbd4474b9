// The Zone Navigator with its built-in data (no spreadsheet configured on the test server).
import { refreshToasts } from "../../app/content/zones";
import { expect, open, test, waitForReady } from "./support/fixtures";
import { readingTest } from "./support/reading-page";
import { specAllocation, specZones, type Account } from "./support/zone-spec-data";
import { zonePage } from "./support/zone-page";

const accounts: { account: Account; toggle: "Qualified Accounts" | "Non-Qualified Accounts"; label: string }[] = [
  { account: "qualified", toggle: "Qualified Accounts", label: "Qualified (Tax-Deferred)" },
  { account: "non-qualified", toggle: "Non-Qualified Accounts", label: "Non-Qualified (Taxable)" },
];

readingTest("opens on zone 5, qualified, with the title, subtitle, legend and category", async ({ page }) => {
  await open(page, "/zone-navigator");
  const zone = zonePage(page);
  await expect(page.getByRole("heading", { level: 1, name: "Zone Navigator Dashboard" })).toBeVisible();
  await expect(page.getByText("Interactive portfolio allocation tool for investment planning")).toBeVisible();
  await expect(zone.zoneRadio(5)).toBeChecked();
  await expect(zone.accountRadio("Qualified Accounts")).toBeChecked();
  await expect(zone.zoneHeading).toHaveText("Zone 5");
  const legend: [string, string, string][] = [
    ["Zones 1-3", "Capital Preservation", "Seek to limit declines; still holds some equity and can lose value"],
    ["Zones 4-6", "Balanced Growth", "Balance growth and preservation"],
    ["Zones 7-10", "Growth Focus", "Seek long-term growth, accepting larger declines"],
  ];
  for (const [zones, name, description] of legend) {
    const card = page.getByRole("listitem").filter({ hasText: zones });
    await expect(card.getByRole("heading", { name })).toBeVisible();
    await expect(card).toContainText(description);
  }
  const picker = page.getByRole("region", { name: "Choose a view" });
  for (const label of ["Conservative", "Moderate", "Aggressive"]) await expect(picker.getByText(label, { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Investment Zone Category: Balanced Growth" })).toBeVisible();
  await expect(zone.notice).toHaveCount(0);
  await expect(page.getByText(/Hypothetical targets, not guarantees or predictions/)).toBeVisible();
  await page.getByRole("link", { name: "Assumptions and limitations" }).click();
  await expect(page.getByRole("heading", { name: "Assumptions and limitations" })).toBeInViewport();
});

for (const { account, toggle, label } of accounts) {
  readingTest(`every zone shows the spec's figures and allocation for ${toggle}`, async ({ page }) => {
    // Start on the other account type and zone 10, so every choice below is a change.
    await open(page, `/zone-navigator?zone=10&account=${account === "qualified" ? "non-qualified" : "qualified"}`);
    const zone = zonePage(page);
    await zone.accountRadio(toggle).check();
    await expect(page).toHaveURL(`/zone-navigator?zone=10&account=${account}`);
    for (let number = 1; number <= 10; number++) {
      await zone.zoneRadio(number).check();
      await expect(page).toHaveURL(`/zone-navigator?zone=${number}&account=${account}`);
      const [risk, horizon, expectedReturn, drawdown] = specZones[number]!;
      await expect(zone.zoneHeading).toHaveText(`Zone ${number}`);
      await expect(zone.fact("Risk Level")).toHaveText(risk);
      await expect(zone.fact("Time Horizon")).toHaveText(horizon);
      await expect(zone.fact("Account Type")).toHaveText(label);
      await expect(zone.fact("Expected Return")).toHaveText(expectedReturn);
      await expect(zone.fact("Max Drawdown")).toHaveText(drawdown);
      await expect.poll(() => zone.allocation()).toEqual(specAllocation(number, account));
      await expect(zone.sectors).toHaveCount(specAllocation(number, account).length);
      const summary = page.getByText(new RegExp(`^Zone ${number} \\(risk level ${risk}`));
      await expect(summary).toContainText(account === "qualified" ? "tax-deferred" : "taxable");
      await expect(summary).toContainText(expectedReturn);
      await expect(summary).toContainText(drawdown);
    }
  });
}

readingTest("the selected zone is green for 1-3, amber for 4-6 and red for 7-10, and marked by more than colour", async ({ page }) => {
  await open(page, "/zone-navigator");
  const zone = zonePage(page);
  const colour = (name: string) =>
    page.evaluate((token) => {
      const probe = document.createElement("span");
      probe.style.color = `var(--color-${token})`;
      document.body.append(probe);
      const value = getComputedStyle(probe).color;
      probe.remove();
      return value;
    }, name);
  const expected = { green: await colour("zone-conservative"), amber: await colour("zone-balanced"), red: await colour("zone-growth") };
  expect(new Set(Object.values(expected)).size).toBe(3);
  for (const [number, shade] of [
    [1, "green"],
    [3, "green"],
    [4, "amber"],
    [6, "amber"],
    [7, "red"],
    [10, "red"],
  ] as const) {
    await zone.zoneRadio(number).check();
    const face = page.locator("span[data-selected]");
    await expect(face).toHaveText(`Zone ${number}`);
    await expect(face).toHaveCSS("background-color", expected[shade]);
    await expect(face).toHaveCSS("font-weight", "700");
    await expect(zone.zoneRadio(number)).toBeChecked();
  }
});

readingTest("a sector shows 'N% Allocation' after a hover delay and at once on keyboard focus", async ({ page }) => {
  await open(page, "/zone-navigator?zone=7&account=qualified");
  const zone = zonePage(page);
  const tooltip = page.getByRole("tooltip");
  await zone.sectors.nth(1).hover();
  await expect(tooltip).toHaveCount(0);
  await expect(tooltip).toHaveText("25% Allocation");
  await page.mouse.move(0, 0);
  await expect(tooltip).toHaveCount(0);

  await zone.sectors.first().focus();
  await expect(tooltip).toHaveText("50% Allocation");
  await expect(zone.sectors.first()).toHaveAttribute("aria-describedby", /.+/);
  await page.keyboard.press("Tab");
  await expect(tooltip).toHaveText("25% Allocation");
  await page.keyboard.press("Tab");
  await expect(tooltip).toHaveText("15% Allocation");
  await page.keyboard.press("Escape");
  await expect(tooltip).toHaveCount(0);
});

readingTest("the chart is drawn 200x200 in the server HTML with the list as its description", async ({ request }) => {
  const html = await (await request.get("/zone-navigator?zone=10&account=non-qualified")).text();
  expect(html).toMatch(/<svg[^>]*width="200"[^>]*height="200"/);
  expect(html.match(/<path[^>]*data-sector=/g)).toHaveLength(4);
  expect(html).toContain("Aggressive Growth ETFs");
  expect(html).toContain("13-15%");
  const described = /<svg[^>]*aria-describedby="([^"]+)"/.exec(html)?.[1];
  expect(html).toContain(`<ul id="${described}"`);
});

readingTest(
  "Refresh Data shows the toast 'Data Refreshed', saying the built-in figures are examples, below the heading on a phone",
  async ({ page }) => {
    await open(page, "/zone-navigator?zone=3");
    const zone = zonePage(page);
    await zone.refresh.click();
    const toast = page.locator("[data-sonner-toast]");
    await expect(toast).toContainText(refreshToasts.builtIn.title);
    // No sheet is connected: nothing was updated, and the toast does not say it was.
    await expect(toast).toContainText(refreshToasts.builtIn.description);
    await expect(toast).not.toContainText(refreshToasts.sheet.description);
    // Settled in place, it leaves the button free for another refresh (a toast at the top right lay over it).
    await page.waitForFunction(() =>
      document
        .querySelector("[data-sonner-toast]")
        ?.getAnimations()
        .every((run) => run.playState === "finished"),
    );
    const [button, box] = [(await zone.refresh.boundingBox())!, (await toast.boundingBox())!];
    expect(
      box.y + box.height <= button.y ||
        button.y + button.height <= box.y ||
        box.x + box.width <= button.x ||
        button.x + button.width <= box.x,
    ).toBe(true);
    await expect(zone.fact("Risk Level")).toHaveText("Conservative Plus");
    await expect(page).toHaveURL("/zone-navigator?zone=3");

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await waitForReady(page);
    await zone.refresh.click();
    await expect(toast).toBeVisible();
    const heading = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
    const shown = (await toast.boundingBox())!;
    expect(shown.y).toBeGreaterThan(heading.y + heading.height);
  },
);

test("the URL is the state: choices push history, Back and Forward restore them, scroll is kept", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await open(page, "/zone-navigator");
  const zone = zonePage(page);
  await zone.zoneRadio(7).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 200));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);

  await zone.zoneRadio(7).check();
  await expect(page).toHaveURL("/zone-navigator?zone=7&account=qualified");
  await expect(zone.fact("Expected Return")).toHaveText("10-12%");
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

  await zone.accountRadio("Non-Qualified Accounts").check();
  await expect(page).toHaveURL("/zone-navigator?zone=7&account=non-qualified");
  await expect(zone.allocationRows.first()).toContainText("Growth Index Funds");

  await page.goBack();
  await expect(page).toHaveURL("/zone-navigator?zone=7&account=qualified");
  await expect(zone.accountRadio("Qualified Accounts")).toBeChecked();
  await expect(zone.allocationRows.first()).toContainText("Large Cap Equity");
  await page.goBack();
  await expect(page).toHaveURL("/zone-navigator");
  await expect(zone.zoneRadio(5)).toBeChecked();
  await expect(zone.fact("Expected Return")).toHaveText("8-10%");
  await page.goForward();
  await expect(zone.zoneRadio(7)).toBeChecked();
  await expect(zone.fact("Max Drawdown")).toHaveText("22%");
});

readingTest("arrow keys move through the zones and the account types", async ({ page }) => {
  await open(page, "/zone-navigator?zone=9");
  const zone = zonePage(page);
  await zone.zoneRadio(9).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL("/zone-navigator?zone=10&account=qualified");
  await expect(zone.zoneRadio(10)).toBeFocused();
  await expect(zone.fact("Risk Level")).toHaveText("Maximum Growth");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(page).toHaveURL("/zone-navigator?zone=8&account=qualified");
  await expect(zone.fact("Risk Level")).toHaveText("Very Aggressive");

  await zone.accountRadio("Qualified Accounts").focus();
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL("/zone-navigator?zone=8&account=non-qualified");
  await expect(zone.fact("Account Type")).toHaveText("Non-Qualified (Taxable)");
});

readingTest("a copied URL reopens the same view and invalid values fall back to the defaults", async ({ page }) => {
  await open(page, "/zone-navigator?zone=1&account=non-qualified");
  const zone = zonePage(page);
  await expect(zone.zoneRadio(1)).toBeChecked();
  await expect(zone.accountRadio("Non-Qualified Accounts")).toBeChecked();
  await expect(zone.allocationRows.first()).toContainText("Tax-Free Money Market");

  await open(page, "/zone-navigator?zone=42&account=roth");
  await expect(zone.zoneRadio(5)).toBeChecked();
  await expect(zone.accountRadio("Qualified Accounts")).toBeChecked();
  await expect(zone.fact("Risk Level")).toHaveText("Moderate");
});

test.describe("with JavaScript disabled", () => {
  test.use({ javaScriptEnabled: false });

  readingTest("the server renders the whole view and the form loads another one", async ({ page }) => {
    await page.goto("/zone-navigator?zone=3&account=non-qualified");
    const zone = zonePage(page);
    await expect(zone.fact("Risk Level")).toHaveText("Conservative Plus");
    await expect.poll(() => zone.allocation()).toEqual(specAllocation(3, "non-qualified"));
    await expect(zone.sectors).toHaveCount(3);

    await zone.zoneRadio(9).check();
    await zone.accountRadio("Qualified Accounts").check();
    await page.getByRole("button", { name: "Show this zone" }).click();
    await expect(page).toHaveURL(/zone=9/);
    await expect(page).toHaveURL(/account=qualified/);
    await expect(zone.fact("Risk Level")).toHaveText("Growth");
    await expect.poll(() => zone.allocation()).toEqual(specAllocation(9, "qualified"));

    await zone.refresh.click();
    await expect(zone.fact("Risk Level")).toHaveText("Growth");
  });
});
