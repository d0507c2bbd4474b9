// Two-factor sign-in for an advisor, on the account page and the advisor's code page: turned on
// with a code from the app (ten recovery codes shown once), then every sign-in waits for the code
// (or a recovery code, good once) and opens nothing of the advisor area or its .data answers
// meanwhile; wrong codes are held to the same hourly cap as staff codes, and
// turning it off takes the password and a code.
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postForm } from "./support/site-client";
import { advisorSignedIn, signIn, staffBackends, startStaffServer, totpKeyIn } from "./support/staff";

const PASSWORD = "blue kettle morning 42";

/** The session cookie an answer sets. */
const cookieFrom = (answer: Response) =>
  answer.headers
    .getSetCookie()
    .map((header) => header.split(";")[0])
    .join("; ");

const recoveryCodesIn = (html: string) =>
  [...html.matchAll(/<li>([a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4})<\/li>/g)].map((m) => m[1]!);

describe("an advisor's two-factor sign-in", () => {
  let server: Awaited<ReturnType<typeof startStaffServer>>;
  beforeAll(async () => {
    server = await startStaffServer(staffBackends[0], {});
  });
  afterAll(async () => server?.stop());

  const get = (pathname: string, cookie?: string) =>
    fetch(server.app.baseURL + pathname, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
  const account = (fields: Record<string, string>, cookie: string, client = "198.51.100.70") =>
    postForm(server.app.baseURL, "/advisor/account", fields, { cookie, client });
  const codeAt = (secret: string, offsetMs: number) =>
    TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + offsetMs });

  /** An advisor with two-factor sign-in turned on through the account page: the key, the recovery codes, the session. */
  async function turnedOn(email: string, client: string) {
    const { cookie } = await advisorSignedIn(server.app.baseURL, server.storage, email, client);
    expect(await (await get("/advisor/account", cookie)).text()).toContain("Two-factor sign-in is off.");
    expect((await account({ intent: "two-factor-start" }, cookie, client)).status).toBe(200);
    const secret = totpKeyIn(await (await get("/advisor/account", cookie)).text()) ?? "";
    expect(secret).toHaveLength(32);
    const wrong = await account({ intent: "two-factor-on", code: "000000" }, cookie, client);
    expect(wrong.status).toBe(400);
    const on = await account({ intent: "two-factor-on", code: codeAt(secret, -30_000) }, cookie, client);
    expect([on.status, on.headers.get("location")]).toEqual([302, "/advisor/account#two-factor"]);
    // The session goes on under a new token; the codes come to the page once, sealed in a cookie it clears.
    const session = cookieFrom(on)
      .split("; ")
      .filter((part) => !part.startsWith("recovery-codes="))
      .join("; ");
    expect(session).not.toBe(cookie);
    const shown = await get("/advisor/account", cookieFrom(on));
    expect(shown.headers.getSetCookie().some((header) => /^recovery-codes=;.*Max-Age=0/.test(header))).toBe(true);
    const codes = recoveryCodesIn(await shown.text());
    return { secret, codes, cookie: session };
  }

  it("turns on with a code, shows ten recovery codes once, and asks every sign-in for the code", async () => {
    const { secret, codes, cookie } = await turnedOn("ada@advisors.example", "198.51.100.71");
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const page = await (await get("/advisor/account", cookie)).text();
    expect(page).toContain("Two-factor sign-in is on");
    expect(page).toContain("Recovery codes left: 10 of 10.");
    // Shown once: the page never shows them again.
    expect(recoveryCodesIn(page)).toEqual([]);

    const waiting = await signIn(server.app.baseURL, "ada@advisors.example", PASSWORD, "198.51.100.72");
    expect(waiting.location).toBe("/advisor/two-factor?redirectTo=%2Fadvisor");
    // The password alone opens nothing of the advisor area: pages, .data answers, advisor-only figures.
    for (const path of ["/advisor", "/advisor/account", "/advisor/saved-views", "/advisor/downloads/models/2.pdf"]) {
      const held = await get(path, waiting.cookie);
      expect([held.status, held.headers.get("location"), held.headers.get("cache-control")], path).toEqual([
        302,
        `/advisor/two-factor?redirectTo=${encodeURIComponent(path)}`,
        "private, no-store",
      ]);
    }
    const data = await get("/advisor.data", waiting.cookie);
    const dataText = await data.text();
    expect(dataText).toContain("/advisor/two-factor");
    expect(dataText).not.toContain("Avery");
    expect((await account({ intent: "two-factor-off", password: PASSWORD, code: codeAt(secret, 0) }, waiting.cookie)).status).toBe(302);

    expect(
      (await postForm(server.app.baseURL, "/advisor/two-factor?redirectTo=%2Fadvisor", { code: "123456" }, { cookie: waiting.cookie }))
        .status,
    ).toBe(400);
    const given = await postForm(
      server.app.baseURL,
      "/advisor/two-factor?redirectTo=%2Fadvisor%2Fsaved-views",
      { code: codeAt(secret, 30_000) },
      { cookie: waiting.cookie },
    );
    expect([given.status, given.headers.get("location")]).toEqual([302, "/advisor/saved-views"]);
    // A new token comes with the code: the one given out before it opens nothing.
    const complete = cookieFrom(given);
    expect(complete).not.toBe(waiting.cookie);
    expect((await get("/advisor", complete)).status).toBe(200);
    expect(await (await get("/advisor.data", complete)).text()).toContain("Avery");
    expect((await get("/advisor", waiting.cookie)).headers.get("location")).toMatch(/^\/login/);
  });

  it("lets a recovery code sign in once", async () => {
    const { codes } = await turnedOn("bea@advisors.example", "198.51.100.73");
    const first = await signIn(server.app.baseURL, "bea@advisors.example", PASSWORD, "198.51.100.74");
    const used = await postForm(
      server.app.baseURL,
      "/advisor/two-factor?redirectTo=%2Fadvisor",
      { code: codes[3]!.toUpperCase() },
      { cookie: first.cookie },
    );
    expect([used.status, used.headers.get("location")]).toEqual([302, "/advisor"]);
    expect(await (await get("/advisor/account", cookieFrom(used))).text()).toContain("Recovery codes left: 9 of 10.");
    const second = await signIn(server.app.baseURL, "bea@advisors.example", PASSWORD, "198.51.100.75");
    const again = await postForm(
      server.app.baseURL,
      "/advisor/two-factor?redirectTo=%2Fadvisor",
      { code: codes[3]! },
      { cookie: second.cookie },
    );
    expect(again.status).toBe(400);
    expect((await get("/advisor", second.cookie)).status).toBe(302);
  });

  it("checks no more than ten codes an hour for an account, even after a new sign-in", async () => {
    const { secret } = await turnedOn("cal@advisors.example", "198.51.100.76");
    const guessing = await signIn(server.app.baseURL, "cal@advisors.example", PASSWORD, "198.51.100.77");
    for (let i = 0; i < 10; i++) {
      const wrong = await postForm(
        server.app.baseURL,
        "/advisor/two-factor",
        { code: "000000" },
        { cookie: guessing.cookie, client: `203.0.113.${i + 1}` },
      );
      expect(wrong.status).toBe(400);
    }
    const capped = await postForm(
      server.app.baseURL,
      "/advisor/two-factor",
      { code: codeAt(secret, 30_000) },
      { cookie: guessing.cookie, client: "203.0.113.20" },
    );
    expect([capped.status, Number(capped.headers.get("retry-after")) > 0]).toEqual([429, true]);
    const again = await signIn(server.app.baseURL, "cal@advisors.example", PASSWORD, "198.51.100.78");
    const still = await postForm(
      server.app.baseURL,
      "/advisor/two-factor",
      { code: codeAt(secret, 30_000) },
      { cookie: again.cookie, client: "198.51.100.78" },
    );
    expect(still.status).toBe(429);
    expect((await get("/advisor", again.cookie)).status).toBe(302);
  });

  it("turns off only with the password and a code", async () => {
    const { secret, cookie } = await turnedOn("dee@advisors.example", "198.51.100.79");
    const off = (fields: Record<string, string>) => account({ intent: "two-factor-off", ...fields }, cookie, "198.51.100.80");
    expect((await off({ code: codeAt(secret, 0) })).status).toBe(400);
    expect((await off({ password: "not the password 99", code: codeAt(secret, 0) })).status).toBe(400);
    expect((await off({ password: PASSWORD, code: "000000" })).status).toBe(400);
    expect((await off({ password: PASSWORD })).status).toBe(400);
    expect(await (await get("/advisor/account", cookie)).text()).toContain("Recovery codes left: 10 of 10.");
    const done = await off({ password: PASSWORD, code: codeAt(secret, 30_000) });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("Two-factor sign-in is off.");
    const plain = await signIn(server.app.baseURL, "dee@advisors.example", PASSWORD, "198.51.100.81");
    expect(plain.location).toBe("/advisor");
    expect((await get("/advisor", plain.cookie)).status).toBe(200);
  });
});
