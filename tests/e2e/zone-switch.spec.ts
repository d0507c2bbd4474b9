// The Zone Navigator's switch with its built-in data: the page carries its own view only, and
// the tables every other zone is drawn from come from their own answer once the page is idle
// (docs/decisions/0026).
import { expect, open, test } from "./support/fixtures";
import { specAllocation, specZones } from "./support/zone-spec-data";
import { zonePage } from "./support/zone-page";

test("the page comes with its own view only, asks for the tables once idle, then computes every switch: the server is never asked for a view, and a reload restores it", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/zone-navigator")) asked.push(new URL(request.url()).pathname);
  });
  const first = await open(page, "/zone-navigator");
  // No other zone's allocation is in the page: its first round trip carries what it shows.
  const html = await first!.text();
  const shown = new Set(specAllocation(5, "qualified").map(([instrument]) => instrument));
  const others = Object.keys(specZones).flatMap((zone) =>
    (["qualified", "non-qualified"] as const).flatMap((account) => specAllocation(Number(zone), account)),
  );
  const elsewhere = [...new Set(others.map(([instrument]) => instrument!))].filter((instrument) => !shown.has(instrument));
  expect(elsewhere.length).toBeGreaterThan(3);
  for (const name of elsewhere) expect(html, name).not.toContain(name);
  const zone = zonePage(page);
  await expect(page.locator("html")).toHaveAttribute("data-zone-switch", "instant");
  expect(asked).toEqual(["/zone-navigator", "/zone-navigator/tables.json"]);
  asked.length = 0;
  await zone.zoneRadio(2).check();
  await expect(zone.fact("Risk Level")).toHaveText("Conservative");
  await zone.zoneRadio(9).check();
  await zone.accountRadio("Non-Qualified Accounts").check();
  await expect(page).toHaveURL("/zone-navigator?zone=9&account=non-qualified");
  await expect(zone.fact("Risk Level")).toHaveText("Growth");
  await expect.poll(() => zone.allocation()).toEqual(specAllocation(9, "non-qualified"));
  await page.goBack();
  await expect(zone.fact("Account Type")).toHaveText("Qualified (Tax-Deferred)");
  await page.goForward();
  await expect(zone.fact("Account Type")).toHaveText("Non-Qualified (Taxable)");
  expect(asked).toEqual([]);

  await page.reload();
  await expect(zone.zoneRadio(9)).toBeChecked();
  await expect(zone.accountRadio("Non-Qualified Accounts")).toBeChecked();
  await expect(zone.fact("Risk Level")).toHaveText("Growth");
  await expect.poll(() => zone.allocation()).toEqual(specAllocation(9, "non-qualified"));
});

test("a switch before the tables have come asks the server for that view, and the tables still come", async ({ page }) => {
  // The tables' answer is held until the switch has been answered.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/zone-navigator/tables.json", async (route) => {
    await held;
    await route.continue();
  });
  const tablesAsked = page.waitForRequest("**/zone-navigator/tables.json");
  await open(page, "/zone-navigator");
  const zone = zonePage(page);
  await tablesAsked;
  const viewAsked = page.waitForRequest(/\/zone-navigator\.data\?zone=9/);
  await zone.zoneRadio(9).check();
  await viewAsked;
  await expect(zone.fact("Risk Level")).toHaveText("Growth");
  await expect.poll(() => zone.allocation()).toEqual(specAllocation(9, "qualified"));
  await expect(page.locator("html")).not.toHaveAttribute("data-zone-switch", "instant");
  release();
  await expect(page.locator("html")).toHaveAttribute("data-zone-switch", "instant");
});
