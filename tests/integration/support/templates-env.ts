// Servers a test starts (tests/support/app-server.js) copy the run's migrated embedded database
// instead of creating their own.
import { inject } from "vitest";

process.env.TEST_PGLITE_TEMPLATE = inject("pgliteTemplate");
