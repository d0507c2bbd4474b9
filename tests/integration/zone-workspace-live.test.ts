// The comparison and the questionnaire's result take every figure from the zone-data service:
// a production server pointed at the local fake sheet shows the sheet's answers, and a failing
// sheet shows the notice with the built-in data and is never reused by a cache.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { questionnaireCopy } from "~/content/questionnaire";
import { builtInZones } from "~/content/zones";
import { startAppServer } from "../support/app-server.js";
import { sheetZone, startFakeSheet } from "../support/fake-sheet.js";

let sheet: Awaited<ReturnType<typeof startFakeSheet>>;
let app: Awaited<ReturnType<typeof startAppServer>>;

beforeAll(async () => {
  sheet = await startFakeSheet();
  app = await startAppServer({
    ZONE_DATA_SOURCE_URL: sheet.url,
    ALLOW_INSECURE_OUTBOUND: "true",
    ZONE_DATA_CACHE_TTL_MS: "60000",
    ZONE_DATA_FAILURE_TTL_MS: "1",
  });
});
afterAll(async () => {
  await app?.stop();
  await sheet?.close();
});
beforeEach(() => sheet.reset());

async function get(path: string) {
  const response = await fetch(app.baseURL + path);
  return { status: response.status, cacheControl: response.headers.get("cache-control"), html: await response.text() };
}

const answers = "horizon=5-to-7-years&income=some&fall=hold&experience=good&savings=quarter&goal=growth";

describe("with a spreadsheet", () => {
  it("compares the sheet's figures and allocations, and lets a shared cache reuse the page", async () => {
    const page = await get("/zone-navigator/compare?views=3-qualified,7-non-qualified");
    expect(page.status).toBe(200);
    for (const zone of [3, 7]) {
      const record = sheetZone(zone);
      for (const value of [record.risklevel, record.timehorizon, record.expectedreturn, record.maxdrawdown])
        expect(page.html).toContain(value);
    }
    expect(page.html).toContain("Deferred Sheet Fund 3A");
    expect(page.html).toContain("Taxable Sheet Fund 7B");
    expect(page.html).not.toContain(builtInZones[3].risklevel);
    expect(page.html).not.toContain("Showing demo data");
    expect(page.cacheControl).toBe("public, max-age=0, s-maxage=60");
    expect(sheet.requests.map((request) => `${request.sheet}:${request.zone}`).sort()).toEqual([
      "Allocations:3",
      "Allocations:7",
      "Models:3",
      "Models:7",
      "Zone_Data:3",
      "Zone_Data:7",
    ]);
    // The sheet's models too, by the site's names.
    expect(page.html).toContain("Sheet reason for zone 7 (non-qualified)");
  });

  it("shows the chosen zone and the neighbours of the suggestion from the sheet", async () => {
    const page = await get(`/zone-navigator/questionnaire?${answers}&account=non-qualified&chosen=9`);
    expect(page.html).toContain(questionnaireCopy.suggestedAndChosen(6, 9));
    for (const value of Object.values(sheetZone(9)).slice(1)) expect(page.html).toContain(String(value));
    expect(page.html).toContain("Taxable Sheet Fund 9A");
    expect(page.html).toContain(sheetZone(5).risklevel);
    expect(page.html).toContain(sheetZone(7).risklevel);
  });

  // A firm's own sheet made for the two documented queries answers sheet=Models with an error.
  for (const [tabs, models] of [
    ["only the two documented tabs", "unknown-sheet"],
    ["all three tabs", "good"],
  ] as const) {
    it(`drives every view with the sheet's figures and no notice when the sheet has ${tabs}`, async () => {
      sheet.behave({ models });
      for (const [zone, account] of [
        [1, "non-qualified"],
        [7, "qualified"],
        [10, "non-qualified"],
      ] as const) {
        const page = await get(`/zone-navigator?zone=${zone}&account=${account}`);
        expect(page.status).toBe(200);
        expect(page.html).toContain(sheetZone(zone).risklevel);
        expect(page.html).toContain(`${account === "qualified" ? "Deferred" : "Taxable"} Sheet Fund ${zone}A`);
        expect(page.html).not.toContain("Showing demo data");
        expect(page.html).not.toContain("Unable to load");
        expect(page.html).toContain("The firm&#x27;s zone data sheet");
      }
      const compare = await get("/zone-navigator/compare?views=4-qualified,9-non-qualified");
      expect(compare.html).not.toContain("Showing demo data");
      expect(compare.html).toContain(sheetZone(9).maxdrawdown);
    });
  }

  it("falls back to the built-in data with the notice when the sheet fails, and is never cached", async () => {
    sheet.behave({ zone: "status-500" });
    const page = await get("/zone-navigator/compare?views=2-qualified,8-qualified");
    expect(page.status).toBe(200);
    expect(page.html).toContain("Unable to load zone data: HTTP error! status: 500");
    expect(page.html).toContain("Showing demo data. Connect Google Sheets for live data.");
    expect(page.html).toContain(builtInZones[2].expectedreturn);
    expect(page.html).toContain(builtInZones[8].risklevel);
    expect(page.cacheControl).toBe("no-store");

    const result = await get(`/zone-navigator/questionnaire?${answers}&account=qualified&chosen=2`);
    expect(result.html).toContain("Unable to load zone data: HTTP error! status: 500");
    expect(result.cacheControl).toBe("no-store");
  });
});
