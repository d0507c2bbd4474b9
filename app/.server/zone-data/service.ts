// What the Zone Navigator shows for one zone and account type: the spreadsheet's answers when a
// source is configured and answers well, otherwise the built-in data plus the spec's message.
import { builtInAllocations, builtInZones } from "~/content/zones";
import { getSettings } from "~/.server/settings";
import {
  builtInAllocation,
  type AllocationItem,
  type ZoneNumber,
  type ZoneRecord,
  type ZoneSelection,
} from "~/lib/zones";
import { allocationListSchema, zoneRecordSchema } from "./schemas";
import { fetchSheet, SheetError, UNKNOWN_ERROR } from "./sheet-client";
import { TtlCache } from "./ttl-cache";

export type ZoneView = {
  selection: ZoneSelection;
  zone: ZoneRecord;
  allocation: AllocationItem[];
  /** Messages of spec section 8 for the parts that failed; empty when all went well. */
  notices: string[];
  source: "built-in" | "sheet";
};

export type ZoneDataOptions = {
  /** The spreadsheet script; without it the built-in data is used and nothing is fetched. */
  sourceUrl?: string;
  timeoutMs: number;
  cacheTtlMs: number;
  /** For tests and local development only (ALLOW_INSECURE_OUTBOUND). */
  allowLoopbackRedirect?: boolean;
  log?: (event: Record<string, unknown>) => void;
};

export type ZoneDataService = {
  load: (selection: ZoneSelection, options?: { refresh?: boolean }) => Promise<ZoneView>;
};

const logWarning = (event: Record<string, unknown>) => console.warn(JSON.stringify({ level: "warn", ...event }));

export function builtInView(selection: ZoneSelection): ZoneView {
  return {
    selection,
    zone: builtInZones[selection.zone],
    allocation: builtInAllocation(builtInAllocations, selection),
    notices: [],
    source: "built-in",
  };
}

export function createZoneDataService(options: ZoneDataOptions): ZoneDataService {
  const { sourceUrl, timeoutMs, cacheTtlMs, allowLoopbackRedirect, log = logWarning } = options;
  const zones = new TtlCache<ZoneRecord>(cacheTtlMs);
  const allocations = new TtlCache<AllocationItem[]>(cacheTtlMs);

  async function fetchZone(zone: ZoneNumber): Promise<ZoneRecord> {
    const params = { sheet: "Zone_Data", zone: String(zone) };
    const record = await fetchSheet({ sourceUrl: sourceUrl!, params, timeoutMs, allowLoopbackRedirect }, zoneRecordSchema);
    if (record.zone !== zone) throw new SheetError("Unexpected response format", `answered zone ${record.zone} for zone ${zone}`);
    return { ...record, zone };
  }

  function fetchAllocation({ zone, account }: ZoneSelection): Promise<AllocationItem[]> {
    const params = { sheet: "Allocations", zone: String(zone), accountType: account };
    return fetchSheet({ sourceUrl: sourceUrl!, params, timeoutMs, allowLoopbackRedirect }, allocationListSchema);
  }

  function reasonOf(error: unknown, part: string, selection: ZoneSelection): string {
    const reason = error instanceof Error && error.message ? error.message : UNKNOWN_ERROR;
    log({
      event: "zone_data_failure",
      part,
      zone: selection.zone,
      accountType: selection.account,
      reason,
      ...(error instanceof SheetError && error.detail ? { detail: error.detail } : {}),
    });
    return reason;
  }

  return {
    async load(selection, { refresh = false } = {}) {
      const view = builtInView(selection);
      if (!sourceUrl) return view;
      const fresh = { fresh: refresh };
      const [zone, allocation] = await Promise.allSettled([
        zones.get(`zone:${selection.zone}`, () => fetchZone(selection.zone), fresh),
        allocations.get(`allocation:${selection.zone}:${selection.account}`, () => fetchAllocation(selection), fresh),
      ]);
      const notices: string[] = [];
      if (zone.status === "fulfilled") view.zone = zone.value;
      else notices.push(`Unable to load zone data: ${reasonOf(zone.reason, "zone", selection)}`);
      // An empty list is a good answer that means "use the built-in allocation", without a notice.
      if (allocation.status === "fulfilled" && allocation.value.length > 0) view.allocation = allocation.value;
      else if (allocation.status === "rejected") {
        notices.push(`Unable to load allocation data: ${reasonOf(allocation.reason, "allocation", selection)}`);
      }
      return { ...view, notices, source: "sheet" };
    },
  };
}

let shared: ZoneDataService | undefined;

/** The service of this process, configured from the settings. */
export function getZoneDataService(): ZoneDataService {
  if (!shared) {
    const settings = getSettings();
    shared = createZoneDataService({
      sourceUrl: settings.ZONE_DATA_SOURCE_URL,
      timeoutMs: settings.ZONE_DATA_TIMEOUT_MS,
      cacheTtlMs: settings.ZONE_DATA_CACHE_TTL_MS,
      allowLoopbackRedirect: settings.ALLOW_INSECURE_OUTBOUND,
    });
  }
  return shared;
}
