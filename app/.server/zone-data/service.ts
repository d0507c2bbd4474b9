// What the Zone Navigator shows for one zone and account type: the spreadsheet's answers when a
// source is configured and answers well, otherwise the built-in data plus the spec's message.
import { firmDay } from "~/.server/firm-day";
import { builtInView } from "~/content/zones";
import type { ZoneProduct } from "~/lib/zone-products";
import { viewDatasetSource, type AllocationItem, type ZoneRecord, type ZoneSelection, type ZoneView } from "~/lib/zones";
import { allocationListSchema, productListSchema, zoneRecordSchema } from "./schemas";
import { resolveProducts } from "./products";
import { fetchSheet, SheetError, UNKNOWN_ERROR } from "./sheet-client";
import { viewDataset } from "./data-version";
import { createRefreshThrottle } from "./refresh-throttle";
import { TtlCache, type CacheMode } from "./ttl-cache";

export { builtInView, type ZoneView };

export type ZoneDataOptions = {
  /** The spreadsheet script; without it the built-in data is used and nothing is fetched. */
  sourceUrl?: string;
  timeoutMs: number;
  cacheTtlMs: number;
  /** How long a failed answer is reused. */
  failureTtlMs?: number;
  /** Least time between two Refresh Data requests to the source for one view. */
  refreshIntervalMs?: number;
  /** Refresh Data requests one client may make in a minute. */
  refreshesPerClientPerMinute?: number;
  /** For tests and local development only (ALLOW_INSECURE_OUTBOUND). */
  allowLoopbackRedirect?: boolean;
  now?: () => number;
  log?: (event: Record<string, unknown>) => void;
};

export type LoadOptions = {
  /** Refresh Data: ask the source again past the cache, if the throttle allows it. */
  refresh?: boolean;
  /** Who asks (the client's address), for the per-client refresh limit. */
  client?: string;
};

export type ZoneDataService = {
  load: (selection: ZoneSelection, options?: LoadOptions) => Promise<ZoneView>;
};

const logWarning = (event: Record<string, unknown>) => console.warn(JSON.stringify({ level: "warn", ...event }));

