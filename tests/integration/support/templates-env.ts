// Run before each test file. Servers a test starts (tests/support/app-server.js) copy the run's
// migrated embedded database instead of creating their own.
//
// A worker runs file after file without a fresh process (isolate: false in vitest.config.ts),
// keeping the libraries it loaded; each file still starts as if alone: the app's own modules
// (settings read once, caches) are loaded afresh, and environment variables an earlier file
// stubbed are restored.
import { inject, vi } from "vitest";

vi.unstubAllEnvs();
vi.resetModules();
process.env.TEST_PGLITE_TEMPLATE = inject("pgliteTemplate");
