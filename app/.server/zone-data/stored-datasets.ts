// The dataset record from outside the server (`npm run datasets`): through the running server
// when it owns the embedded database, else straight from the database.
import { withStoredMessages, type StorageSettings } from "~/.server/runtime/stored-data";
import { getSettings } from "~/.server/settings";
import {
  dayBounds,
  findDataset,
  listDatasets,
  MAX_DATASET_LIST,
  VERSION_PATTERN,
  type StoredDataset,
  type StoredDatasetContent,
} from "./dataset-store";

/** Recorded zone datasets, newest first (at most 1000), optionally only those served on a UTC day. */
export async function readDatasets(
  { limit = 100, servedOn }: { limit?: number; servedOn?: string } = {},
  settings: StorageSettings = getSettings(),
): Promise<StoredDataset[]> {
  const capped = Math.max(1, Math.min(limit, MAX_DATASET_LIST));
  if (servedOn !== undefined && !dayBounds(servedOn)) throw new RangeError(`not a date: ${servedOn} (expected YYYY-MM-DD)`);
  return withStoredMessages(
    settings,
    async (ask) => (await ask(`datasets ${capped}${servedOn ? ` ${servedOn}` : ""}`)) as StoredDataset[],
    (db) => listDatasets(db, { limit: capped, servedOn }),
  );
}

/** One recorded dataset with its content; undefined when no dataset has that version. */
export async function readDataset(version: string, settings: StorageSettings = getSettings()): Promise<StoredDatasetContent | undefined> {
  const wanted = version.trim().toLowerCase();
  if (!VERSION_PATTERN.test(wanted)) throw new RangeError("a version is 12 hexadecimal characters, as the page shows it");
  return withStoredMessages(
    settings,
    async (ask) => ((await ask(`dataset ${wanted}`)) as StoredDatasetContent | null) ?? undefined,
    (db) => findDataset(db, wanted),
  );
}
