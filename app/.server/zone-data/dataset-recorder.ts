// Records each zone dataset the site serves, without slowing the pages that show it. The first
// time this process serves a dataset it is written (or its row's last-served moment moved) and
// the answer waits for that, so a page or proposal never cites a version the record lacks.
// After that, serving it costs a map lookup; its last-served moment is moved at most once per
// interval, in the background. A database failure is logged (safely) and never fails the page.
import type { Db } from "~/.server/db/database";
import { firmDay } from "~/.server/firm-day";
import { describeDbError } from "~/.server/db/safe-error";
import { log as writeLog } from "~/.server/log";
import { viewDatasetSource, type ZoneView } from "~/lib/zones";
import { viewDataset } from "./data-version";
import { markDatasetServed, recordDataset } from "./dataset-store";
import type { ZoneDataService } from "./service";

export type DatasetRecorderOptions = {
  /** The database, once open; undefined where this process has none (prerendering, tests). */
  db: () => Promise<Db> | undefined;
  /** Least time between two writes for one dataset (a bump, or a retry after a failure). */
  intervalMs?: number;
  /** Longest a page waits for the first write of a dataset before it is sent anyway. */
  maxWaitMs?: number;
  /** Datasets remembered; past this the longest-known is forgotten (and written again if served). */
  maxRemembered?: number;
  now?: () => number;
  log?: (level: "info" | "warn" | "error", event: string, fields: Record<string, unknown>) => void;
};

export type DatasetRecorder = {
  /**
   * Note that `view` is being served; resolves once its dataset is recorded (or given up on),
   * with the moment the record says it was first served, when known.
   */
  served: (view: ZoneView) => Promise<Date | undefined>;
  /** Resolves when every write started so far has finished. */
  idle: () => Promise<void>;
};

type Known = {
  hash: string;
  /** The row exists (this process wrote it, or found it). */
  recorded: boolean;
  /** When the row says the dataset was first served, once written or found. */
  firstServedAt?: Date;
  /** The first write, while it runs. */
  writing?: Promise<void>;
  /** A page already gave up waiting for that write: the next ones do not wait. */
  late?: boolean;
  /** No write for this dataset before this moment. */
  nextWriteAt: number;
};

export function createDatasetRecorder(options: DatasetRecorderOptions): DatasetRecorder {
  const { db, intervalMs = 60_000, maxWaitMs = 3_000, maxRemembered = 10_000, now = Date.now, log = writeLog } = options;
  const known = new Map<string, Known>();
  const inFlight = new Set<Promise<void>>();

  function track(write: Promise<void>): Promise<void> {
    inFlight.add(write);
    void write.finally(() => inFlight.delete(write));
    return write;
  }

  function failed(event: string, version: string) {
    return (error: unknown) => log("warn", event, { version, error: describeDbError(error) });
  }

  /**
   * Wait for the first write, but never longer than maxWaitMs: the page goes out regardless, and
   * once one page has, the next ones do not wait for that write either.
   */
  function waitFor(entry: Known, version: string): Promise<Date | undefined> {
    if (!entry.writing || entry.late) return Promise.resolve(entry.firstServedAt);
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<"late">((resolve) => {
      timer = setTimeout(() => resolve("late"), maxWaitMs);
      timer.unref?.();
    });
    return Promise.race([entry.writing, late]).then((outcome) => {
      clearTimeout(timer);
      if (outcome === "late" && !entry.late) {
        entry.late = true;
        log("warn", "zone_dataset.record.slow", { version, waitedMs: maxWaitMs });
      }
      return entry.firstServedAt;
    });
  }

  function remember(version: string, entry: Known) {
    known.set(version, entry);
    if (known.size > maxRemembered) known.delete(known.keys().next().value!);
  }

  return {
    served(view) {
      const version = view.dataVersion;
      const at = now();
      const entry = known.get(version);
      if (entry?.writing) return waitFor(entry, version);
      if (entry && at < entry.nextWriteAt) return Promise.resolve(entry.firstServedAt);
      const database = db();
      if (!database) return Promise.resolve(undefined);
      if (entry?.recorded) {
        entry.nextWriteAt = at + intervalMs;
        void track(
          database.then((open) => markDatasetServed(open, entry.hash, new Date(at))).catch(failed("zone_dataset.bump.failed", version)),
        );
        return Promise.resolve(entry.firstServedAt);
      }
      const dataset = viewDataset(view);
      const next: Known = { hash: dataset.hash, recorded: false, nextWriteAt: at + intervalMs };
      next.writing = track(
        database
          .then((open) => recordDataset(open, dataset, new Date(at)))
          .then(
            (firstServedAt) => {
              next.recorded = true;
              next.firstServedAt = firstServedAt;
            },
            failed("zone_dataset.record.failed", version),
          )
          .finally(() => (next.writing = undefined)),
      );
      remember(version, next);
      return waitFor(next, version);
    },
    async idle() {
      while (inFlight.size > 0) await Promise.all([...inFlight]);
    },
  };
}

/**
 * `service`, with every view it answers recorded by `recorder` before it is handed back. With
 * `datedByRecord` (the live sheet, whose answers carry no day of their own), the sheet's data
 * stands as of the firm's day the record says it was first shown.
 */
export function recordingServed(service: ZoneDataService, recorder: DatasetRecorder, { datedByRecord = false } = {}): ZoneDataService {
  return {
    async load(selection, options) {
      const view = await service.load(selection, options);
      const firstServedAt = await recorder.served(view);
      if (!datedByRecord || !firstServedAt || viewDatasetSource(view) === "built-in") return view;
      return { ...view, dataAsOf: firmDay(firstServedAt) };
    },
  };
}
