// A throwaway PostgreSQL cluster from Debian's packages, on a free port, for a test file or a
// benchmark. It fails loudly when the binaries are missing or the server does not start.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./app-server.js";

/** @param {string} name */
function findBin(name) {
  const versions = fs.existsSync("/usr/lib/postgresql")
    ? fs
        .readdirSync("/usr/lib/postgresql", { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => path.join("/usr/lib/postgresql", entry.name, "bin", name))
    : [];
  const candidates = [...versions, ...(process.env.PATH ?? "").split(":").map((dir) => path.join(dir, name))];
  const found = candidates.find((file) => fs.existsSync(file));
  if (!found) throw new Error(`PostgreSQL's ${name} was not found: apt-get install -y postgresql`);
  return found;
}

/**
 * Run a command as the `postgres` user when we are root (initdb refuses root).
 * @param {string} bin
 * @param {string[]} args
 */
function run(bin, args) {
  const asRoot = process.getuid?.() === 0;
  const command = asRoot ? "su" : bin;
  const commandArgs = asRoot ? ["postgres", "-s", "/bin/sh", "-c", [bin, ...args].map((arg) => `'${arg}'`).join(" ")] : args;
  try {
    execFileSync(command, commandArgs, { stdio: "pipe", timeout: 60_000 });
  } catch (error) {
    const output = /** @type {{ stdout?: Buffer; stderr?: Buffer }} */ (error);
    throw new Error(`PostgreSQL could not start (${path.basename(bin)}):\n${output.stdout ?? ""}${output.stderr ?? ""}${String(error)}`, {
      cause: error,
    });
  }
}

/** @returns {Promise<{ url: string; stop: () => Promise<void> }>} */
export async function startPostgres() {
  const initdb = findBin("initdb");
  const pgCtl = findBin("pg_ctl");
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "contact-pg-"));
  const dataDir = path.join(root, "data");
  if (process.getuid?.() === 0) execFileSync("chown", ["-R", "postgres:postgres", root]);
  const port = await freePort();
  run(initdb, ["-D", dataDir, "-U", "postgres", "-A", "trust", "-E", "UTF8", "--no-sync"]);
  run(pgCtl, [
    "-D",
    dataDir,
    "-l",
    path.join(root, "server.log"),
    "-o",
    `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`,
    "-w",
    "start",
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      run(pgCtl, ["-D", dataDir, "-m", "immediate", "stop"]);
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
