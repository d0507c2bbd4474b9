import { describe, expect, it } from "vitest";
import { LIVE_STAGE_SETTINGS, missingServerSettings, parseSettings, settingsWarnings, siteUrlOf } from "~/.server/settings";

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
    expect(settings.ZONE_DATA_FAILURE_TTL_MS).toBe(5000);
    expect(settings.ZONE_DATA_REFRESH_INTERVAL_MS).toBe(10_000);
    expect(settings.ZONE_DATA_APPROVAL).toBe("off");
    expect(settings.CONTACT_WEBHOOK_SECRET).toBeUndefined();
    expect(settings.ALLOW_INSECURE_OUTBOUND).toBe(false);
  });

  it("serves only the approved zone dataset with ZONE_DATA_APPROVAL=required, and refuses another word", () => {
    expect(parseSettings({ ZONE_DATA_APPROVAL: "required" }).ZONE_DATA_APPROVAL).toBe("required");
    expect(() => parseSettings({ ZONE_DATA_APPROVAL: "sometimes" })).toThrow(/ZONE_DATA_APPROVAL/);
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

  it("sends 120 followers' mails a minute per process, and reads another rate", () => {
    expect(parseSettings({}).MAIL_SEND_PER_MINUTE).toBe(120);
    expect(parseSettings({ MAIL_SEND_PER_MINUTE: "600" }).MAIL_SEND_PER_MINUTE).toBe(600);
    expect(() => parseSettings({ MAIL_SEND_PER_MINUTE: "0" })).toThrow(/MAIL_SEND_PER_MINUTE: must be at least 1/);
    expect(() => parseSettings({ MAIL_SEND_PER_MINUTE: "fast" })).toThrow(/MAIL_SEND_PER_MINUTE: must be a number of mails/);
  });

  it("limits each client to 30 proposal PDFs a minute, and reads another limit", () => {
    expect(parseSettings({})).toMatchObject({ PROPOSAL_RATE_LIMIT_MAX: 30, PROPOSAL_RATE_LIMIT_WINDOW_MS: 60_000 });
    expect(parseSettings({ PROPOSAL_RATE_LIMIT_MAX: "5", PROPOSAL_RATE_LIMIT_WINDOW_MS: "1000" })).toMatchObject({
      PROPOSAL_RATE_LIMIT_MAX: 5,
      PROPOSAL_RATE_LIMIT_WINDOW_MS: 1000,
    });
    expect(() => parseSettings({ PROPOSAL_RATE_LIMIT_MAX: "0" })).toThrow(/PROPOSAL_RATE_LIMIT_MAX: must be at least 1/);
  });

  it("keeps contact messages 5 years before a deletion must be forced, and reads another retention", () => {
    expect(parseSettings({}).CONTACT_RETENTION_MIN_YEARS).toBe(5);
    expect(parseSettings({ CONTACT_RETENTION_MIN_YEARS: "7" }).CONTACT_RETENTION_MIN_YEARS).toBe(7);
    expect(parseSettings({ CONTACT_RETENTION_MIN_YEARS: "0" }).CONTACT_RETENTION_MIN_YEARS).toBe(0);
    expect(() => parseSettings({ CONTACT_RETENTION_MIN_YEARS: "-1" })).toThrow(/CONTACT_RETENTION_MIN_YEARS: must be 0 or more/);
    expect(() => parseSettings({ CONTACT_RETENTION_MIN_YEARS: "2.5" })).toThrow(
      /CONTACT_RETENTION_MIN_YEARS: must be a whole number of years/,
    );
    expect(() => parseSettings({ CONTACT_RETENTION_MIN_YEARS: "five" })).toThrow(/CONTACT_RETENTION_MIN_YEARS: must be a number of years/);
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
      ALLOW_INSECURE_OUTBOUND: "true",
      DATABASE_URL: "postgres://user:secret@localhost:5432/site",
      ZONE_DATA_TIMEOUT_MS: "2500",
    });
    expect(settings).toMatchObject({
      CONTACT_WEBHOOK_SECRET: "a-long-enough-shared-secret",
      ALLOW_INSECURE_OUTBOUND: true,
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
    [{ ALLOW_INSECURE_OUTBOUND: "yes" }, "ALLOW_INSECURE_OUTBOUND"],
    [{ ZONE_DATA_FAILURE_TTL_MS: "0" }, "ZONE_DATA_FAILURE_TTL_MS"],
  ])("rejects %o with a message naming %s", (env, name) => {
    expect(() => parseSettings(env)).toThrow(new RegExp(`Invalid server settings:[\\s\\S]*${name}:`));
  });

  it("ends a staff session 8 hours after sign-in or 30 idle minutes, and asks for the password again after 5 minutes", () => {
    expect(parseSettings({})).toMatchObject({
      STAFF_SESSION_MAX_AGE_MINUTES: 480,
      STAFF_SESSION_IDLE_MINUTES: 30,
      STAFF_REAUTH_MINUTES: 5,
    });
    expect(
      parseSettings({ STAFF_SESSION_MAX_AGE_MINUTES: "60", STAFF_SESSION_IDLE_MINUTES: "10", STAFF_REAUTH_MINUTES: "2" }),
    ).toMatchObject({ STAFF_SESSION_MAX_AGE_MINUTES: 60, STAFF_SESSION_IDLE_MINUTES: 10, STAFF_REAUTH_MINUTES: 2 });
    expect(() => parseSettings({ STAFF_SESSION_MAX_AGE_MINUTES: "0" })).toThrow(/STAFF_SESSION_MAX_AGE_MINUTES: must be at least 1/);
    expect(() => parseSettings({ STAFF_SESSION_IDLE_MINUTES: "1.5" })).toThrow(/STAFF_SESSION_IDLE_MINUTES: must be a whole number/);
    expect(() => parseSettings({ STAFF_REAUTH_MINUTES: "61" })).toThrow(/STAFF_REAUTH_MINUTES: must be at most 60/);
    expect(() => parseSettings({ STAFF_SESSION_MAX_AGE_MINUTES: "ever" })).toThrow(/STAFF_SESSION_MAX_AGE_MINUTES: must be a number/);
  });

  it("lists every bad variable at once", () => {
    expect(() => parseSettings({ PORT: "x", DATABASE_URL: "nope" })).toThrow(/PORT:[\s\S]*DATABASE_URL:/);
  });
});

