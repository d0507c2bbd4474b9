// The zone datasets in the database: recording one as served, and reading them back for the
// firm (`npm run datasets`). See docs/decisions/0011-zone-dataset-record.md.
import { and, desc, eq, gte, lt, sql } from "drizzle-orm";
import type { Db } from "~/.server/db/database";
import { zoneDatasets } from "~/.server/db/schema";
import type { Dataset } from "./data-version";

export type StoredDataset = {
  version: string;
  source: Dataset["source"];
  /** ISO moments. */
  firstServedAt: string;
  lastServedAt: string;
};

export type StoredDatasetContent = StoredDataset & {
  hash: string;
  /** The canonical JSON exactly as stored and hashed. */
  content: string;
};

/** The most datasets one listing returns. */
export const MAX_DATASET_LIST = 1000;

/** What a version looks like: 12 lower-case hex characters. */
export const VERSION_PATTERN = /^[0-9a-f]{12}$/;

/**
 * Store `dataset` as served at `at`: inserted the first time, otherwise only its last-served
 * moment moves (never backwards). Resolves, once the row is durable, with the moment it was
 * first served.
 */
export async function recordDataset(db: Db, dataset: Dataset, at: Date): Promise<Date> {
  const { hash, version, source, content } = dataset;
  const [row] = await db
    .insert(zoneDatasets)
    .values({ hash, version, source, content, firstServedAt: at, lastServedAt: at })
    .onConflictDoUpdate({
      target: zoneDatasets.hash,
      set: { lastServedAt: sql`greatest(${zoneDatasets.lastServedAt}, excluded.last_served_at)` },
    })
    .returning({ firstServedAt: zoneDatasets.firstServedAt });
  return row?.firstServedAt ?? at;
}

/** Move a recorded dataset's last-served moment forward to `at`. */
export async function markDatasetServed(db: Db, hash: string, at: Date): Promise<void> {
  await db
    .update(zoneDatasets)
    .set({ lastServedAt: sql`greatest(${zoneDatasets.lastServedAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(zoneDatasets.hash, hash));
}

export type ListOptions = {
  limit?: number;
  /** Only the datasets served at some moment of this UTC day (YYYY-MM-DD). */
  servedOn?: string;
};

/** The day's bounds, or undefined when `day` is not a real YYYY-MM-DD date. */
export function dayBounds(day: string): { start: Date; end: Date } | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const start = new Date(`${day}T00:00:00.000Z`);
  if (Number.isNaN(start.getTime()) || start.toISOString().slice(0, 10) !== day) return undefined;
  return { start, end: new Date(start.getTime() + 24 * 60 * 60 * 1000) };
}

/** Recorded datasets, newest first (by first served), at most MAX_DATASET_LIST. */
export async function listDatasets(db: Db, { limit = 100, servedOn }: ListOptions = {}): Promise<StoredDataset[]> {
  const day = servedOn === undefined ? undefined : dayBounds(servedOn);
  if (servedOn !== undefined && !day) throw new RangeError("servedOn needs a date such as 2026-01-31");
  const rows = await db
    .select({
      version: zoneDatasets.version,
      source: zoneDatasets.source,
      firstServedAt: zoneDatasets.firstServedAt,
      lastServedAt: zoneDatasets.lastServedAt,
    })
    .from(zoneDatasets)
    .where(day ? and(lt(zoneDatasets.firstServedAt, day.end), gte(zoneDatasets.lastServedAt, day.start)) : undefined)
    .orderBy(desc(zoneDatasets.firstServedAt), desc(zoneDatasets.version))
    .limit(Math.max(1, Math.min(limit, MAX_DATASET_LIST)));
  return rows.map((row) => ({
    version: row.version,
    source: row.source,
    firstServedAt: row.firstServedAt.toISOString(),
    lastServedAt: row.lastServedAt.toISOString(),
  }));
}

/** One recorded dataset with its content, by version; undefined when none has it. */
export async function findDataset(db: Db, version: string): Promise<StoredDatasetContent | undefined> {
  if (!VERSION_PATTERN.test(version)) return undefined;
  const [row] = await db.select().from(zoneDatasets).where(eq(zoneDatasets.version, version)).limit(1);
  if (!row) return undefined;
  return {
    version: row.version,
    hash: row.hash,
    source: row.source,
    content: row.content,
    firstServedAt: row.firstServedAt.toISOString(),
    lastServedAt: row.lastServedAt.toISOString(),
  };
}
