// A throwaway PostgreSQL cluster from Debian's packages, on a free port, for one test file.
// It fails loudly when the binaries are missing or the server does not start: no test skips.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "./webhook";

export type Postgres = { url: string; stop: () => Promise<void> };

function findBin(name: string): string {
  const candidates = [
    ...fs
      .readdirSync("/usr/lib/postgresql", { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => path.join("/usr/lib/postgresql", entry.name, "bin", name)),
    ...(process.env.PATH ?? "").split(":").map((dir) => path.join(dir, name)),
  ];
  const found = candidates.find((file) => fs.existsSync(file));
  if (!found) throw new Error(`PostgreSQL's ${name} was not found: apt-get install -y postgresql`);
  return found;
}

/** Run a command as the `postgres` user when we are root (initdb refuses root). */
function run(bin: string, args: string[]): void {
  const asRoot = process.getuid?.() === 0;
  const command = asRoot ? "su" : bin;
  const commandArgs = asRoot ? ["postgres", "-s", "/bin/sh", "-c", [bin, ...args].map((arg) => `'${arg}'`).join(" ")] : args;
  try {
    execFileSync(command, commandArgs, { stdio: "pipe", timeout: 60_000 });
  } catch (error) {
    const output = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(
      `PostgreSQL could not start (${path.basename(bin)}):\n${output.stdout ?? ""}${output.stderr ?? ""}${String(error)}`,
    );
  }
}

export async function startPostgres(): Promise<Postgres> {
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
