// The dataset recorder of this process, writing to the database the server module opened. A
// proposal or saved view that cites a view's `dataVersion` can call `ensureDatasetRecorded`
// to be sure the record holds it (views from `getZoneDataService()` are recorded already).
import { runningContactServices } from "~/.server/contact/services";
import type { ZoneView } from "~/lib/zones";
import { createDatasetRecorder, type DatasetRecorder } from "./dataset-recorder";

let recorder: DatasetRecorder | undefined;

export function getDatasetRecorder(): DatasetRecorder {
  recorder ??= createDatasetRecorder({ db: () => runningContactServices()?.then((services) => services.db) });
  return recorder;
}

/** Resolves once the dataset `view` shows is in the record (or the attempt was logged as failed). */
export function ensureDatasetRecorded(view: ZoneView): Promise<void> {
  return getDatasetRecorder().served(view);
}
