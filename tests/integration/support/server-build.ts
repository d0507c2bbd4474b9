// Tests that start the production server (server.js) or run scripts/messages.js need the server
// build. It is made here when it is missing or older than the sources, so that such a test never
// runs against yesterday's code. Only one test file may call this (builds must not overlap).
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const BUILT = path.resolve("build/server/index.js");
const SOURCES = ["app", "public", "react-router.config.ts", "vite.config.ts", "package-lock.json"];

function newestChange(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stats = fs.statSync(entry);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(stats.mtimeMs, ...fs.readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

export function ensureServerBuild(): void {
  const built = fs.existsSync(BUILT) ? fs.statSync(BUILT).mtimeMs : 0;
  if (built > Math.max(...SOURCES.map((source) => newestChange(path.resolve(source))))) return;
  try {
    execFileSync(process.execPath, [path.resolve("node_modules/@react-router/dev/bin.js"), "build"], { stdio: "pipe", timeout: 300_000 });
  } catch (error) {
    const output = error as { stdout?: Buffer; stderr?: Buffer };
    throw new Error(`npm run build failed:\n${output.stdout ?? ""}${output.stderr ?? ""}`);
  }
}
