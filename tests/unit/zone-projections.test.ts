// Who sees a zone's expected return and max drawdown, and what is left of a view without them.
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { releaseReaderContext, type ReleaseReader } from "~/.server/load-context";
import { builtInDataset } from "~/.server/zone-data/data-version";
import {
  builtInTablesFor,
  hasSessionCookie,
  projectionsFor,
  projectionsHeaders,
  type ProjectionsDecision,
} from "~/.server/zone-data/projections";
import { parseSettings } from "~/.server/settings";
import { builtInAllocations, builtInView, builtInZones } from "~/content/zones";
import { presentView, viewFromTables, withoutProjections, withProjections, zoneProfile } from "~/lib/zone-projections";
import type { ZoneView } from "~/lib/zones";

const builtIn: ZoneView = { ...builtInView({ zone: 7, account: "non-qualified" }), dataVersion: "b6afa5aa1c4d" };
const sheet: ZoneView = {
  selection: { zone: 4, account: "qualified" },
  zone: { zone: 4, risklevel: "Sheet Risk 4", timehorizon: "3 Years", expectedreturn: "41-43%", maxdrawdown: "44%" },
  allocation: [{ instrument: "Sheet Fund", percentage: 100, color: "chart-1" }],
  products: [{ kind: "etf", id: "RSMV", why: "The sheet's reason", name: "RSMV: RS Managed Volatility ETF", href: "/etfs/rsmv" }],
  notices: [],
  source: "sheet",
  dataVersion: "0123456789ab",
  dataAsOf: "2026-11-02",
};

describe("withoutProjections", () => {
  it("keeps the risk level, horizon, allocation, models and notices, and nothing of the projections", () => {
    const hidden = withoutProjections(builtIn);
    expect(hidden.zone).toEqual({ zone: 7, risklevel: "Aggressive", timehorizon: "4-6 Years", projections: "hidden" });
    expect(hidden.allocation).toEqual(builtInAllocations["non-qualified"][7]);
    expect(hidden.products).toEqual(builtIn.products);
    expect(withoutProjections(sheet).products).toEqual(sheet.products);
    expect(hidden.selection).toEqual(builtIn.selection);
    const text = JSON.stringify(hidden);
    for (const gone of ["10-12%", "22%", "expectedreturn", "maxdrawdown"]) expect(text).not.toContain(gone);
  });

  it("passes on no field of the record it does not know, whatever the source added", () => {
    const odd = { ...sheet, zone: { ...sheet.zone, note: "41-43% next year" } as ZoneView["zone"] };
    expect(JSON.stringify(withoutProjections(odd))).not.toContain("41-43%");
    expect(JSON.stringify(withProjections(odd))).not.toContain("next year");
  });

  it("keeps the built-in data's version, and drops a sheet view's, from which the two figures could be guessed", () => {
    expect(withoutProjections(builtIn).dataVersion).toBe("b6afa5aa1c4d");
    expect(withoutProjections(sheet).dataVersion).toBe("");
    expect(withProjections(sheet).dataVersion).toBe("0123456789ab");
  });
});

describe("withProjections and presentView", () => {
  it("shows the figures when the reader may see them", () => {
    expect(withProjections(builtIn).zone).toEqual({ ...builtInZones[7], projections: "shown" });
    expect(presentView(sheet, "shown").zone).toMatchObject({ expectedreturn: "41-43%", maxdrawdown: "44%", projections: "shown" });
    expect(presentView(sheet, "hidden").zone).toEqual({
      zone: 4,
      risklevel: "Sheet Risk 4",
      timehorizon: "3 Years",
      projections: "hidden",
    });
  });
});

describe("the built-in tables the browser gets", () => {
  it("compute the same view the server would present, with or without projections", () => {
    for (const projections of ["shown", "hidden"] as const) {
      const tables = builtInTablesFor(projections);
      expect(tables.dataVersion).toBe(builtInDataset().version);
      for (const zone of [1, 2, 7, 10] as const) {
        const selection = { zone, account: "qualified" } as const;
        const server = presentView({ ...builtInView(selection), dataVersion: builtInDataset().version }, projections);
        expect(viewFromTables(tables, selection)).toEqual(server);
      }
    }
  });

  it("hold no projection when hidden", () => {
    const text = JSON.stringify(builtInTablesFor("hidden"));
    for (const record of Object.values(builtInZones)) {
      expect(text).toContain(record.risklevel);
      expect(text).not.toContain(`"${record.expectedreturn}"`);
      expect(text).not.toContain(`"${record.maxdrawdown}"`);
    }
    expect(JSON.stringify(builtInTablesFor("shown"))).toContain('"13-15%"');
  });
});