/** Everything SITE_STAGE=live asks for. */
const live = { ...LIVE_STAGE_SETTINGS, SITE_URL: "https://advisors.example.com", SMTP_URL: "smtps://mail.example.com:465" };

describe("SITE_STAGE", () => {
  it("is preview unless told: the server warns about the content check's findings and starts", () => {
    expect(parseSettings({}).SITE_STAGE).toBe("preview");
    expect(parseSettings({ SITE_STAGE: "" }).SITE_STAGE).toBe("preview");
  });
  it("reads live, in any case", () => {
    expect(parseSettings({ SITE_STAGE: " Live ", ...live }).SITE_STAGE).toBe("live");
  });
  it("refuses anything else, naming it", () => {
    expect(() => parseSettings({ SITE_STAGE: "production" })).toThrow(/SITE_STAGE: must be preview or live/);
  });
  it("live needs hypothetical figures for approved advisors only, approved zone data, staff's second factor and mails that reach the public site, naming each setting left open", () => {
    expect(() => parseSettings({ SITE_STAGE: "live" })).toThrow(
      new RegExp(
        [
          "ZONE_PROJECTIONS: must be advisors with SITE_STAGE=live",
          "ADVISOR_APPROVAL: must be staff with SITE_STAGE=live",
          "ZONE_DATA_APPROVAL: must be required with SITE_STAGE=live",
          "STAFF_REQUIRE_TOTP: must be true with SITE_STAGE=live",
          "SITE_URL: must be the site's https address with SITE_STAGE=live",
          "SMTP_URL: must be set with SITE_STAGE=live",
        ].join("[\\s\\S]*"),
      ),
    );
    expect(() => parseSettings({ SITE_STAGE: "live", ...live, ZONE_DATA_APPROVAL: "off" })).toThrow(
      /^Invalid server settings:\n {2}ZONE_DATA_APPROVAL: must be required with SITE_STAGE=live$/,
    );
    expect(() => parseSettings({ SITE_STAGE: "live", ...live, STAFF_REQUIRE_TOTP: "false" })).toThrow(
      /^Invalid server settings:\n {2}STAFF_REQUIRE_TOTP: must be true with SITE_STAGE=live$/,
    );
    // Mailed links to a plain-http address would send an advisor's unsubscribe link in the clear.
    expect(() => parseSettings({ SITE_STAGE: "live", ...live, SITE_URL: "http://advisors.example.com" })).toThrow(
      /^Invalid server settings:\n {2}SITE_URL: must be the site's https address with SITE_STAGE=live$/,
    );
    expect(parseSettings({ SITE_STAGE: "live", ...live })).toMatchObject({ ...live, STAFF_REQUIRE_TOTP: true });
    // A preview (a staging copy) may show the spec's behaviour.
    expect(parseSettings({ SITE_STAGE: "preview" })).toMatchObject({ ZONE_PROJECTIONS: "public", ZONE_DATA_APPROVAL: "off" });
  });
});

