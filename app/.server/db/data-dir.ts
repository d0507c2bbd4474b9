// The data folder holds the firm's leads: it must be readable by the server's user only.
// Folders are 0700 and files 0600; files created later inherit that through the umask.
import fs from "node:fs";
import path from "node:path";

export const DIR_MODE = 0o700;
export const FILE_MODE = 0o600;
const STICKY = 0o1000;

/** Make every file and folder this process creates private to its user. */
export function restrictUmask(): void {
  process.umask(0o077);
}

/**
 * Create `dataDir` (0700) or make an existing one private again: every folder in it 0700,
 * every file 0600. Throws an error naming the folder and the fix when the folder, or anything
 * in it, belongs to another user or its mode cannot be changed.
 */
export function prepareDataDir(dataDir: string): void {
  restrictUmask();
  const dir = path.resolve(dataDir);
  try {
    fs.mkdirSync(dir, { recursive: true, mode: DIR_MODE });
  } catch (error) {
    throw refusal(dir, `it cannot be created (${codeOf(error)})`, "create it for the server's user");
  }
  repairModes(dir);
}

/**
 * Give every folder under `dir` (itself included) 0700 and every file 0600, after checking that
 * all of it belongs to this process's user; symbolic links are left alone.
 */
export function repairModes(dir: string): void {
  let top: fs.Stats;
  try {
    top = fs.statSync(dir);
  } catch (error) {
    throw refusal(dir, `it cannot be read (${codeOf(error)})`, "check the path");
  }
  if (!top.isDirectory()) throw refusal(dir, "it is not a folder", "point DATA_DIR at a folder of its own");
  // A shared folder such as /tmp (sticky bit) or the root of a file system is never ours to lock.
  if (top.mode & STICKY || path.parse(dir).root === dir) {
    throw refusal(dir, "it is a shared folder", "point DATA_DIR at a folder of its own");
  }
  const uid = process.getuid?.();
  const owned = (stats: fs.Stats) => uid === undefined || stats.uid === uid;
  // Nothing is changed, and nothing below is read, unless all of it is ours.
  const entries: Array<[string, fs.Stats]> = [[dir, top]];
  if (owned(top)) collect(dir, dir, entries);
  const foreign = entries.find(([, stats]) => !owned(stats));
  if (foreign) {
    const [entry, stats] = foreign;
    const what = entry === dir ? "it" : `${entry} in it`;
    throw refusal(
      dir,
      `${what} belongs to user ${stats.uid}, not to this server's user ${uid}`,
      `run the server as that user, or give the folder to this one (chown -R ${uid} ${dir})`,
    );
  }
  for (const [entry, stats] of entries) {
    const wanted = stats.isDirectory() ? DIR_MODE : FILE_MODE;
    if ((stats.mode & 0o7777) === wanted) continue;
    try {
      fs.chmodSync(entry, wanted);
    } catch (error) {
      throw refusal(dir, `the mode of ${entry} cannot be changed (${codeOf(error)})`, `make it private yourself (chmod -R go-rwx ${dir})`);
    }
  }
}

function collect(root: string, dir: string, entries: Array<[string, fs.Stats]>): void {
  let names: string[];
  try {
    names = fs.readdirSync(dir);
  } catch (error) {
    throw refusal(
      root,
      `${dir} cannot be read (${codeOf(error)})`,
      `give it to this server's user (chown -R ${process.getuid?.()} ${root})`,
    );
  }
  for (const name of names) {
    const entry = path.join(dir, name);
    let stats: fs.Stats;
    try {
      stats = fs.lstatSync(entry);
    } catch {
      continue; // removed meanwhile
    }
    if (stats.isSymbolicLink()) continue;
    entries.push([entry, stats]);
    if (stats.isDirectory()) collect(root, entry, entries);
  }
}

function refusal(dir: string, problem: string, fix: string): Error {
  return new Error(
    `The data folder ${dir} cannot be kept private: ${problem}. It holds contact messages and must be readable by the server's user only. To fix it, ${fix}, or set DATA_DIR to another folder.`,
  );
}

function codeOf(error: unknown): string {
  return (error as NodeJS.ErrnoException)?.code ?? "unknown error";
}