export function createZoneDataService(options: ZoneDataOptions): ZoneDataService {
  const { sourceUrl, timeoutMs, cacheTtlMs, allowLoopbackRedirect, now = Date.now, log = logWarning } = options;
  const { failureTtlMs = 5_000, refreshIntervalMs = 10_000, refreshesPerClientPerMinute = 6 } = options;
  const zones = new TtlCache<ZoneRecord>({ ttlMs: cacheTtlMs, failureTtlMs, now });
  const allocations = new TtlCache<AllocationItem[]>({ ttlMs: cacheTtlMs, failureTtlMs, now });
  const products = new TtlCache<ZoneProduct[]>({ ttlMs: cacheTtlMs, failureTtlMs, now });
  const throttle = createRefreshThrottle({ intervalMs: refreshIntervalMs, perClientPerMinute: refreshesPerClientPerMinute, now });

  /** Reasons the optional Models tab failed for, each logged once in the process's life. */
  const modelFailuresLogged = new Set<string>();

  /** Ask the source; a failure is logged here, once per request, however many views share it. */
  async function ask<T>(part: string, selection: ZoneSelection, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      const reason = error instanceof Error && error.message ? error.message : UNKNOWN_ERROR;
      log({
        event: "zone_data_failure",
        part,
        zone: selection.zone,
        accountType: selection.account,
        reason,
        ...(error instanceof SheetError && error.detail ? { detail: error.detail } : {}),
      });
      throw error instanceof Error ? error : new SheetError(UNKNOWN_ERROR);
    }
  }

  function fetchZone(selection: ZoneSelection): Promise<ZoneRecord> {
    const { zone } = selection;
    const params = { sheet: "Zone_Data", zone: String(zone) };
    return ask("zone", selection, async () => {
      const record = await fetchSheet({ sourceUrl: sourceUrl!, params, timeoutMs, allowLoopbackRedirect }, zoneRecordSchema);
      if (record.zone !== zone) throw new SheetError("Unexpected response format", `answered zone ${record.zone} for zone ${zone}`);
      return { ...record, zone };
    });
  }

  function fetchAllocation(selection: ZoneSelection): Promise<AllocationItem[]> {
    const params = { sheet: "Allocations", zone: String(selection.zone), accountType: selection.account };
    return ask("allocation", selection, () =>
      fetchSheet({ sourceUrl: sourceUrl!, params, timeoutMs, allowLoopbackRedirect }, allocationListSchema),
    );
  }

  /**
   * The Models tab is optional: a sheet made for the two documented queries answers it with an
   * error (`{"error":"unknown sheet"}`, 400, 404). Any failure here means "the built-in placement
   * of this view", shown without a notice, and each distinct reason is logged once per process.
   */
  async function fetchProducts(selection: ZoneSelection): Promise<ZoneProduct[]> {
    const params = { sheet: "Models", zone: String(selection.zone), accountType: selection.account };
    try {
      return resolveProducts(await fetchSheet({ sourceUrl: sourceUrl!, params, timeoutMs, allowLoopbackRedirect }, productListSchema));
    } catch (error) {
      const reason = reasonOf(error);
      if (!modelFailuresLogged.has(reason)) {
        modelFailuresLogged.add(reason);
        log({
          level: "info",
          event: "zone_data_models_unavailable",
          reason,
          ...(error instanceof SheetError && error.detail ? { detail: error.detail } : {}),
          fallback: "built-in placement of models",
        });
      }
      return [];
    }
  }

  function cacheMode(selection: ZoneSelection, { refresh = false, client = "unknown" }: LoadOptions): CacheMode {
    if (!refresh) return "cached";
    const verdict = throttle.check(`${selection.zone}:${selection.account}`, client);
    if (verdict === "allowed") return "fresh";
    log({ level: "info", event: "zone_data_refresh_throttled", zone: selection.zone, accountType: selection.account, reason: verdict });
    return "latest";
  }

  return {
    async load(selection, loadOptions = {}) {
      const view = builtInView(selection);
      if (!sourceUrl) return withVersion(view, now());
      const mode = cacheMode(selection, loadOptions);
      const key = `${selection.zone}:${selection.account}`;
      const [zone, allocation, models] = await Promise.allSettled([
        zones.get(`zone:${selection.zone}`, () => fetchZone(selection), mode),
        allocations.get(`allocation:${key}`, () => fetchAllocation(selection), mode),
        products.get(`models:${key}`, () => fetchProducts(selection), mode),
      ]);
      const notices: string[] = [];
      if (zone.status === "fulfilled") view.zone = zone.value;
      else notices.push(`Unable to load zone data: ${reasonOf(zone.reason)}`);
      // An empty list is a good answer that means "use the built-in allocation", without a notice.
      if (allocation.status === "fulfilled" && allocation.value.length > 0) view.allocation = allocation.value;
      else if (allocation.status === "rejected") notices.push(`Unable to load allocation data: ${reasonOf(allocation.reason)}`);
      // Likewise an empty list of models, or a sheet without the optional Models tab, means "the
      // built-in placement for this view", without a notice (fetchProducts logs it).
      if (models.status === "fulfilled" && models.value.length > 0) {
        view.products = models.value;
        // The built-in lines name the built-in placement: beside the sheet's, they claim no product.
        view.allocation = view.allocation.map(({ firmProducts: _, ...item }) => item);
      }
      return withVersion({ ...view, notices, source: "sheet" }, now());
    },
  };
}

/**
 * The view with its dataset's version; the sheet's answers stand as of the day they are served
 * (the dataset's record then gives the day they were first shown), the built-in data as of its
 * own day (builtInView's).
 */
function withVersion(view: Omit<ZoneView, "dataVersion">, at: number): ZoneView {
  const dataAsOf = viewDatasetSource(view) === "built-in" ? view.dataAsOf : firmDay(new Date(at));
  return { ...view, dataAsOf, dataVersion: viewDataset(view).version };
}

function reasonOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : UNKNOWN_ERROR;
}
