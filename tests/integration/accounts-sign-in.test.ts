// Sign-in through the site's service on both storage back ends: a session per sign-in (the
// browser's old one ended), one answer for a wrong password and an unknown address, a fresh
// link for an unverified address, and the throttle per client and per account.
import { beforeEach, describe, expect, it } from "vitest";
import { createThrottle, type LoginRules } from "~/.server/accounts/login-throttle";
import type { AccountServices } from "~/.server/accounts/services";
import { signIn } from "~/.server/accounts/sign-in";
import type { Database } from "~/.server/db/database";
import { advisorSessions } from "~/.server/db/schema";
import { listMails } from "~/.server/mail/stored-mails";
import { makeAdvisor, PASSWORD as password, SITE, withAccountServices } from "./support/accounts";
import { backends } from "./support/databases";
const rules: LoginRules = {
  client: { scope: "login-client", max: 6, windowMs: 60_000 },
  account: { scope: "login-account", max: 3, windowMs: 60_000 },
};

describe.each(backends)("signing in on $name", (backend) => {
  let database: Database;
  let accounts: AccountServices;
  withAccountServices(backend, (opened) => ({ database, accounts } = opened));
  beforeEach(async () => {
    await database.db.execute("TRUNCATE rate_limits");
  });

  const advisor = (email: string, verified = true) => makeAdvisor(accounts, email, verified);

  const request = (cookie?: string) => new Request(`${SITE}/login`, { method: "POST", headers: cookie ? { cookie } : {} });
  const throttle = () => createThrottle(database.db, accounts.base.limits, rules);

  it("starts a new session at each sign-in and ends the one the browser held", async () => {
    await advisor("jane@advisors.example");
    const first = await signIn(accounts, throttle(), request(), "192.0.2.1", { email: "Jane@Advisors.example", password });
    expect(first).toMatchObject({ ok: true, firstName: "Jane" });
    const cookie = (first.ok ? first.headers.getSetCookie()[0]! : "").split(";")[0]!;
    const second = await signIn(accounts, throttle(), request(cookie), "192.0.2.1", { email: "jane@advisors.example", password });
    expect(second.ok).toBe(true);
    const sessions = await database.db.select().from(advisorSessions);
    expect(sessions).toHaveLength(1);
    expect(cookie).not.toContain(sessions[0]!.token);
  });

  it("answers a wrong password and an unknown address alike", async () => {
    await advisor("jane@advisors.example");
    expect(await signIn(accounts, throttle(), request(), "192.0.2.2", { email: "jane@advisors.example", password: "wrong password here" })).toEqual({
      ok: false,
      problem: "invalid-credentials",
    });
    expect(await signIn(accounts, throttle(), request(), "192.0.2.2", { email: "nobody@advisors.example", password })).toEqual({
      ok: false,
      problem: "invalid-credentials",
    });
  });

  it("tells an unverified address with the right password, and mails it a fresh link", async () => {
    await advisor("new@advisors.example", false);
    const outcome = await signIn(accounts, throttle(), request(), "192.0.2.3", { email: "new@advisors.example", password });
    expect(outcome).toMatchObject({ ok: false, problem: "unverified" });
    expect((await listMails(database.db)).filter((mail) => mail.purpose === "verify-email")).toHaveLength(2);
    const wrong = await signIn(accounts, throttle(), request(), "192.0.2.3", { email: "new@advisors.example", password: "wrong password here" });
    expect(wrong).toEqual({ ok: false, problem: "invalid-credentials" });
  });

  it("holds an account after repeated failures from any client, without counting refused attempts", async () => {
    await advisor("jane@advisors.example");
    for (let attempt = 0; attempt < 3; attempt++) {
      const outcome = await signIn(accounts, throttle(), request(), `198.51.100.${attempt}`, { email: "jane@advisors.example", password: "wrong password here" });
      expect(outcome).toMatchObject({ problem: "invalid-credentials" });
    }
    // Even the right password waits for the window to end.
    const held = await signIn(accounts, throttle(), request(), "198.51.100.9", { email: "jane@advisors.example", password });
    expect(held).toMatchObject({ ok: false, problem: "throttled" });
    expect(held.ok === false && held.problem === "throttled" && held.retryAfterSeconds).toBeGreaterThan(0);
    // Another account is not affected.
    await advisor("other@advisors.example");
    expect((await signIn(accounts, throttle(), request(), "198.51.100.9", { email: "other@advisors.example", password })).ok).toBe(true);
  });

  it("limits the attempts of one client across accounts", async () => {
    for (let attempt = 0; attempt < 6; attempt++) {
      const outcome = await signIn(accounts, throttle(), request(), "203.0.113.7", { email: `guess${attempt}@advisors.example`, password });
      expect(outcome).toMatchObject({ problem: "invalid-credentials" });
    }
    expect(await signIn(accounts, throttle(), request(), "203.0.113.7", { email: "guess9@advisors.example", password })).toMatchObject({ problem: "throttled" });
    expect(await signIn(accounts, throttle(), request(), "203.0.113.8", { email: "guess9@advisors.example", password })).toMatchObject({ problem: "invalid-credentials" });
  });
});
