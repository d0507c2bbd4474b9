import { defineConfig, devices } from "@playwright/test";
import { testBrowserPath } from "./scripts/chromium-path.js";
import { E2E_AUTH_SECRET } from "./tests/e2e/support/auth-secret.js";
import { baseURL, port } from "./tests/e2e/support/base-url.js";
import { keepTemporaryFilesInMemory } from "./tests/support/memory-temp-dir.js";

keepTemporaryFilesInMemory();

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: true,
  // Three: a browser test mostly waits (paint, hydration, the server), and two left the cores idle.
  workers: 3,
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: "off",
    launchOptions: {
      executablePath: testBrowserPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // The production server on a PostgreSQL cluster of its own, which the fixtures share.
    command: "exec node tests/e2e/support/e2e-server.js",
    gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    // The tests play several visitors through X-Forwarded-For, as a proxy on this machine would.
    // On PostgreSQL the server needs AUTH_SECRET; the fixtures sign their sessions with it too.
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: `./data/e2e-${port}`,
      TRUST_PROXY: "loopback",
      AUTH_SECRET: E2E_AUTH_SECRET,
    },
    stdout: "pipe",
    stderr: "pipe",
  },
});
