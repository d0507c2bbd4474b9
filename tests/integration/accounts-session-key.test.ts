// The key that signs session cookies, on both storage back ends: never in the database (a copy
// of it must not be enough to sign a cookie), in a file of the data folder only its owner can
// read, moved there from the database where an earlier version kept it.
import fs from "node:fs";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { KEY_FILE, sessionSecret } from "~/.server/accounts/site-secret";
import { siteSecrets } from "~/.server/db/schema";
import { backends, openForSuite } from "./support/databases";

describe.each(backends)("the cookie key on $name", (backend) => {
  const suite = openForSuite(backend);
  const keyFile = () => path.join(suite.settings.DATA_DIR, KEY_FILE);
  beforeEach(async () => {
    fs.rmSync(keyFile(), { force: true });
    await suite.database.db.delete(siteSecrets);
  });

  it("is made once in a file of the data folder that only the server's user can read, and never stored in the database", async () => {
    const key = await sessionSecret(suite.database.db, { DATA_DIR: suite.settings.DATA_DIR });
    expect(key).toMatch(/^[A-Za-z0-9]{48}$/);
    expect(fs.statSync(keyFile()).mode & 0o777).toBe(0o600);
    expect(await sessionSecret(suite.database.db, { DATA_DIR: suite.settings.DATA_DIR })).toBe(key);
    expect(await suite.database.db.select().from(siteSecrets)).toEqual([]);
  });

  it("moves a key an earlier version kept in the database to the file, so advisors stay signed in", async () => {
    const earlier = "k".repeat(48);
    await suite.database.db.insert(siteSecrets).values({ name: "session", value: earlier });
    expect(await sessionSecret(suite.database.db, { DATA_DIR: suite.settings.DATA_DIR })).toBe(earlier);
    expect(fs.readFileSync(keyFile(), "utf8")).toBe(earlier);
    expect(await suite.database.db.select().from(siteSecrets)).toEqual([]);
  });

  it("is AUTH_SECRET when set, with nothing kept anywhere", async () => {
    await suite.database.db.insert(siteSecrets).values({ name: "session", value: "k".repeat(48) });
    const configured = "a configured key that is long enough";
    expect(await sessionSecret(suite.database.db, { AUTH_SECRET: configured, DATA_DIR: suite.settings.DATA_DIR })).toBe(configured);
    expect(fs.existsSync(keyFile())).toBe(false);
    expect(await suite.database.db.select().from(siteSecrets)).toEqual([]);
  });
});
