import { describe, expect, it } from "vitest";
import { parseSettings, settingsWarnings } from "~/.server/settings";

describe("parseSettings", () => {
  it("needs nothing set: port 3000, embedded storage, no third parties", () => {
    const settings = parseSettings({});
    expect(settings.PORT).toBe(3000);
    expect(settings.HOST).toBe("0.0.0.0");
    expect(settings.ZONE_DATA_SOURCE_URL).toBeUndefined();
    expect(settings.CONTACT_WEBHOOK_URL).toBeUndefined();
    expect(settings.DATABASE_URL).toBeUndefined();
    expect(settings.ZONE_DATA_TIMEOUT_MS).toBe(5000);
    expect(settings.ZONE_DATA_CACHE_TTL_MS).toBe(60_000);
    expect(settings.DATA_DIR).toBe("./data");
    expect(settings.CONTACT_WEBHOOK_SECRET).toBeUndefined();
  });

  it("retries deliveries for more than a day and limits each client to 5 messages in 10 minutes", () => {
    const settings = parseSettings({});
    expect(settings.CONTACT_RELAY_BASE_DELAY_MS).toBe(5000);
    expect(settings.CONTACT_RELAY_MAX_DELAY_MS).toBe(86_400_000);
    expect(settings.CONTACT_RELAY_MAX_ATTEMPTS).toBe(8);
    expect(settings.CONTACT_RELAY_POLL_MS).toBe(1000);
    expect(settings.CONTACT_RATE_LIMIT_MAX).toBe(5);
    expect(settings.CONTACT_RATE_LIMIT_WINDOW_MS).toBe(600_000);
  });

  it("reads the relay and rate-limit settings", () => {
    expect(
      parseSettings({
        CONTACT_RELAY_BASE_DELAY_MS: "200",
        CONTACT_RELAY_MAX_ATTEMPTS: "3",
        CONTACT_RATE_LIMIT_MAX: "1000",
      }),
    ).toMatchObject({ CONTACT_RELAY_BASE_DELAY_MS: 200, CONTACT_RELAY_MAX_ATTEMPTS: 3, CONTACT_RATE_LIMIT_MAX: 1000 });
  });

  it("reads the variables that are set", () => {
    const settings = parseSettings({
      PORT: "8080",
      HOST: "127.0.0.1",
      ZONE_DATA_SOURCE_URL: "https://script.example/exec",
      CONTACT_WEBHOOK_URL: "http://127.0.0.1:9999/hook",
      CONTACT_WEBHOOK_SECRET: "a-long-enough-shared-secret",
      DATABASE_URL: "postgres://user:secret@localhost:5432/site",
      ZONE_DATA_TIMEOUT_MS: "2500",
    });
    expect(settings).toMatchObject({
      CONTACT_WEBHOOK_SECRET: "a-long-enough-shared-secret",
      PORT: 8080,
      HOST: "127.0.0.1",
      ZONE_DATA_SOURCE_URL: "https://script.example/exec",
      CONTACT_WEBHOOK_URL: "http://127.0.0.1:9999/hook",
      DATABASE_URL: "postgres://user:secret@localhost:5432/site",
      ZONE_DATA_TIMEOUT_MS: 2500,
    });
  });

  it("treats an empty variable as unset", () => {
    expect(parseSettings({ ZONE_DATA_SOURCE_URL: "", DATABASE_URL: "" })).toMatchObject({
      ZONE_DATA_SOURCE_URL: undefined,
      DATABASE_URL: undefined,
    });
  });

  it.each([
    [{ PORT: "http" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ ZONE_DATA_SOURCE_URL: "not a url" }, "ZONE_DATA_SOURCE_URL"],
    [{ CONTACT_WEBHOOK_URL: "ftp://files.example/hook" }, "CONTACT_WEBHOOK_URL"],
    [{ DATABASE_URL: "mysql://localhost/site" }, "DATABASE_URL"],
    [{ ZONE_DATA_TIMEOUT_MS: "-5" }, "ZONE_DATA_TIMEOUT_MS"],
    [{ CONTACT_RELAY_MAX_ATTEMPTS: "0" }, "CONTACT_RELAY_MAX_ATTEMPTS"],
    [{ CONTACT_RELAY_BASE_DELAY_MS: "soon" }, "CONTACT_RELAY_BASE_DELAY_MS"],
    [{ CONTACT_RATE_LIMIT_MAX: "1.5" }, "CONTACT_RATE_LIMIT_MAX"],
    [{ CONTACT_WEBHOOK_SECRET: "short" }, "CONTACT_WEBHOOK_SECRET"],
  ])("rejects %o with a message naming %s", (env, name) => {
    expect(() => parseSettings(env)).toThrow(new RegExp(`Invalid server settings:[\\s\\S]*${name}:`));
  });

  it("lists every bad variable at once", () => {
    expect(() => parseSettings({ PORT: "x", DATABASE_URL: "nope" })).toThrow(/PORT:[\s\S]*DATABASE_URL:/);
  });
});

describe("start-up warnings", () => {
  it("warns about an unsigned webhook in production, and names no secret", () => {
    const webhook = { CONTACT_WEBHOOK_URL: "https://hooks.example/x" };
    expect(settingsWarnings(parseSettings(webhook))).toEqual([expect.stringMatching(/^CONTACT_WEBHOOK_URL is set without CONTACT_WEBHOOK_SECRET/)]);
    expect(settingsWarnings(parseSettings({ ...webhook, CONTACT_WEBHOOK_SECRET: "s3cret-s3cret-s3cret" }))).toEqual([]);
    expect(settingsWarnings(parseSettings({ ...webhook, NODE_ENV: "development" }))).toEqual([]);
    expect(settingsWarnings(parseSettings({}))).toEqual([]);
  });
});
