// Start an instance of the production server (the built app) with its own settings on a free
// port, for tests and benchmarks that need a configuration of their own.
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** @returns {Promise<number>} a TCP port nobody listens on right now */
export async function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
    server.on("error", reject);
  });
}

/**
 * Under the test runners, a data folder with an embedded database migrated once for the run
 * (TEST_PGLITE_TEMPLATE, set by their global setup): a server's folder without a database gets
 * a copy of it, and opens in about a second instead of creating one (about five).
 * @param {string} dataDir
 */
export function seedDataDir(dataDir) {
  const template = process.env.TEST_PGLITE_TEMPLATE;
  const database = join(dataDir, "pglite");
  if (template && !existsSync(database)) cpSync(join(template, "pglite"), database, { recursive: true });
}

/**
 * Start `node server.js` with extra environment and wait until it is ready: /healthz answers
 * 200 once storage is open, since opening it can hold up the server for seconds. Each server
 * gets its own storage folder unless `env.DATA_DIR` names one: the embedded database can be
 * open in one process only.
 * @param {Record<string, string>} [env]
 */
export async function startAppServer(env = {}) {
  const port = await freePort();
  const ownDataDir = env.DATA_DIR ? undefined : mkdtempSync(join(tmpdir(), "site-data-"));
  if (!env.DATABASE_URL) seedDataDir(env.DATA_DIR ?? /** @type {string} */ (ownDataDir));
  const child = spawn(process.execPath, ["server.js"], {
    env: {
      ...process.env,
      // The production server, as visitors get it, whatever mode the test runner set.
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  /** The storage folder made for this server goes with it, also when it fails to start. */
  const removeOwnDataDir = () => ownDataDir && rmSync(ownDataDir, { recursive: true, force: true });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) {
      removeOwnDataDir();
      throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    }
    try {
      if ((await fetch(`${baseURL}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      await new Promise((resolve) => child.once("exit", resolve));
      removeOwnDataDir();
      throw new Error(`server did not start:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseURL,
    child,
    /** Everything the server printed so far. */
    output: () => output,
    /** Stop the server (SIGTERM unless told otherwise) and remove its own storage folder. */
    stop: async (/** @type {NodeJS.Signals} */ signal = "SIGTERM") => {
      if (child.exitCode === null && child.signalCode === null) {
        await new Promise((resolve) => {
          child.once("exit", resolve);
          child.kill(signal);
        });
      }
      removeOwnDataDir();
    },
  };
}
