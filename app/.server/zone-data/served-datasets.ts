// The dataset recorder of this process, writing to the storage the server module opened and
// hands to loaders in the load context (routes are built apart from the server module, so the
// context is their only way to it). Views from `getZoneDataService(context)` are recorded
// before they are handed back, so whatever cites their `dataVersion` cites a stored dataset.
import type { RouterContextProvider } from "react-router";
import type { ContactServices } from "~/.server/contact/services";
import { servicesContext } from "~/.server/load-context";
import { createDatasetRecorder, type DatasetRecorder } from "./dataset-recorder";

type Storage = Promise<ContactServices>;

/** The storage of the latest context seen: the same services for every request of the process. */
let storage: Storage | undefined;
let recorder: DatasetRecorder | undefined;

/**
 * The recorder of this process, writing through `context`'s storage; undefined where the
 * context has none (prerendering at build time), where nothing is recorded.
 */
export function datasetRecorderFor(context: Readonly<RouterContextProvider> | undefined): DatasetRecorder | undefined {
  const services = context?.get(servicesContext);
  if (!services) return undefined;
  storage = services;
  recorder ??= createDatasetRecorder({ db: () => storage?.then((services) => services.db) });
  return recorder;
}
