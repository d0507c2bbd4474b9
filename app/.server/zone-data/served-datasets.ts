// The dataset recorder of this process, writing to the storage the server module opened and
// hands to loaders in the load context (routes are built apart from the server module, so the
// context is their only way to it). A proposal or saved view citing a view's `dataVersion` can
// call `ensureDatasetRecorded`; views from `getZoneDataService(context)` are recorded already.
import type { AppLoadContext } from "react-router";
import "~/.server/load-context";
import type { ZoneView } from "~/lib/zones";
import { createDatasetRecorder, type DatasetRecorder } from "./dataset-recorder";

type Storage = NonNullable<AppLoadContext["services"]>;

/** The storage of the latest context seen: the same services for every request of the process. */
let storage: Storage | undefined;
let recorder: DatasetRecorder | undefined;

/**
 * The recorder of this process, writing through `context`'s storage; undefined where the
 * context has none (prerendering at build time), where nothing is recorded.
 */
export function datasetRecorderFor(context: AppLoadContext | undefined): DatasetRecorder | undefined {
  if (!context?.services) return undefined;
  storage = context.services;
  recorder ??= createDatasetRecorder({ db: () => storage?.().then((services) => services.db) });
  return recorder;
}

/** Resolves once the dataset `view` shows is in the record (or the attempt was logged as failed). */
export function ensureDatasetRecorded(view: ZoneView, context: AppLoadContext): Promise<void> {
  return datasetRecorderFor(context)?.served(view) ?? Promise.resolve();
}
