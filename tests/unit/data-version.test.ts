// The version a view cites: equal data always gives the same version, whatever the order of its
// keys; any changed figure gives another; a sheet view that fell back entirely is built-in data.
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { builtInDataset, canonicalJson, viewDataset } from "~/.server/zone-data/data-version";
import { builtInView } from "~/content/zones";
import type { ZoneView } from "~/lib/zones";

type UnversionedView = Omit<ZoneView, "dataVersion">;

const seven = { zone: 7, account: "non-qualified" } as const;

/** A view of the live sheet for zone 7, with figures unlike the built-in ones. */
function sheetView(): UnversionedView {
  return {
    selection: { ...seven },
    zone: { zone: 7, risklevel: "High", timehorizon: "7-9 Years", expectedreturn: "70-72%", maxdrawdown: "77%" },
    allocation: [
      { instrument: "Sheet Fund 7A", percentage: 70, color: "chart-2" },
      { instrument: "Sheet Fund 7B", percentage: 30, color: "chart-5" },
    ],
    products: [
      {
        kind: "model",
        id: "4",
        why: "The sheet's reason",
        name: "RS S&P 500 Growth",
        href: "/models/4",
        factSheetHref: "/advisor/downloads/models/4.pdf",
      },
    ],
    notices: [],
    source: "sheet",
    dataAsOf: "2026-11-02",
  };
}

/** The same object with its keys in reverse order, at every level. */
function reversed<T>(value: T): T {
  if (Array.isArray(value)) return value.map(reversed) as T;
  if (value && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([key, item]) => [key, reversed(item)]),
    ) as T;
  }
  return value;
}

describe("canonicalJson", () => {
  it("writes equal data the same whatever the order of its keys, at every level", () => {
    const data = { b: 1, a: { d: [{ y: 2, x: 1 }], c: "text" } };
    expect(canonicalJson(reversed(data))).toBe(canonicalJson(data));
    expect(canonicalJson(data)).toBe('{"a":{"c":"text","d":[{"x":1,"y":2}]},"b":1}');
  });

  it("keeps the order of arrays: a reordered allocation is other data", () => {
    expect(canonicalJson({ list: [1, 2] })).not.toBe(canonicalJson({ list: [2, 1] }));
  });
});

describe("viewDataset", () => {
  it("names a version by the first 12 hex characters of the SHA-256 of the canonical JSON", () => {
    const dataset = viewDataset(sheetView());
    expect(dataset.hash).toBe(createHash("sha256").update(dataset.content).digest("hex"));
    expect(dataset.version).toBe(dataset.hash.slice(0, 12));
    expect(dataset.version).toMatch(/^[0-9a-f]{12}$/);
    expect(dataset.source).toBe("sheet");
  });

  it("gives equal answers in another key order the same version", () => {
    expect(viewDataset(reversed(sheetView())).version).toBe(viewDataset(sheetView()).version);
  });

  it("gives a changed figure a new version", () => {
    const changed = sheetView();
    changed.zone.maxdrawdown = "78%";
    const reweighted = sheetView();
    reweighted.allocation[0]!.percentage = 69;
    reweighted.allocation[1]!.percentage = 31;
    const versions = new Set([sheetView(), changed, reweighted].map((view) => viewDataset(view).version));
    expect(versions.size).toBe(3);
  });

  it("gives the same figures for another view its own version: each view's answer set is a dataset", () => {
    const other = sheetView();
    other.selection = { zone: 7, account: "qualified" };
    expect(viewDataset(other).version).not.toBe(viewDataset(sheetView()).version);
  });

  it("makes a view with one part fallen back a sheet dataset of what it shows", () => {
    const partial: UnversionedView = {
      ...sheetView(),
      allocation: builtInView(seven).allocation,
      notices: ["Unable to load allocation data: Request timed out"],
    };
    const dataset = viewDataset(partial);
    expect(dataset.source).toBe("sheet");
    expect(dataset.version).not.toBe(viewDataset(sheetView()).version);
    expect(dataset.version).not.toBe(builtInDataset().version);
    // The notice itself is not data: the same figures without it are the same version.
    expect(viewDataset({ ...partial, notices: [] }).version).toBe(dataset.version);
  });

  it("names the built-in version when every part of a sheet view fell back", () => {
    const fallen: UnversionedView = {
      ...builtInView(seven),
      source: "sheet",
      notices: ["Unable to load zone data: Request timed out", "Unable to load allocation data: Request timed out"],
    };
    expect(viewDataset(fallen)).toEqual(builtInDataset());
    // With the allocation answered, the view is the sheet's.
    expect(viewDataset({ ...fallen, notices: fallen.notices.slice(0, 1) }).source).toBe("sheet");
    expect(builtInDataset().source).toBe("built-in");
  });

  it("gives every built-in view the one version of the built-in tables", () => {
    const versions = new Set(
      [1, 5, 10].flatMap((zone) =>
        (["qualified", "non-qualified"] as const).map((account) => viewDataset(builtInView({ zone: zone as 1 | 5 | 10, account })).version),
      ),
    );
    expect([...versions]).toEqual([builtInDataset().version]);
  });

  it("holds the whole built-in tables in the built-in dataset's content, models included", () => {
    const content = JSON.parse(builtInDataset().content) as {
      zones: Record<string, unknown>;
      allocations: Record<string, unknown>;
      products: Record<string, Record<string, unknown[]>>;
    };
    expect(Object.keys(content.zones)).toHaveLength(10);
    expect(Object.keys(content.allocations).sort()).toEqual(["non-qualified", "qualified"]);
    expect(Object.keys(content.products.qualified!)).toHaveLength(10);
    expect(content.products["non-qualified"]!["5"]).toEqual(builtInView({ zone: 5, account: "non-qualified" }).products);
  });

  it("gives a sheet view another version when only its models differ", () => {
    const other = { ...sheetView(), products: [{ ...sheetView().products[0]!, why: "Another reason" }] };
    expect(viewDataset(other).version).not.toBe(viewDataset(sheetView()).version);
  });
});
