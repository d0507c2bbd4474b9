import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { keepTemporaryFilesInMemory } from "./tests/support/memory-temp-dir.js";

keepTemporaryFilesInMemory();

// Kept apart from vite.config.ts: the React Router plugin must not run under Vitest.
// Two projects. `unit`: logic, content and components, no build needed (`npm run test:unit`,
// seconds). `integration`: real servers, databases and scripts against the production build
// (`npm run build` first), with one PostgreSQL cluster and one migrated embedded database for
// the whole run, copied for each test file (tests/integration/support/global-setup.ts).
export default defineConfig({
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  test: {
    environment: "node",
    projects: [
      {
        extends: true,
        // Pure modules: one worker runs every file without a fresh module graph each (6 s, not 14).
        test: { name: "unit", include: ["tests/unit/**/*.test.{ts,tsx}"], isolate: false },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          globalSetup: ["tests/integration/support/global-setup.ts"],
          setupFiles: ["tests/integration/support/templates-env.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // A poll waits on what a server does after answering (an outbox delivery, a record). On
          // a loaded machine that can take seconds: the poll ends as soon as it is seen.
          expect: { poll: { timeout: 10_000 } },
          // The run is bound by the processor (servers, embedded databases, commands): two files
          // at once on this machine's two cores; more only makes them compete.
          maxWorkers: 2,
          // A worker keeps its module graph from file to file: the embedded database's engine, the
          // ORM and the app's server modules load once per worker instead of once per file (about
          // 0.8 s of processor time per file). Test files share no state through those modules:
          // each opens its own databases and servers, and restores what it mocks.
          isolate: false,
        },
      },
    ],
  },
});
