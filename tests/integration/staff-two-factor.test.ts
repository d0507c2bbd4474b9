// Two-factor sign-in for staff with STAFF_REQUIRE_TOTP, on both storage back ends: a new admin
// must set it up before the console opens; afterwards the password alone leads only to the
// code's page (and to nothing of the advisor area), a wrong or spent code is refused; a visitor gets a 404 there as everywhere in /staff.
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postForm } from "./support/site-client";
import { acceptInvitation, signIn, STAFF_PASSWORD, staffBackends, staffCommand, startStaffServer } from "./support/staff";

/** The code an authenticator app shows now for `secret` (base32). */
const codeFor = (secret: string) => TOTP.generate({ secret: Secret.fromBase32(secret) });

describe.each(staffBackends)("two-factor sign-in on $name", (backend) => {
  let server: Awaited<ReturnType<typeof startStaffServer>>;
  beforeAll(async () => {
    server = await startStaffServer(backend, { STAFF_REQUIRE_TOTP: "true" });
  });
  afterAll(async () => server?.stop());

  const get = (pathname: string, cookie?: string) =>
    fetch(server.app.baseURL + pathname, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });

  it("makes staff set it up, then asks every sign-in for the code", async () => {
    const { app, storage } = server;
    await staffCommand(["invite", "tess@firm.example", "--role", "admin"], storage);
    const first = await acceptInvitation(app.baseURL, storage, "tess@firm.example", "198.51.100.30");
    expect(first.location).toBe("/staff");
    for (const path of ["/staff", "/staff/leads", "/staff/audit"]) {
      const answer = await get(path, first.cookie);
      expect([answer.status, answer.headers.get("location")], path).toEqual([302, "/staff/security"]);
    }
    expect((await get("/staff/security", first.cookie)).status).toBe(200);

    expect((await postForm(app.baseURL, "/staff/security", { intent: "start" }, { cookie: first.cookie })).status).toBe(302);
    const page = await (await get("/staff/security", first.cookie)).text();
    const secret = /font-mono text-base break-all">([A-Z2-7]{32})</.exec(page)?.[1] ?? "";
    expect(secret).toHaveLength(32);
    expect(page).toContain(`otpauth://totp/`);

    const wrong = await postForm(app.baseURL, "/staff/security", { intent: "confirm", code: "000000" }, { cookie: first.cookie });
    expect(wrong.status).toBe(400);
    expect((await get("/staff", first.cookie)).status).toBe(302);
    const confirmed = codeFor(secret);
    const on = await postForm(app.baseURL, "/staff/security", { intent: "confirm", code: confirmed }, { cookie: first.cookie });
    expect(on.headers.get("location")).toBe("/staff/security?done=enabled");
    expect((await get("/staff", first.cookie)).status).toBe(200);

    const second = await signIn(app.baseURL, "tess@firm.example", STAFF_PASSWORD, "198.51.100.31");
    expect(second.location).toBe("/staff/two-factor");
    const held = await get("/staff/leads", second.cookie);
    expect([held.status, held.headers.get("location"), held.headers.get("cache-control")]).toEqual([
      302,
      "/staff/two-factor",
      "private, no-store",
    ]);
    // The password alone opens nothing an advisor would see either.
    const advisorArea = await get("/advisor/saved-views", second.cookie);
    expect([advisorArea.status, advisorArea.headers.get("location")]).toEqual([302, "/staff/two-factor"]);
    expect((await postForm(app.baseURL, "/staff/two-factor", { code: "123456" }, { cookie: second.cookie })).status).toBe(400);
    // A code already accepted (seen over a shoulder, or replayed) is refused.
    expect((await postForm(app.baseURL, "/staff/two-factor", { code: confirmed }, { cookie: second.cookie })).status).toBe(400);
    expect((await get("/staff/leads", second.cookie)).status).toBe(302);
    const next = TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + 30_000 });
    const given = await postForm(app.baseURL, "/staff/two-factor", { code: next }, { cookie: second.cookie });
    expect([given.status, given.headers.get("location")]).toEqual([302, "/staff"]);
    expect((await get("/staff/leads", second.cookie)).status).toBe(200);

    const audit = (await (await get("/staff/audit", second.cookie)).text()).replaceAll("<!-- -->", "");
    expect(audit).toMatch(/tess@firm\.example<\/span> · two-factor on/);
    expect(audit).toContain("code given");
  });

  it("answers 404 on the code's page to anyone who is not staff", async () => {
    const answer = await get("/staff/two-factor");
    expect([answer.status, answer.headers.get("cache-control")]).toEqual([404, "private, no-store"]);
    expect((await postForm(server.app.baseURL, "/staff/two-factor", { code: "123456" })).status).toBe(404);
  });
});
