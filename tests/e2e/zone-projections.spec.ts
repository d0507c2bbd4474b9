// ZONE_PROJECTIONS=advisors on a production server of its own: a visitor gets every zone's
// risk level, horizon, category and allocation but no expected return or max drawdown,
// neither in the HTML nor in the data nor in the browser's code; a signed-in verified advisor
// gets them; and neither is ever handed the other's page by the render cache. The default
// server of the suite shows them to everyone, as before.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { pdfText } from "../support/pdf-text";
import { desktop, expectAccessibleAt, phone } from "./support/accessibility";
import { expect, open, test } from "./support/fixtures";
import { balancedQuery } from "./support/questionnaire";
import { advisorOn, expectedReturn, expectedReturns, hiddenStrings, maxDrawdown, riskLevel, signedInContext } from "./support/projections";
import { startOwnServer, type OwnServer } from "./support/own-server";
import { zonePage } from "./support/zone-page";
import { modelTargetAssumptions } from "../../app/content/hypothetical";
import { withheldFigures } from "../../app/content/withheld-figures";
import { modelIds } from "../../app/content/model-basics";
import { targetsOf } from "../../app/content/model-targets.server";
import { modelPage } from "../../app/content/models-page";

const answers = `${balancedQuery}&account=qualified`;
const pages = {
  navigator: {
    path: "/zone-navigator?zone=7&account=qualified",
    data: "/zone-navigator.data?zone=7&account=qualified",
    zones: [7] as const,
  },
  compare: {
    path: "/zone-navigator/compare?views=7-qualified,9-non-qualified",
    data: "/zone-navigator/compare.data?views=7-qualified,9-non-qualified",
    zones: [7, 9] as const,
  },
  result: {
    path: `/zone-navigator/questionnaire?${answers}&chosen=7`,
    data: `/zone-navigator/questionnaire.data?${answers}&chosen=7`,
    zones: [7] as const,
  },
};

/**
 * The built-in tables the Zone Navigator draws every other zone from in the browser. Zones 1 and
 * 3 are left out of the check: their drawdowns (5 %, 10 %) are also the public drawdown targets
 * of the income models the tables name.
 */
const tables = { path: "/zone-navigator/tables.json", zones: [2, 4, 5, 6, 7, 8, 9, 10] as const };

let app: OwnServer;
let advisor: { email: string; password: string };

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // A new server migrates its new database first, which takes seconds on a busy machine.
  test.setTimeout(120_000);
  app = await startOwnServer({ ZONE_PROJECTIONS: "advisors" });
  advisor = await advisorOn(app);
});
test.afterAll(async () => {
  await app?.stop();
});

async function read(api: APIRequestContext, path: string, headers: Record<string, string> = {}) {
  const response = await api.get(path, { headers });
  expect(response.status(), path).toBe(200);
  return { text: await response.text(), cacheControl: response.headers()["cache-control"], vary: response.headers()["vary"] ?? "" };
}

function expectHidden(text: string, zones: readonly number[], where: string) {
  for (const hidden of hiddenStrings(zones)) expect(text, `${where} holds ${hidden}`).not.toContain(hidden);
  for (const zone of zones) expect(text, where).toContain(riskLevel(zone));
}

function expectShown(text: string, zones: readonly number[], where: string) {
  for (const zone of zones) {
    expect(text, where).toContain(expectedReturn(zone));
    expect(text, where).toContain(maxDrawdown(zone));
  }
}

test("a visitor's pages and data hold risk levels and allocations but no projection, and may be cached for visitors", async ({
  playwright,
}) => {
  const visitor = await playwright.request.newContext({ baseURL: app.baseURL });
  for (const [name, page] of Object.entries(pages)) {
    const html = await read(visitor, page.path);
    expectHidden(html.text, page.zones, `${name} HTML`);
    expect(html.text, name).toContain("Hypothetical return and drawdown targets are shown to signed-in financial advisors only.");
    expect(html.text, name).toContain(`/login?redirectTo=${encodeURIComponent(page.path.split("?")[0]!)}%3F`);
    expect(html.cacheControl, name).toBe("public, max-age=0, s-maxage=300");
    expect(html.vary, name).toMatch(/\bCookie\b/);
    expectHidden((await read(visitor, page.data)).text, page.zones, `${name} data`);
  }
  const visitorTables = await read(visitor, tables.path);
  expectHidden(visitorTables.text, tables.zones, "tables");
  expect(visitorTables.cacheControl).toBe("public, max-age=0, s-maxage=300");
  expect(visitorTables.vary).toMatch(/\bCookie\b/);
  const navigator = await read(visitor, pages.navigator.path);
  expect(navigator.text).toContain("Large Cap Equity");
  // A stale or forged session cookie is a visitor too, and that page is kept out of any cache.
  const stale = await read(visitor, pages.navigator.path, { cookie: "advisor_session=stale.forged" });
  expectHidden(stale.text, [7], "stale cookie");
  expect(stale.cacheControl).toBe("private, no-store");
  await visitor.dispose();
});

