// The Zone Navigator fed by a spreadsheet: a production server pointed at the local fake sheet.
import type { Page, Route } from "@playwright/test";
import { expect, open, test } from "./support/fixtures";
import { startOwnServer, type OwnServer } from "./support/own-server";
import { zonePage } from "./support/zone-page";
import { startFakeSheet } from "../support/fake-sheet.js";
import { site } from "../../app/content/site";
import { dayIn } from "../../app/lib/day-in-zone";
import { formatDate } from "../../app/lib/format-date";
import { refreshToasts } from "../../app/content/zones";

type FakeSheet = Awaited<ReturnType<typeof startFakeSheet>>;

let sheet: FakeSheet;
let app: OwnServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // A new server migrates its new database first, which takes seconds on a busy machine.
  test.setTimeout(120_000);
  sheet = await startFakeSheet({ slowMs: 6000 });
  app = await startOwnServer({
    ZONE_DATA_SOURCE_URL: sheet.url,
    // The fake sheet and its redirect are plain http on this machine: allowed for tests only.
    ALLOW_INSECURE_OUTBOUND: "true",
    ZONE_DATA_TIMEOUT_MS: "2000",
    ZONE_DATA_CACHE_TTL_MS: "60000",
    // Each step below asks the sheet again: failures and refreshes are not held back here.
    ZONE_DATA_FAILURE_TTL_MS: "1",
    ZONE_DATA_REFRESH_INTERVAL_MS: "1",
  });
});
test.afterAll(async () => {
  await app?.stop();
  await sheet?.close();
});
test.beforeEach(() => sheet.reset());

test("shows the sheet's figures and allocation, asked for by the server only", async ({ page }) => {
  const browserCalls: string[] = [];
  page.on("request", (request) => {
    if (request.url().startsWith(sheet.url.replace(/\/macros.*/, ""))) browserCalls.push(request.url());
  });
  sheet.behave({ zone: "redirect", allocation: "redirect" });
  await open(page, `${app.baseURL}/zone-navigator?zone=7&account=non-qualified`);
  const zone = zonePage(page);
  await expect(zone.fact("Risk Level")).toHaveText("Sheet Risk 7");
  await expect(zone.fact("Expected Return")).toHaveText("70-72%");
  await expect
    .poll(() => zone.allocation())
    .toEqual([
      ["Taxable Sheet Fund 7A", "70%"],
      ["Taxable Sheet Fund 7B", "30%"],
    ]);
  await expect(zone.sectors.first()).toHaveClass(/fill-chart-2/);
  await expect(zone.notice).toHaveCount(0);
  // The sheet's figures stand as of the firm's day the site first showed them: today.
  const today = formatDate(dayIn(site.timeZone));
  await expect(page.getByTestId("dataset-line")).toHaveText(
    new RegExp(`^The firm's zone data sheet, version [0-9a-f]{12}, as of ${today}\\.$`),
  );
  // The Models sheet answers at once; the two others through the script's redirect.
  expect(sheet.requests.map((request) => request.sheet).sort()).toEqual(["Allocations", "Allocations", "Models", "Zone_Data", "Zone_Data"]);
  await expect(page.getByTestId("zone-products")).toContainText("Sheet reason for zone 7 (non-qualified)");
  await expect(page.getByTestId("zone-products").getByRole("link", { name: "RS S&P 500 Balanced", exact: true })).toHaveAttribute(
    "href",
    "/models/3",
  );
  expect(browserCalls).toEqual([]);
});

test("a failing sheet shows the notice with built-in data, and the next good answer clears it", async ({ page }) => {
  sheet.behave({ allocation: "status-500" });
  await open(page, `${app.baseURL}/zone-navigator?zone=2&account=qualified`);
  const zone = zonePage(page);
  await expect(zone.notice).toContainText("Unable to load allocation data: HTTP error! status: 500");
  await expect(zone.notice).toContainText("Showing demo data. Connect Google Sheets for live data.");
  await expect(zone.fact("Risk Level")).toHaveText("Sheet Risk 2");
  // Zone 2's own built-in allocation, not zone 5's.
  await expect(zone.allocationRows.first()).toContainText("Cash/Money Market");
  await expect
    .poll(() => app.output())
    .toMatch(/"event":"zone_data_failure".*"zone":2,"accountType":"qualified","reason":"HTTP error! status: 500"/);

  sheet.behave({ allocation: "good" });
  await zone.zoneRadio(3).check();
  await expect(zone.fact("Risk Level")).toHaveText("Sheet Risk 3");
  await expect(zone.notice).toHaveCount(0);
  await expect(zone.allocationRows.first()).toContainText("Deferred Sheet Fund 3A");

  sheet.behave({ zone: "error-field" });
  await zone.zoneRadio(4).check();
  await expect(zone.notice).toContainText("Unable to load zone data: Sheet Zone_Data is not shared");
  await expect(zone.fact("Risk Level")).toHaveText("Moderate Conservative");
});

test("a sheet slower than the timeout falls back to the built-in data", async ({ page }) => {
  sheet.behave({ zone: "slow", allocation: "html" });
  await open(page, `${app.baseURL}/zone-navigator?zone=9&account=non-qualified`);
  const zone = zonePage(page);
  await expect(zone.notice).toContainText("Unable to load zone data: Request timed out after 2000 ms");
  await expect(zone.notice).toContainText("Unable to load allocation data: Expected JSON but received an HTML page");
  await expect(zone.fact("Risk Level")).toHaveText("Growth");
  await expect(zone.allocationRows.first()).toContainText("Aggressive Growth ETFs");
});