describe("projectionsFor", () => {
  const request = (cookie?: string) => new Request("http://advisors.test/zone-navigator?zone=7", { headers: cookie ? { cookie } : {} });

  it("shows them to everyone in public mode, without looking at the session", async () => {
    const decision = await projectionsFor(request("advisor_session=abc"), new RouterContextProvider(), "public");
    expect(decision).toMatchObject({ projections: "shown", personal: false });
  });

  it("hides them from a request without a session cookie in advisors mode, without asking the database", async () => {
    const decision = await projectionsFor(request("advisor_hint=1; theme=dark"), new RouterContextProvider(), "advisors");
    expect(decision).toMatchObject({ projections: "hidden", personal: false });
  });

  it("hides them when the session cannot be checked, and keeps that page private", async () => {
    // No storage in the context: the session check fails, and the reader is a visitor.
    const decision = await projectionsFor(request("__Host-advisor_session=stale.token"), new RouterContextProvider(), "advisors");
    expect(decision).toMatchObject({ projections: "hidden", personal: true });
  });

  it("shows them to the server's own render of a release's page for an approved advisor, and only to that one", async () => {
    const rendered = (reader: ReleaseReader) =>
      new RouterContextProvider(new Map<Parameters<RouterContextProvider["get"]>[0], unknown>([[releaseReaderContext, reader]]));
    expect(await projectionsFor(request(), rendered("approved advisor"), "advisors")).toMatchObject({
      projections: "shown",
      personal: false,
    });
    expect(await projectionsFor(request(), rendered("visitor"), "advisors")).toMatchObject({ projections: "hidden" });
  });
});

describe("hasSessionCookie", () => {
  it("finds the session cookie under either name, and only it", () => {
    expect(hasSessionCookie("advisor_session=a.b")).toBe(true);
    expect(hasSessionCookie("theme=dark; __Host-advisor_session=a.b")).toBe(true);
    expect(hasSessionCookie("theme=dark;advisor_session=a.b")).toBe(true);
    for (const header of [undefined, null, "", "advisor_hint=1", "my_advisor_session=a", "x=advisor_session=a"]) {
      expect(hasSessionCookie(header), String(header)).toBe(false);
    }
  });
});

describe("projectionsHeaders", () => {
  const decision = (mode: ProjectionsDecision["mode"], personal: boolean): ProjectionsDecision => ({
    projections: personal ? "shown" : "hidden",
    mode,
    personal,
    headers: new Headers(),
  });
  const cacheControl = "public, max-age=0, s-maxage=300";

  it("keeps the page's own caching in public mode", () => {
    const headers = projectionsHeaders(decision("public", false), cacheControl);
    expect(headers.get("Cache-Control")).toBe(cacheControl);
    expect(headers.get("Vary")).toBeNull();
  });

  it("lets a shared cache keep a visitor's page in advisors mode, varying with the cookie", () => {
    const headers = projectionsHeaders(decision("advisors", false), cacheControl);
    expect(headers.get("Cache-Control")).toBe(cacheControl);
    expect(headers.get("Vary")).toBe("Cookie");
  });

  it("keeps the page of a reader with a session private and unstored", () => {
    const headers = projectionsHeaders(
      { ...decision("advisors", true), headers: new Headers({ "Set-Cookie": "advisor_session=x" }) },
      cacheControl,
    );
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    expect(headers.get("Set-Cookie")).toBe("advisor_session=x");
  });
});

describe("zoneProfile", () => {
  it("lists each field by name", () => {
    expect(Object.keys(zoneProfile(builtInZones[3], "shown")).sort()).toEqual([
      "expectedreturn",
      "maxdrawdown",
      "projections",
      "risklevel",
      "timehorizon",
      "zone",
    ]);
    expect(Object.keys(zoneProfile(builtInZones[3], "hidden")).sort()).toEqual(["projections", "risklevel", "timehorizon", "zone"]);
  });
});

describe("the ZONE_PROJECTIONS setting", () => {
  it("is public unless set, and reads advisors", () => {
    expect(parseSettings({}).ZONE_PROJECTIONS).toBe("public");
    expect(parseSettings({ ZONE_PROJECTIONS: "" }).ZONE_PROJECTIONS).toBe("public");
    expect(parseSettings({ ZONE_PROJECTIONS: " Advisors " }).ZONE_PROJECTIONS).toBe("advisors");
  });

  it("stops start-up on any other value, naming the variable", () => {
    expect(() => parseSettings({ ZONE_PROJECTIONS: "private" })).toThrow(/ZONE_PROJECTIONS: must be public or advisors/);
  });
});
