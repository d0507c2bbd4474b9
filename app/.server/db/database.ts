// Opens the site's database: PostgreSQL when DATABASE_URL is set, otherwise the embedded
// PGlite in DATA_DIR. Nothing is opened when this module is imported (the build imports it).
import fs from "node:fs";
import path from "node:path";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { DIR_MODE, prepareDataDir, repairModes } from "./data-dir";
import { schema } from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The transaction a `db.transaction` callback is given. */
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export type Database = {
  db: Db;
  /** "pglite" for the embedded database, "postgres" for a server. */
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
};

export type DatabaseOptions = { databaseUrl?: string; dataDir: string; migrationsFolder?: string };

const defaultMigrations = () => path.resolve("drizzle");
// Any constant: it keeps two servers starting together from migrating at the same time.
const MIGRATION_LOCK = 727_274_001;

/** Open the database and bring its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const migrationsFolder = options.migrationsFolder ?? defaultMigrations();
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, migrationsFolder)
    : openPglite(path.resolve(options.dataDir), migrationsFolder);
}

async function openPglite(dataDir: string, migrationsFolder: string): Promise<Database> {
  const [{ PGlite }, { drizzle }, { migrate }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  // The folder is private before the first file is written, and stays so (umask).
  prepareDataDir(dataDir);
  const dir = path.join(dataDir, "pglite");
  fs.mkdirSync(dir, { recursive: true, mode: DIR_MODE });
  // PGlite's default 128 MB of shared buffers stay resident once touched, far more than the
  // contact tables need: 16 MB takes about a third off the server's memory (at rest after a restart
  // about 340 -> 220 MiB, after load 600 -> 470 MiB; npm run bench -- load) with no measurable cost
  // to storing. Durability is untouched: PGlite's own start parameters are kept.
  const client = await PGlite.create(dir, { startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"] });
  const db = drizzle({ client, schema });
  try {
    await migrate(db, { migrationsFolder });
    // PGlite sets the mode of a few files it writes while starting (its relation cache) itself.
    repairModes(dataDir);
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db: db as unknown as Db, kind: "pglite", close: () => client.close() };
}

async function openPostgres(url: string, migrationsFolder: string): Promise<Database> {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that the server drops must not crash the process.
  pool.on("error", () => undefined);
  try {
    const client = await pool.connect();
    try {
      await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
      await migrate(drizzle({ client }), { migrationsFolder });
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
      client.release();
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  const db = drizzle({ client: pool, schema });
  return { db: db as unknown as Db, kind: "postgres", close: () => pool.end() };
}