test("a signed-in verified advisor gets the projections, never from or into the visitors' cache", async ({ playwright }) => {
  const visitor = await playwright.request.newContext({ baseURL: app.baseURL });
  // The visitor's render of each page is in the render cache before the advisor asks.
  for (const page of [...Object.values(pages), tables]) await read(visitor, page.path);
  const signedIn = await signedInContext(app.baseURL, advisor);
  for (const [name, page] of Object.entries(pages)) {
    const html = await read(signedIn, page.path);
    expectShown(html.text, page.zones, `${name} HTML`);
    expect(html.text, name).not.toContain("Hypothetical return and drawdown targets are shown");
    expect(html.cacheControl, name).toBe("private, no-store");
    expectShown((await read(signedIn, page.data)).text, page.zones, `${name} data`);
  }
  const advisorTables = await read(signedIn, tables.path);
  expectShown(advisorTables.text, tables.zones, "tables");
  expect(advisorTables.cacheControl).toBe("private, no-store");
  // ...and the advisor's renders were not kept for the next visitor.
  for (const [name, page] of Object.entries(pages)) {
    expectHidden((await read(visitor, page.path)).text, page.zones, `${name} after the advisor`);
    expectHidden((await read(visitor, page.data)).text, page.zones, `${name} data after the advisor`);
  }
  expectHidden((await read(visitor, tables.path)).text, tables.zones, "tables after the advisor");
  await signedIn.dispose();
  await visitor.dispose();
});

test("the proposal PDF withholds the targets from a visitor, and an advisor's is a client's copy without them", async ({ playwright }) => {
  const path = "/zone-navigator/proposal.pdf?views=7-qualified,9-non-qualified";
  const textOf = async (api: APIRequestContext) => {
    const response = await api.get(path);
    expect(response.status()).toBe(200);
    return (await pdfText(await response.body())).flat;
  };
  const visitor = await playwright.request.newContext({ baseURL: app.baseURL });
  const signedIn = await signedInContext(app.baseURL, advisor);
  const [hidden, handed] = [await textOf(visitor), await textOf(signedIn)];
  expect(handed).toContain("Prepared by");
  for (const text of [hidden, handed]) {
    for (const zone of [7, 9]) {
      expect(text).toContain(riskLevel(zone));
      expect(text).not.toContain(expectedReturn(zone));
    }
    expect(text).not.toMatch(/ask your advisor/i);
  }
  await signedIn.dispose();
  await visitor.dispose();
});

test("an advisor whose address is not verified gets no session to see them with", async () => {
  const unverified = await advisorOn(app, { verify: false });
  await expect(signedInContext(app.baseURL, unverified)).rejects.toThrow(/sign-in answered 403/);
});

