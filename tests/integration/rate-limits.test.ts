// Rate limits kept in the database: the same answer from every server process on one
// PostgreSQL, windows that end, and no client address stored.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rateLimits } from "~/.server/db/schema";
import { createRateLimits } from "~/.server/rate-limit/rate-limits";
import { startAppServer } from "../support/app-server.js";
import { backends, openForSuite } from "./support/databases";
import { startPostgres, type Postgres } from "./support/postgres";

describe.each(backends)("rate limits on $name", (backend) => {
  const suite = openForSuite(backend);

  it("allows max hits in a window, then tells how long to wait", async () => {
    const limits = createRateLimits(suite.database.db);
    const rule = { scope: "test-window", max: 3, windowMs: 60_000 };
    const verdicts = [];
    for (let i = 0; i < 4; i++) verdicts.push(await limits.hit(rule, "203.0.113.7"));
    expect(verdicts.map((verdict) => verdict.allowed)).toEqual([true, true, true, false]);
    expect(verdicts[3]!.retryAfterSeconds).toBeGreaterThan(55);
    expect(verdicts[3]!.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await limits.hit(rule, "203.0.113.8")).allowed).toBe(true);
    expect((await limits.hit({ ...rule, scope: "other" }, "203.0.113.7")).allowed).toBe(true);
  });

  it("opens a new window once the old one has ended, and prunes ended windows", async () => {
    const limits = createRateLimits(suite.database.db);
    const rule = { scope: "test-expiry", max: 1, windowMs: 60_000 };
    expect((await limits.hit(rule, "203.0.113.9")).allowed).toBe(true);
    expect((await limits.hit(rule, "203.0.113.9")).allowed).toBe(false);
    // End the window as time would.
    await suite.database.db.execute(sql`UPDATE rate_limits SET reset_at = now() - interval '1 second'`);
    expect((await limits.hit(rule, "203.0.113.9")).allowed).toBe(true);
    await suite.database.db.execute(sql`UPDATE rate_limits SET reset_at = now() - interval '1 second'`);
    await limits.prune();
    expect(await suite.database.db.$count(rateLimits)).toBe(0);
  });

  it("stores no client address", async () => {
    const limits = createRateLimits(suite.database.db);
    await limits.hit({ scope: "test-privacy", max: 5, windowMs: 60_000 }, "198.51.100.23");
    const rows = await suite.database.db.select().from(rateLimits);
    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain("198.51.100.23");
  });
});

describe("two server processes on one PostgreSQL", () => {
  let postgres: Postgres;
  beforeAll(async () => {
    postgres = await startPostgres();
  });
  afterAll(async () => {
    await postgres?.stop();
  });

  it("give a client the same answer: the limit counts posts to either", async () => {
    // Servers on one PostgreSQL share the key that signs cookies.
    const env = { DATABASE_URL: postgres.url, AUTH_SECRET: "one key for both servers of this test, 32+", POST_RATE_LIMIT_MAX: "4" };
    const [first, second] = await Promise.all([startAppServer(env), startAppServer(env)]);
    try {
      const post = (server: typeof first) =>
        fetch(`${server.baseURL}/contact`, {
          method: "POST",
          headers: { Origin: server.baseURL, "Content-Type": "application/x-www-form-urlencoded" },
          body: "name=x",
        }).then((response) => response.status);
      const statuses = [await post(first), await post(second), await post(first), await post(second), await post(first)];
      expect(statuses).toEqual([400, 400, 400, 400, 429]);
      expect(await post(second)).toBe(429);
    } finally {
      await Promise.all([first.stop(), second.stop()]);
    }
  }, 180_000);
});