describe("TRUST_PROXY", () => {
  it("trusts no proxy unless told", () => {
    expect(parseSettings({}).TRUST_PROXY).toBe(false);
    expect(parseSettings({ TRUST_PROXY: "" }).TRUST_PROXY).toBe(false);
  });
  it("reads a hop count or a list of addresses", () => {
    expect(parseSettings({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(parseSettings({ TRUST_PROXY: "loopback, 10.0.0.0/8" }).TRUST_PROXY).toEqual(["loopback", "10.0.0.0/8"]);
  });
  it("refuses anything else", () => {
    expect(() => parseSettings({ TRUST_PROXY: "everyone" })).toThrow(/TRUST_PROXY/);
  });
});

describe("outbound addresses in production", () => {
  const httpsOnly = /ZONE_DATA_SOURCE_URL: must be an https URL in production/;

  it.each(["ZONE_DATA_SOURCE_URL", "CONTACT_WEBHOOK_URL"])("refuses a plain http %s at start-up, naming it", (name) => {
    expect(() => parseSettings({ [name]: "http://automation.example/hook" })).toThrow(
      new RegExp(`Invalid server settings:\\n  ${name}: must be an https URL in production`),
    );
    expect(() => parseSettings({ NODE_ENV: "production", [name]: "http://127.0.0.1:9999/hook" })).toThrow(name);
  });

  it("accepts https", () => {
    const settings = parseSettings({
      ZONE_DATA_SOURCE_URL: "https://script.google.com/macros/s/abc/exec",
      CONTACT_WEBHOOK_URL: "https://hooks.example/x",
    });
    expect(settings.ZONE_DATA_SOURCE_URL).toBe("https://script.google.com/macros/s/abc/exec");
  });

  it("accepts plain http to this machine only with ALLOW_INSECURE_OUTBOUND=true", () => {
    for (const url of ["http://127.0.0.1:4000/macros/exec", "http://localhost:4000/x", "http://[::1]:4000/x"]) {
      expect(parseSettings({ ZONE_DATA_SOURCE_URL: url, ALLOW_INSECURE_OUTBOUND: "true" }).ZONE_DATA_SOURCE_URL).toBe(url);
    }
    for (const url of ["http://10.0.0.5/x", "http://sheet.example/x"]) {
      expect(() => parseSettings({ ZONE_DATA_SOURCE_URL: url, ALLOW_INSECURE_OUTBOUND: "true" })).toThrow(httpsOnly);
    }
  });

  it("leaves development and tests free to use any http(s) address", () => {
    for (const NODE_ENV of ["development", "test"]) {
      expect(parseSettings({ NODE_ENV, ZONE_DATA_SOURCE_URL: "http://sheet.lan:8080/x" }).ZONE_DATA_SOURCE_URL).toBe(
        "http://sheet.lan:8080/x",
      );
    }
  });
});

describe("start-up warnings", () => {
  // A site that names its public address: the warnings below are about the rest.
  const site = { SITE_URL: "https://advisors.example" };

  it("warns about an unsigned webhook and the test switch in production, and names no secret", () => {
    const webhook = { ...site, CONTACT_WEBHOOK_URL: "https://hooks.example/x" };
    expect(settingsWarnings(parseSettings(webhook))).toEqual([
      expect.stringMatching(/^CONTACT_WEBHOOK_URL is set without CONTACT_WEBHOOK_SECRET/),
    ]);
    expect(settingsWarnings(parseSettings({ ...webhook, CONTACT_WEBHOOK_SECRET: "s3cret-s3cret-s3cret" }))).toEqual([]);
    expect(settingsWarnings(parseSettings({ ...site, ALLOW_INSECURE_OUTBOUND: "true" }))).toEqual([
      expect.stringMatching(/^ALLOW_INSECURE_OUTBOUND is true/),
    ]);
    expect(settingsWarnings(parseSettings({ ...webhook, NODE_ENV: "development", ALLOW_INSECURE_OUTBOUND: "true" }))).toEqual([]);
    expect(settingsWarnings(parseSettings(site))).toEqual([]);
  });

  it("warns in production when the links in mails point to this machine because SITE_URL is unset", () => {
    expect(settingsWarnings(parseSettings({ PORT: "8080" }))).toEqual([
      "SITE_URL is not set: the links in mails point to http://localhost:8080; set it to the site's public address",
    ]);
    expect(settingsWarnings(parseSettings({ NODE_ENV: "development" }))).toEqual([]);
  });
});

describe("the site's own address", () => {
  it("comes from SITE_URL, else from the port, never from a request", () => {
    expect(siteUrlOf(parseSettings({ SITE_URL: "https://advisors.example/" }))).toBe("https://advisors.example");
    expect(siteUrlOf(parseSettings({}))).toBe("http://localhost:3000");
    expect(siteUrlOf(parseSettings({ PORT: "4173" }))).toBe("http://localhost:4173");
  });
});

describe("what the server needs beyond the commands", () => {
  const postgres = { DATABASE_URL: "postgres://site@db.internal/site" };

  it("requires AUTH_SECRET in production with DATABASE_URL, naming it", () => {
    expect(missingServerSettings(parseSettings(postgres))).toEqual([
      expect.stringMatching(/^AUTH_SECRET: must be set in production when DATABASE_URL is set/),
    ]);
    expect(missingServerSettings(parseSettings({ ...postgres, AUTH_SECRET: "k".repeat(32) }))).toEqual([]);
  });

  it("needs nothing on a fresh machine, nor in development", () => {
    expect(missingServerSettings(parseSettings({}))).toEqual([]);
    expect(missingServerSettings(parseSettings({ ...postgres, NODE_ENV: "development" }))).toEqual([]);
  });
});
