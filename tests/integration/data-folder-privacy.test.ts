// The embedded database holds the firm's leads: its folder is 0700, every file in it 0600 and
// the control socket 0600, whether the folder is new or was left readable; a folder that
// belongs to another user is refused with a message saying what to do.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { socketPath } from "~/.server/runtime/control-socket";
import { acceptMessage } from "~/.server/contact/accept-message";
import { startRuntime, type Runtime } from "~/.server/runtime/runtime";
import { openDatabase } from "~/.server/db/database";
import { parseSettings } from "~/.server/settings";

const mode = (file: string) => fs.lstatSync(file).mode & 0o7777;

/** Every folder and file under `dir` (itself included) with its mode, symbolic links left out. */
function modesUnder(dir: string): Map<string, { mode: number; kind: "dir" | "file" | "socket" }> {
  const found = new Map<string, { mode: number; kind: "dir" | "file" | "socket" }>();
  const visit = (entry: string) => {
    const stats = fs.lstatSync(entry);
    if (stats.isSymbolicLink()) return;
    found.set(entry, { mode: stats.mode & 0o7777, kind: stats.isDirectory() ? "dir" : stats.isSocket() ? "socket" : "file" });
    if (stats.isDirectory()) for (const name of fs.readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(dir);
  return found;
}

/** The entries whose mode is not the private one: 0700 for folders, 0600 for the rest. */
function notPrivate(dir: string): string[] {
  return [...modesUnder(dir)]
    .filter(([, entry]) => entry.mode !== (entry.kind === "dir" ? 0o700 : 0o600))
    .map(([file, entry]) => `${file} ${entry.mode.toString(8)}`);
}

/** `dir`/pglite/`file`, with folders 0755 and the file 0644 (the umask of this process is 077). */
function readableFolder(dir: string, file: string): string {
  const inner = path.join(dir, "pglite");
  fs.mkdirSync(inner, { recursive: true });
  fs.writeFileSync(path.join(inner, file), "17\n");
  for (const folder of [dir, inner]) fs.chmodSync(folder, 0o755);
  fs.chmodSync(path.join(inner, file), 0o644);
  return path.join(inner, file);
}

const nobody = () => Number(execFileSync("id", ["-u", "nobody"]).toString().trim());

describe("the data folder of the embedded database", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "data-privacy-"));
  // A folder of the embedded database that the first test creates and later tests reuse.
  const dataDir = path.join(root, "site", "data");

  beforeEach(() => {
    vi.spyOn(console, "log").mockImplementation(() => undefined);
  });
  let runtime: Runtime | undefined;
  /** Open storage as the server does, on a data folder of these settings. */
  const openStorage = (settings: Parameters<typeof startRuntime>[0]) => (runtime = startRuntime(settings)).storage;
  afterEach(async () => {
    await runtime?.stop();
    vi.restoreAllMocks();
  });
  afterAll(() => {
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("is created private, with a private control socket, and stays private after the server stops", async () => {
    const services = await openStorage(parseSettings({ DATA_DIR: dataDir }));
    expect(mode(dataDir)).toBe(0o700);
    expect(mode(socketPath(dataDir))).toBe(0o600);
    expect(fs.lstatSync(socketPath(dataDir)).isSocket()).toBe(true);
    const entries = modesUnder(dataDir);
    expect([...entries.values()].filter((entry) => entry.kind === "file").length).toBeGreaterThan(100);
    expect(notPrivate(dataDir)).toEqual([]);

    // Files written while the server runs (a stored message, and what closing flushes) are private too.
    await acceptMessage(services, {
      name: "Jane Advisor",
      email: "jane@advisors.example",
      firmName: "",
      phoneNumber: "",
      subject: "general-inquiry",
      message: "A message written while the server runs.",
      isFinancialAdvisor: true,
    });
    await runtime?.stop();
    expect(notPrivate(dataDir)).toEqual([]);
  });

  it("is made private again when it was left readable by others", async () => {
    const before = modesUnder(dataDir);
    for (const [file, entry] of before) fs.chmodSync(file, entry.kind === "dir" ? 0o755 : 0o644);
    expect(notPrivate(dataDir).length).toBe(before.size);

    const database = await openDatabase({ dataDir });
    await database.close();
    expect(notPrivate(dataDir)).toEqual([]);
  });

  it("is refused when it belongs to another user, and is left as it was", async () => {
    const foreign = path.join(root, "foreign");
    readableFolder(foreign, "PG_VERSION");
    execFileSync("chown", ["-R", "nobody", foreign]);

    const refusal = new RegExp(
      `The data folder ${foreign} cannot be kept private: it belongs to user ${nobody()}.*chown -R ${process.getuid!()} ${foreign}.*DATA_DIR`,
    );
    await expect(openDatabase({ dataDir: foreign })).rejects.toThrow(refusal);
    await expect(openStorage(parseSettings({ DATA_DIR: foreign }))).rejects.toThrow(refusal);
    expect(mode(foreign)).toBe(0o755);
    expect(mode(path.join(foreign, "pglite", "PG_VERSION"))).toBe(0o644);
    expect(fs.existsSync(socketPath(foreign))).toBe(false);
  });

  it("is refused when something inside it belongs to another user", async () => {
    const mixed = path.join(root, "mixed");
    const stranger = readableFolder(mixed, "postgresql.conf");
    execFileSync("chown", ["nobody", stranger]);

    await expect(openDatabase({ dataDir: mixed })).rejects.toThrow(`${stranger} in it belongs to user ${nobody()}`);
    expect(mode(mixed)).toBe(0o755);
  });

  it("is refused when it is a shared folder such as /tmp", async () => {
    const shared = path.join(root, "shared");
    fs.mkdirSync(shared, { mode: 0o1777 });
    fs.chmodSync(shared, 0o1777);
    await expect(openDatabase({ dataDir: shared })).rejects.toThrow(
      `The data folder ${shared} cannot be kept private: it is a shared folder`,
    );
    expect(mode(shared)).toBe(0o1777);
  });
});