test("the browser's code holds no projection and no model target, whatever the mode", () => {
  const dir = "build/client/assets";
  const scripts = readdirSync(dir).filter((name) => name.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(5);
  // The models' targets live in a server-only module (app/content/model-targets.server.ts).
  const targets = [...modelIds].flatMap((id) => targetsOf(id).map((target) => target.value));
  expect(targets).toEqual(expect.arrayContaining(["5-7%", "6-8%"]));
  for (const name of scripts) {
    const code = readFileSync(join(dir, name), "utf8");
    for (const figure of [...expectedReturns, ...targets.filter((value) => value.includes("-"))])
      expect(code, `${name} holds ${figure}`).not.toContain(figure);
    expect(code, name).not.toContain(riskLevel(8));
  }
});

test("a visitor's model page withholds the targets and says why; an advisor signing in from it sees each with its basis", async ({
  page,
}) => {
  await open(page, `${app.baseURL}/models/2`);
  const stats = page.getByRole("region", { name: modelPage.statsTitle });
  const tile = (label: string) => stats.locator("dt", { hasText: new RegExp(`^${label}$`) }).locator("xpath=following-sibling::dd[1]");
  await expect(tile("Targeted Return")).toContainText(withheldFigures.value);
  await expect(stats).not.toContainText("6-8%");
  const note = stats.locator("[data-slot=projections-note]");
  await expect(note).toContainText(withheldFigures.text);
  await expectAccessibleAt(page, [desktop, phone], "/models/2 ");
  await open(page, `${app.baseURL}/models`);
  await expect(page.locator("#model-2")).toContainText(withheldFigures.note);
  await expect(page.locator("#model-2")).not.toContainText("6-8%");

  await open(page, `${app.baseURL}/models/2`);
  await note.getByRole("link", { name: withheldFigures.signIn }).click();
  await page.getByLabel("Email").fill(advisor.email);
  await page.getByLabel(/^Password/).fill(advisor.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(`${app.baseURL}/models/2`);
  await expect(tile("Targeted Return")).toContainText("6-8%");
  await expect(tile("Targeted Return")).toContainText("Hypothetical, per year, net of fees");
  await expect(stats.getByRole("link", { name: "Assumptions: Targeted Return" })).toHaveAttribute("href", "/models/2#assumptions");
  await expect(page.locator("#assumptions")).toContainText(modelTargetAssumptions[0]);
  await expect(stats.locator("[data-slot=projections-note]")).toHaveCount(0);
});

test("a visitor switches zones at once and sees the note, with Back and reload restoring the view", async ({ page }) => {
  await open(page, `${app.baseURL}${pages.navigator.path}`);
  const zone = zonePage(page);
  const note = page.locator("[data-slot=projections-note]");
  await expect(zone.fact("Risk Level")).toHaveText("Aggressive");
  await expect(note).toContainText("Hypothetical return and drawdown targets are shown to signed-in financial advisors only.");
  await expect(note.getByRole("link", { name: "Sign in as an advisor to see them" })).toHaveAttribute(
    "href",
    `/login?redirectTo=${encodeURIComponent(pages.navigator.path)}`,
  );
  await expect(zone.fact("Expected Return")).toHaveCount(0);
  await expect(page.getByText(/time horizon 4-6 Years\) is built for tax-deferred accounts\.$/)).toBeVisible();

  // Any zone is drawn without the server once the page has its data.
  await expect(page.locator("html")).toHaveAttribute("data-zone-switch", "instant");
  const asked: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/zone-navigator")) asked.push(request.url());
  });
  await zone.zoneRadio(9).check();
  await expect(zone.fact("Risk Level")).toHaveText("Growth");
  await expect(zone.fact("Expected Return")).toHaveCount(0);
  await expect(note.getByRole("link")).toHaveAttribute(
    "href",
    `/login?redirectTo=${encodeURIComponent("/zone-navigator?zone=9&account=qualified")}`,
  );
  await page.goBack();
  await expect(zone.fact("Risk Level")).toHaveText("Aggressive");
  expect(asked).toEqual([]);
  await page.reload();
  await expect(zone.fact("Risk Level")).toHaveText("Aggressive");
  await expect(note).toBeVisible();
});

test("an advisor signs in from the note, comes back to the view and switches zones at once with the figures", async ({ page }) => {
  await open(page, `${app.baseURL}${pages.navigator.path}`);
  await page.getByRole("link", { name: "Sign in as an advisor to see them" }).click();
  await page.getByLabel("Email").fill(advisor.email);
  await page.getByLabel(/^Password/).fill(advisor.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(`${app.baseURL}${pages.navigator.path}`);
  const zone = zonePage(page);
  await expect(zone.fact("Expected Return")).toHaveText("10-12%");
  await expect(zone.fact("Max Drawdown")).toHaveText("22%");

  // Any zone is drawn without the server once the page has its data.
  await expect(page.locator("html")).toHaveAttribute("data-zone-switch", "instant");
  const asked: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/zone-navigator")) asked.push(request.url());
  });
  await zone.zoneRadio(10).check();
  await expect(zone.fact("Expected Return")).toHaveText("13-15%");
  await expect(page.locator("[data-slot=projections-note]")).toHaveCount(0);
  expect(asked).toEqual([]);
});

test("the visitor's pages with the note have no WCAG 2.1 AA violations at 1280 and 390 px", async ({ page }) => {
  for (const { path } of Object.values(pages)) {
    await page.setViewportSize(desktop);
    await open(page, `${app.baseURL}${path}`);
    await expect(page.locator("[data-slot=projections-note]")).toBeVisible();
    await expectAccessibleAt(page, [desktop, phone], `${path} `);
  }
});

test("by default every visitor gets the projections, cached as before", async ({ request }) => {
  for (const [name, page] of Object.entries(pages)) {
    const html = await read(request, page.path);
    expectShown(html.text, page.zones, `${name} HTML`);
    expect(html.text, name).not.toContain("Hypothetical return and drawdown targets are shown");
    expect(html.cacheControl, name).toBe("public, max-age=0, s-maxage=300");
    expect(html.vary, name).not.toMatch(/\bCookie\b/);
    expectShown((await read(request, page.data)).text, page.zones, `${name} data`);
  }
});
