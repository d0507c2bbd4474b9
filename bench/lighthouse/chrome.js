// Debian's Chromium with a DevTools port for Lighthouse, in a throwaway profile.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromiumPath } from "../../scripts/chromium-path.js";
import { freePort } from "../../tests/support/app-server.js";

const FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
  "--disable-extensions",
  "--no-default-browser-check",
];

export async function launchChromium() {
  const executable = chromiumPath();
  if (!executable) throw new Error("Chromium not found: apt-get install -y chromium (or set CHROME_PATH)");
  const port = await freePort();
  const profile = mkdtempSync(join(tmpdir(), "lighthouse-profile-"));
  const child = spawn(executable, [...FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, "about:blank"], {
    stdio: "ignore",
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Chromium exited with ${child.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/json/version`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("Chromium did not open its DevTools port");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        await new Promise((resolve) => {
          child.once("exit", resolve);
          child.kill("SIGTERM");
        });
      }
      // Chromium's helpers may still be writing the profile as it exits.
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}
