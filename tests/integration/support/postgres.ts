// A throwaway PostgreSQL cluster from Debian's packages, on a free port, for one test file.
// It fails loudly when the binaries are missing or the server does not start: no test skips.
// The code lives in tests/support/postgres.js, shared with the benchmarks.
export { startPostgres } from "../../support/postgres.js";

export type Postgres = { url: string; stop: () => Promise<void> };
