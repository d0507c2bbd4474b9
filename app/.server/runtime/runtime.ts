// The process's assembly, made once by the server module (server/app.ts): its storage, the
// account services built on it, and the zone-data service whose every view is recorded in it.
// The server module hands each to routes as a typed context value (app/.server/load-context.ts).
import { createAccountServices, type AccountServices } from "~/.server/accounts/services";
import type { Settings } from "~/.server/settings";
import { createDatasetRecorder, recordingServed } from "~/.server/zone-data/dataset-recorder";
import { createZoneDataService, type ZoneDataService } from "~/.server/zone-data/service";
import { openStorage, type Storage } from "./storage";
import { openContentStore, type ContentStore } from "~/.server/content-store/store";
import { log } from "~/.server/log";
import { approvedDataset, approvedZoneData, proposeFromSheet } from "~/.server/zone-data/approved-zone-data";
import { buildSnapshot, deskRules, deskSeeds } from "~/.server/content-store/desk-kinds";
import { deskNotifier } from "~/.server/content-store/desk-notices";
import { publishingHooks } from "~/.server/content-store/publishing-hooks";

export type Runtime = {
  /** Resolves once storage is open; rejects when it cannot be opened. */
  storage: Promise<Storage>;
  /** The account services, built once storage is open (again after a failure). */
  accounts: () => Promise<AccountServices>;
  /** Views from the sheet or the built-in data, each recorded before it is handed out. */
  zoneData: ZoneDataService;
  /** The publishing desk's store, opened (seeded, following the feed of publications) once storage is. */
  content: Promise<ContentStore>;
  /** Let deliveries in flight finish, then close storage (once, however often it is asked). */
  stop: () => Promise<void>;
};

export function startRuntime(settings: Settings): Runtime {
  const storage = openStorage(settings);
  // Whoever awaits storage hears of a failure; this branch only keeps it from going unhandled.
  storage.catch(() => undefined);

  let accounts: Promise<AccountServices> | undefined;
  let stopped: Promise<void> | undefined;
  const sheet = createZoneDataService({
    sourceUrl: settings.ZONE_DATA_SOURCE_URL,
    timeoutMs: settings.ZONE_DATA_TIMEOUT_MS,
    cacheTtlMs: settings.ZONE_DATA_CACHE_TTL_MS,
    failureTtlMs: settings.ZONE_DATA_FAILURE_TTL_MS,
    refreshIntervalMs: settings.ZONE_DATA_REFRESH_INTERVAL_MS,
    allowLoopbackRedirect: settings.ALLOW_INSECURE_OUTBOUND,
  });
  const content = storage.then(async (open) => {
    const store = await openContentStore({
      db: open.db,
      rules: deskRules,
      build: buildSnapshot,
      seeds: deskSeeds,
      hooks: publishingHooks(settings),
      notify: deskNotifier(settings),
    });
    // A publication may have queued followers' mails: the relay starts on them now.
    store.onChange(() => open.wake());
    return store;
  });
  content.catch(() => undefined);
  // ZONE_DATA_APPROVAL=required: pages show the approved dataset; the sheet's changes become proposals.
  const approval = settings.ZONE_DATA_APPROVAL === "required";
  const zoneData = approval ? approvedZoneData(async () => approvedDataset((await content).current())) : sheet;
  const proposals =
    approval && settings.ZONE_DATA_SOURCE_URL
      ? setInterval(() => {
          content
            .then((store) => proposeFromSheet(store, sheet))
            .catch((error) => log("warn", "zone_data.proposal_failed", { error: error instanceof Error ? error.name : "unknown" }));
        }, settings.ZONE_DATA_CACHE_TTL_MS)
      : undefined;
  proposals?.unref();
  const recorder = createDatasetRecorder({ db: () => storage.then((open) => open.db) });

  return {
    storage,
    accounts() {
      accounts ??= storage.then((open) => createAccountServices(open, settings));
      accounts.catch(() => (accounts = undefined));
      return accounts;
    },
    // The approved dataset stands as of its publication; the sheet's answers as of their first showing.
    zoneData: recordingServed(zoneData, recorder, { datedByRecord: !approval }),
    content,
    stop() {
      stopped ??= storage.then(
        async (open) => {
          clearInterval(proposals);
          await content.then(
            (store) => store.stop(),
            () => undefined,
          );
          await open.stop();
        },
        () => undefined,
      );
      return stopped;
    },
  };
}
