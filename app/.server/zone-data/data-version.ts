// The version of the zone data a view was made from, so that a proposal or a saved view can say
// which figures a client was shown. The built-in tables are one dataset; with a live sheet, each
// distinct answer set for a view (its zone record, allocation and models, as shown) is one. A
// version is the start of the SHA-256 of the dataset's canonical JSON.
import { createHash } from "node:crypto";
import { builtInAllocations, builtInZones } from "~/content/zones";
import { viewDatasetSource, type ZoneView } from "~/lib/zones";
import { builtInProductTable } from "./products";

/** Hex characters of the hash that name a version: 48 bits, plenty for a few thousand datasets. */
export const VERSION_LENGTH = 12;

export type Dataset = {
  /** The full SHA-256, hex. */
  hash: string;
  /** Its first VERSION_LENGTH characters: what pages, proposals and saved views cite. */
  version: string;
  source: ZoneView["source"];
  /** The data itself, as JSON with sorted keys. */
  content: string;
};

/** JSON with object keys sorted at every level, so equal data always hashes the same. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item && typeof item === "object" && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}

function datasetOf(source: ZoneView["source"], data: unknown): Dataset {
  const content = canonicalJson(data);
  const hash = createHash("sha256").update(content).digest("hex");
  return { hash, version: hash.slice(0, VERSION_LENGTH), source, content };
}

let builtIn: Dataset | undefined;

/** The built-in tables, as one dataset. */
export function builtInDataset(): Dataset {
  builtIn ??= datasetOf("built-in", { zones: builtInZones, allocations: builtInAllocations, products: builtInProductTable() });
  return builtIn;
}

/**
 * The dataset a view shows. A sheet's view is its own answer set, unless both parts fell back
 * to the built-in data, whose figures it then shows.
 */
export function viewDataset(view: Omit<ZoneView, "dataVersion">): Dataset {
  if (viewDatasetSource(view) === "built-in") return builtInDataset();
  const { selection, zone, allocation, products } = view;
  return datasetOf("sheet", { selection, zone, allocation, products });
}
