// Two-factor sign-in for staff with STAFF_REQUIRE_TOTP, on PostgreSQL (ADR 0029): a new admin
// sets it up while accepting the invitation (a code from the app with the password), so the
// password alone never opens a session; afterwards the password leads only to the code's page (and
// to nothing of the advisor area), a wrong or spent code is refused, the right one gives the
// session a new token; a visitor gets a 404 there as everywhere in /staff.
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postForm, tokenIn } from "./support/site-client";
import {
  acceptInvitation,
  mailTo,
  signIn,
  STAFF_PASSWORD,
  staffBehaviourBackends,
  staffCommand,
  startStaffServer,
  setupNonceIn,
  totpKeyIn,
} from "./support/staff";

/** The session cookie an answer sets. */
const cookieFrom = (answer: Response) =>
  answer.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");

describe.each(staffBehaviourBackends)("two-factor sign-in on $name", (backend) => {
  let server: Awaited<ReturnType<typeof startStaffServer>>;
  beforeAll(async () => {
    server = await startStaffServer(backend, { STAFF_REQUIRE_TOTP: "true" });
  });
  afterAll(async () => server?.stop());

  const get = (pathname: string, cookie?: string) =>
    fetch(server.app.baseURL + pathname, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });

  it("sets it up with the invitation, then asks every sign-in for the code", async () => {
    const { app, storage } = server;
    await staffCommand(["invite", "tess@firm.example", "--role", "admin"], storage);
    // The invitation shows a key for an authenticator app and wants a code from it with the password.
    const token = tokenIn((await mailTo(storage, "tess@firm.example", "staff-invitation")).text, "/accept-invitation");
    const invitation = await (await get(`/accept-invitation?token=${token}`)).text();
    const secret = totpKeyIn(invitation) ?? "";
    expect(secret).toHaveLength(32);
    expect(invitation).toContain("otpauth://totp/");
    const setupNonce = setupNonceIn(invitation) ?? "";
    // Showing it stored nothing, and each view shows a key of its own: whoever opened the link
    // first (a mail scanner, a forwarded copy) does not hold the key the staff member sets up.
    const scanned = await (await get(`/accept-invitation?token=${token}`)).text();
    const scannedKey = totpKeyIn(scanned) ?? "";
    expect(scannedKey).toHaveLength(32);
    expect(scannedKey).not.toBe(secret);
    const accept = (fields: Record<string, string>) =>
      postForm(
        app.baseURL,
        `/accept-invitation?token=${token}`,
        { token, password: STAFF_PASSWORD, ...fields },
        { client: "198.51.100.30" },
      );
    const codeOf = (key: string) => TOTP.generate({ secret: Secret.fromBase32(key), timestamp: Date.now() - 30_000 });
    for (const fields of [
      {},
      { code: "000000", setupNonce },
      { code: "12 34", setupNonce },
      // A right code without the nonce of the view it came from, or with another view's.
      { code: codeOf(secret) },
      { code: codeOf(secret), setupNonce: setupNonceIn(scanned) ?? "" },
    ] as Record<string, string>[])
      expect((await accept(fields)).status, JSON.stringify(fields)).toBe(400);
    // A wrong or missing code spent nothing: the link still works.
    expect(totpKeyIn(await (await get(`/accept-invitation?token=${token}`)).text())).toHaveLength(32);
    const confirmed = codeOf(secret);
    expect((await accept({ code: confirmed, setupNonce })).status).toBe(200);

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
    // A new token comes with the code: the one given out before it (fixation) opens nothing.
    const complete = cookieFrom(given);
    expect(complete).not.toBe(second.cookie);
    expect((await get("/staff/leads", complete)).status).toBe(200);
    expect((await get("/staff/leads", second.cookie)).status).toBe(404);

    const audit = (await (await get("/staff/audit", complete)).text()).replaceAll("<!-- -->", "");
    expect(audit).toMatch(/tess@firm\.example<\/span> · two-factor on/);
    expect(audit).toContain("code given");
  });

  it("checks no more than ten codes an hour for an account, whoever tries them, even after a new sign-in", async () => {
    const { app, storage } = server;
    await staffCommand(["invite", "cap@firm.example", "--role", "staff"], storage);
    const { secret = "" } = await acceptInvitation(app.baseURL, storage, "cap@firm.example", "198.51.100.50");
    expect(secret).toHaveLength(32);

    // Ten wrong codes, each from an address of its own, as a spread-out guesser would send them.
    const guessing = await signIn(app.baseURL, "cap@firm.example", STAFF_PASSWORD, "198.51.100.51");
    for (let i = 0; i < 10; i++) {
      const wrong = await postForm(
        app.baseURL,
        "/staff/two-factor",
        { code: "000000" },
        { cookie: guessing.cookie, client: `203.0.113.${i + 1}` },
      );
      expect(wrong.status).toBe(400);
    }
    // Past the cap even the right code is not checked, and a new sign-in does not reset the count.
    const next = () => TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + 30_000 });
    const capped = await postForm(app.baseURL, "/staff/two-factor", { code: next() }, { cookie: guessing.cookie, client: "203.0.113.20" });
    expect([capped.status, Number(capped.headers.get("retry-after")) > 0]).toEqual([429, true]);
    const again = await signIn(app.baseURL, "cap@firm.example", STAFF_PASSWORD, "198.51.100.52");
    const still = await postForm(app.baseURL, "/staff/two-factor", { code: next() }, { cookie: again.cookie, client: "198.51.100.52" });
    expect(still.status).toBe(429);
    expect((await get("/staff/leads", again.cookie)).headers.get("location")).toBe("/staff/two-factor");
  });

  it("answers 404 on the code's page to anyone who is not staff", async () => {
    const answer = await get("/staff/two-factor");
    expect([answer.status, answer.headers.get("cache-control")]).toEqual([404, "private, no-store"]);
    expect((await postForm(server.app.baseURL, "/staff/two-factor", { code: "123456" })).status).toBe(404);
  });
});
