// Timing the forgotten-password answer to learn whether an address has an account: the answer
// must not wait on any work done for an account. Measured without a clock: on PostgreSQL, with
// the tables of links and mails locked by the test, the server must still answer for an address
// with an account as it does for one without (the work for the account waits for the lock, in
// the relay, after the answer); an answer that did that work first would wait too.
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startAppServer } from "../support/app-server.js";
import { startPostgres } from "../support/postgres.js";
import { postForm, register } from "./support/site-client";

let postgres: Awaited<ReturnType<typeof startPostgres>>;
let app: Awaited<ReturnType<typeof startAppServer>>;

beforeAll(async () => {
  postgres = await startPostgres();
  app = await startAppServer({
    DATABASE_URL: postgres.url,
    AUTH_SECRET: "the key of this test's server, 32+ chars",
    TRUST_PROXY: "loopback",
  });
});
afterAll(async () => {
  await app?.stop();
  await postgres?.stop();
});

it("answers a forgotten password alike, without waiting on work for an account", async () => {
  const known = await register(app.baseURL, "timing");
  const locker = new pg.Client({ connectionString: postgres.url });
  await locker.connect();
  try {
    await locker.query("BEGIN");
    await locker.query("LOCK TABLE verification_links, mails IN ACCESS EXCLUSIVE MODE");
    const ask = (email: string, client: string) =>
      postForm(app.baseURL, "/forgot-password", { email }, { client }).then((response) => response.status);
    const answers = await Promise.all([
      Promise.race([ask(known.email, "198.18.0.1"), stalled()]),
      Promise.race([ask("nobody.at.all@advisors.example", "198.18.0.2"), stalled()]),
    ]);
    expect(answers).toEqual([200, 200]);
  } finally {
    await locker.query("ROLLBACK");
  }
  // Once the tables are free, the account's link is mailed after all.
  await expect
    .poll(
      async () =>
        (await locker.query("SELECT count(*)::int AS n FROM mails WHERE to_address = $1 AND purpose = 'reset-password'", [known.email]))
          .rows[0].n,
      {
        timeout: 15_000,
      },
    )
    .toBe(1);
  await locker.end();
});

/** What an answer held up by the locked tables gives: none within ten seconds. */
function stalled(): Promise<string> {
  return new Promise((resolve) => setTimeout(() => resolve("no answer while the tables were locked"), 10_000).unref());
}
