// ZONE_DATA_APPROVAL=required: the site serves the zone dataset a principal approved on the
// publishing desk, never the sheet's answers directly. The sheet is still read, on the cache's
// interval, and an answer set that differs from the live dataset and from every open proposal
// becomes a proposed version (authored by the sheet, submitted for approval), which the review
// queue shows with its differences from the live one.
import { firmDay } from "~/.server/firm-day";
import { builtInView } from "~/content/zones";
import type { ContentStore } from "~/.server/content-store/store";
import { log } from "~/.server/log";
import type { Actor } from "~/.server/staff/audit";
import { ZONE_DATA_KEY, type ZoneDataBody } from "~/lib/content-desk/bodies/zone-data";
import { itemId, type PublishedContent } from "~/lib/content-desk/contract";
import { builtInZoneData } from "~/lib/content-desk/zone-dataset";
import { formatDate } from "~/lib/format-date";
import { ACCOUNT_TYPES, ZONES, type ZoneNumber, type ZoneSelection, type ZoneView } from "~/lib/zones";
import { canonicalJson, viewDataset } from "./data-version";
import { resolveProducts } from "./products";
import type { ZoneDataService } from "./service";

/** Who proposes what the sheet answered. */
export const SHEET_ACTOR: Actor = { id: null, email: "the firm's sheet" };

let builtInText: string | undefined;
const isBuiltIn = (body: ZoneDataBody) => canonicalJson(body) === (builtInText ??= canonicalJson(builtInZoneData()));

/** The published zone dataset, and when a principal's approval published it. */
export type ApprovedDataset = { body: ZoneDataBody; publishedAt: string };

/** The zone dataset `published` serves, if one is published. */
export function approvedDataset(published: PublishedContent): ApprovedDataset | undefined {
  const stamp = published.stamps[itemId("zone-data", ZONE_DATA_KEY)];
  return published.zoneData && stamp ? { body: published.zoneData, publishedAt: stamp.publishedAt } : undefined;
}

/**
 * One view of an approved dataset (the built-in view itself while the dataset is the built-in
 * one), as of the firm's day it was published.
 */
export function viewOfZoneData({ body, publishedAt }: ApprovedDataset, selection: ZoneSelection): Omit<ZoneView, "dataVersion"> {
  if (isBuiltIn(body)) return builtInView(selection);
  const { zone, account } = selection;
  return {
    selection,
    zone: { ...body.zones[`${zone}`], zone },
    allocation: body.allocations[account][`${zone}`].map((line) => ({ ...line })),
    products: resolveProducts(body.products[account][`${zone}`]),
    notices: [],
    source: "sheet",
    dataAsOf: firmDay(new Date(publishedAt)),
  };
}

/** Views from the approved dataset (the built-in tables until one is published). */
export function approvedZoneData(dataset: () => Promise<ApprovedDataset | undefined>): ZoneDataService {
  return {
    async load(selection) {
      const approved = await dataset().catch(() => undefined);
      const view = approved ? viewOfZoneData(approved, selection) : builtInView(selection);
      return { ...view, dataVersion: viewDataset(view).version };
    },
  };
}

/** Every view from the sheet, or undefined when any part of any view failed (no partial proposal). */
export async function readSheetDataset(sheet: ZoneDataService): Promise<ZoneDataBody | undefined> {
  const body = builtInZoneData();
  for (const zone of ZONES as readonly ZoneNumber[]) {
    for (const account of ACCOUNT_TYPES) {
      const view = await sheet.load({ zone, account });
      if (view.source !== "sheet" || view.notices.length > 0) return undefined;
      body.zones[`${zone}`] = { ...view.zone };
      body.allocations[account][`${zone}`] = view.allocation.map(({ instrument, percentage, color }) => ({
        instrument,
        percentage,
        color,
      }));
      body.products[account][`${zone}`] = view.products.map(({ kind, id, why }) => ({ kind, id, why }));
    }
  }
  return body;
}

/**
 * Propose `dataset` when it differs from the live one and from every open version; returns the
 * new version's id, or undefined when nothing new was proposed.
 */
export async function proposeZoneDataset(store: ContentStore, dataset: ZoneDataBody, now = new Date()): Promise<string | undefined> {
  const text = canonicalJson(dataset);
  const live = store.current().zoneData;
  if (live && canonicalJson(live) === text) return undefined;
  const open = await store.list({ kind: "zone-data", itemKey: ZONE_DATA_KEY, status: ["draft", "submitted", "returned", "approved"] });
  if (open.some((version) => canonicalJson(version.body) === text)) return undefined;
  const draft = await store.createDraft(SHEET_ACTOR, {
    kind: "zone-data",
    itemKey: ZONE_DATA_KEY,
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
