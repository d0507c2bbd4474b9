// ZONE_DATA_APPROVAL=required: the site serves the zone dataset a principal approved on the
// publishing desk, never the sheet's answers directly. The sheet is still read, on the cache's
// interval, and an answer set that differs from the live dataset and from every open proposal
// becomes a proposed version (authored by the sheet, submitted for approval), which the review
// queue shows with its differences from the live one.
import { builtInView } from "~/content/zones";
import type { ContentStore } from "~/.server/content-store/store";
import { log } from "~/.server/log";
import type { Actor } from "~/.server/staff/audit";
import { allSelections, toDatasetView, viewOfDataset, type ZoneDataset } from "~/lib/zone-dataset";
import { formatDate } from "~/lib/format-date";
import { canonicalJson, viewDataset } from "./data-version";
import type { ZoneDataService } from "./service";

/** Who proposes what the sheet answered. */
export const SHEET_ACTOR: Actor = { id: null, email: "the firm's sheet" };
export const ZONE_DATA_ITEM = "zones";

let builtIn: ZoneDataset | undefined;

/** The built-in tables as a dataset: the first, example version. */
export function builtInZoneDataset(): ZoneDataset {
  builtIn ??= { source: "built-in", views: allSelections().map((selection) => toDatasetView(builtInView(selection))) };
  return builtIn;
}

/** Views from the approved dataset (the built-in tables until the store is open with one). */
export function approvedZoneData(dataset: () => Promise<ZoneDataset | null>): ZoneDataService {
  return {
    async load(selection) {
      const approved = await dataset().catch(() => null);
      const view = (approved && viewOfDataset(approved, selection.zone, selection.account)) ?? builtInView(selection);
      return { ...view, dataVersion: viewDataset(view).version };
    },
  };
}

/** Every view from the sheet, or undefined when any part of any view failed (no partial proposal). */
export async function readSheetDataset(sheet: ZoneDataService): Promise<ZoneDataset | undefined> {
  const views = [];
  for (const selection of allSelections()) {
    const view = await sheet.load(selection);
    if (view.source !== "sheet" || view.notices.length > 0) return undefined;
    views.push(toDatasetView(view));
  }
  return { source: "sheet", views };
}

/**
 * Propose `dataset` when it differs from the live one and from every open version; returns the
 * new version's id, or undefined when nothing new was proposed.
 */
export async function proposeZoneDataset(store: ContentStore, dataset: ZoneDataset, now = new Date()): Promise<string | undefined> {
  const text = canonicalJson(dataset);
  const live = store.current().zoneDataset;
  if (live && canonicalJson(live) === text) return undefined;
  const open = await store.list({ kind: "zone-data", itemKey: ZONE_DATA_ITEM, status: ["draft", "submitted", "returned", "approved"] });
  if (open.some((version) => canonicalJson(version.body) === text)) return undefined;
  const draft = await store.createDraft(SHEET_ACTOR, {
    kind: "zone-data",
    itemKey: ZONE_DATA_ITEM,
    title: `Zone data from the sheet, ${formatDate(now.toISOString().slice(0, 10))}`,
    body: dataset,
  });
  if (!draft.ok) return undefined;
  const submitted = await store.submit(SHEET_ACTOR, draft.version.id);
  if (!submitted.ok) log("warn", "zone_data.proposal_not_submitted", { version: draft.version.id, reason: submitted.reason });
  return draft.version.id;
}

/** Read the sheet and propose what changed; logs and carries on when the sheet fails. */
export async function proposeFromSheet(store: ContentStore, sheet: ZoneDataService): Promise<void> {
  const dataset = await readSheetDataset(sheet);
  if (!dataset) return void log("info", "zone_data.proposal_skipped", { reason: "the sheet did not answer every view" });
  const id = await proposeZoneDataset(store, dataset);
  if (id) log("info", "zone_data.proposed", { version: id });
}
