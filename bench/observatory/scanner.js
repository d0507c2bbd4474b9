// Mozilla's HTTP Observatory scanner, installed on first use into a cache folder outside the
// repository: it is heavy (a web API, a database client, a DOM) and the site never runs it,
// so it stays out of the project's dependencies.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const SCANNER = "@mdn/mdn-http-observatory";
export const SCANNER_VERSION = "1.4.8";

const SCAN_TIMEOUT_MS = 120_000;

function cacheRoot() {
  return process.env.XDG_CACHE_HOME || path.join(os.homedir(), ".cache");
}

/** @param {string} prefix @returns {string} the scanner package's folder under an npm prefix */
const packageIn = (prefix) => path.join(prefix, "node_modules", ...SCANNER.split("/"));

/** @param {string} dir */
function installedVersion(dir) {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")).version;
  } catch {
    return undefined;
  }
}

/**
 * Install the scanner unless the cache already holds it; returns its package folder.
 * Install scripts are skipped: they download Chromium's HSTS preload list and a CA bundle,
 * which cannot be reached from here and which a scan of a local host needs neither of. An
 * empty preload list stands in (no host is taken as preloaded, true of the local host name),
 * and the front's certificate is trusted explicitly instead of the bundle.
 */
export function ensureScanner() {
  const prefix = path.join(cacheRoot(), "advisor-site-bench", `mdn-http-observatory-${SCANNER_VERSION}`);
  const dir = packageIn(prefix);
  if (installedVersion(dir) === SCANNER_VERSION && fs.existsSync(path.join(dir, "conf", "hsts-preload.json"))) {
    return dir;
  }
  console.log(`installing ${SCANNER}@${SCANNER_VERSION} into ${prefix} (once)`);
  // Install beside the final folder, then move it in whole, so a broken install is never used.
  const partial = `${prefix}.partial-${process.pid}`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial, { recursive: true });
  fs.writeFileSync(path.join(partial, "package.json"), JSON.stringify({ private: true }));
  const npm = spawnSync(
    "npm",
    ["install", "--prefix", partial, "--no-audit", "--no-fund", "--ignore-scripts", `${SCANNER}@${SCANNER_VERSION}`],
    { stdio: ["ignore", "inherit", "inherit"] },
  );
  if (npm.status !== 0 || installedVersion(packageIn(partial)) !== SCANNER_VERSION) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw new Error(`npm could not install ${SCANNER}@${SCANNER_VERSION}`);
  }
  fs.writeFileSync(path.join(packageIn(partial), "conf", "hsts-preload.json"), "{}\n");
  fs.rmSync(prefix, { recursive: true, force: true });
  fs.renameSync(partial, prefix);
  return dir;
}

/**
 * Scan `hostName` (which the scan resolves to 127.0.0.1), trusting the certificate at `certPath`.
 * @param {{ packageDir: string, hostName: string, certPath: string }} options
 * @returns {Promise<{ scan: Record<string, any>, tests: Record<string, Record<string, any>> }>}
 */
export function runScan({ packageDir, hostName, certPath }) {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, "scan-child.js"), hostName, packageDir], {
    env: { ...process.env, NODE_EXTRA_CA_CERTS: certPath },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => child.kill("SIGKILL"), SCAN_TIMEOUT_MS);
    child.on("error", reject);
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      let parsed;
      try {
        parsed = JSON.parse(stdout);
      } catch {
        parsed = undefined;
      }
      if (code === 0 && parsed?.scan) resolve(parsed);
      else {
        const why = parsed?.error ?? (signal ? `stopped by ${signal} (timeout ${SCAN_TIMEOUT_MS} ms)` : `exit ${code}`);
        reject(new Error(`the scan failed: ${why}\n${stderr}`.trim()));
      }
    });
  });
}