test("a redirect to a private network, or a 5 MB answer, leaves the built-in data and a short notice", async ({ page }) => {
  sheet.behave({ zone: "redirect-link-local", allocation: "huge" });
  await open(page, `${app.baseURL}/zone-navigator?zone=10&account=qualified`);
  const zone = zonePage(page);
  await expect(zone.notice).toContainText("Unable to load zone data: Redirect to a private address");
  await expect(zone.notice).toContainText("Unable to load allocation data: Response larger than 256 KiB");
  await expect(zone.fact("Risk Level")).toHaveText("Maximum Growth");
  await expect(zone.allocationRows.first()).toContainText("Growth Equity");
  await expect(zone.notice).not.toContainText("169.254");
});

test("Refresh Data asks the sheet again past the cache and clears the notice", async ({ page }) => {
  sheet.behave({ zone: "malformed" });
  await open(page, `${app.baseURL}/zone-navigator?zone=6&account=non-qualified`);
  const zone = zonePage(page);
  await expect(zone.notice).toContainText("Unable to load zone data: Response is not valid JSON");
  await expect(zone.allocationRows.first()).toContainText("Taxable Sheet Fund 6A");

  // The allocation is cached now: reloading asks only for the zone data that failed.
  sheet.behave({ zone: "good" });
  sheet.requests.length = 0;
  await page.reload();
  await expect(zone.fact("Risk Level")).toHaveText("Sheet Risk 6");
  expect(sheet.requests.map((request) => request.sheet)).toEqual(["Zone_Data"]);

  sheet.behave({ allocation: "wrong-shape" });
  sheet.requests.length = 0;
  await zone.refresh.click();
  // Part of the sheet failed: the toast does not say the data was updated.
  const toast = page.locator("[data-sonner-toast]");
  await expect(toast).toContainText(refreshToasts.failed.title);
  await expect(toast).toContainText(refreshToasts.failed.description);
  await expect(zone.notice).toContainText("Unable to load allocation data: Unexpected response format");
  expect(sheet.requests.map((request) => request.sheet).sort()).toEqual(["Allocations", "Models", "Zone_Data"]);

  sheet.behave({ allocation: "good" });
  await zone.refresh.click();
  // The sheet answered in full: the spec's words.
  await expect(toast.filter({ hasText: refreshToasts.sheet.description })).toBeVisible();
  await expect(zone.notice).toHaveCount(0);
  await expect(zone.allocationRows.first()).toContainText("Taxable Sheet Fund 6A");
});

/** Hold the browser's requests for views until the returned function is called with an answer. */
async function holdViewRequests(page: Page) {
  let release: (answer: (route: Route) => Promise<void>) => void = () => {};
  const released = new Promise<(route: Route) => Promise<void>>((resolve) => (release = resolve));
  await page.route("**/zone-navigator.data*", async (route) => (await released)(route));
  return release;
}

test("a view not seen before waits for the server, saying 'Loading...', with Refresh Data disabled", async ({ page }) => {
  await open(page, `${app.baseURL}/zone-navigator?zone=5&account=qualified`);
  const zone = zonePage(page);
  await expect(zone.fact("Risk Level")).toHaveText("Sheet Risk 5");
  const release = await holdViewRequests(page);
  await zone.zoneRadio(2).check();
  await expect(zone.zoneHeading).toHaveText("Zone 2");
  await expect(zone.fact("Risk Level")).toHaveText("Loading...");
  await expect(zone.fact("Expected Return")).toHaveText("Loading...");
  await expect(page.getByText("Loading allocations...")).toBeVisible();
  await expect(zone.refresh).toBeDisabled();
  release((route) => route.continue());
  await expect(zone.fact("Risk Level")).toHaveText("Sheet Risk 2");
  await expect(zone.refresh).toBeEnabled();
  await expect(page.getByText("Loading allocations...")).toHaveCount(0);
});

test("a view seen before shows its last good answer at once, and the server's new answer replaces it", async ({ page }) => {
  await open(page, `${app.baseURL}/zone-navigator?zone=7&account=non-qualified`);
  const zone = zonePage(page);
  await expect(zone.fact("Risk Level")).toHaveText("Sheet Risk 7");
  await zone.zoneRadio(8).check();
  await expect(zone.fact("Risk Level")).toHaveText("Sheet Risk 8");

  const release = await holdViewRequests(page);
  const asked = page.waitForRequest(/zone-navigator\.data\?zone=7/);
  await zone.zoneRadio(7).check();
  // Shown while the server has not answered yet.
  await expect(zone.fact("Risk Level")).toHaveText("Sheet Risk 7");
  await expect
    .poll(() => zone.allocation())
    .toEqual([
      ["Taxable Sheet Fund 7A", "70%"],
      ["Taxable Sheet Fund 7B", "30%"],
    ]);
  await asked;
  release(async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace("Sheet Risk 7", "Sheet Risk 7, revised");
    await route.fulfill({ response, body });
  });
  await expect(zone.fact("Risk Level")).toHaveText("Sheet Risk 7, revised");
  await expect(page).toHaveURL(`${app.baseURL}/zone-navigator?zone=7&account=non-qualified`);
});
