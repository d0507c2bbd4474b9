// Sign-in through the site's service on PostgreSQL (ADR 0029): a session per sign-in (the
// browser's old one ended, only a hash of its token stored), one answer for a wrong password and
// an unknown address, no fresh link for an unverified address within minutes of the last, and
// the throttle: per client, per account and client, a slowdown (never a refusal) for an account
// failed from many clients, counted before the password check so that a burst cannot race it.
import { beforeEach, describe, expect, it } from "vitest";
import { hashToken } from "~/.server/accounts/links";
import type { AccountServices } from "~/.server/accounts/services";
import { signIn } from "~/.server/accounts/sign-in";
import { verifyEmail } from "~/.server/accounts/registration";
import type { Database } from "~/.server/db/database";
import { advisorSessions } from "~/.server/db/schema";
import { listMails } from "~/.server/mail/stored-mails";
import { makeAdvisor, PASSWORD as password, SITE, testLoginRules, withAccountServices } from "./support/accounts";
import { behaviourBackends } from "./support/databases";

const WRONG = "wrong password here";

describe.each(behaviourBackends)("signing in on $name", (backend) => {
  let database: Database;
  let accounts: AccountServices;
  withAccountServices(backend, (opened) => ({ database, accounts } = opened));
  beforeEach(async () => {
    await database.db.execute("TRUNCATE rate_limits");
  });

  const advisor = (email: string, verified = true) => makeAdvisor(accounts, email, verified);
  const request = (cookie?: string) => new Request(`${SITE}/login`, { method: "POST", headers: cookie ? { cookie } : {} });
  const attempt = (client: string, email: string, secret = password, cookie?: string) =>
    signIn(accounts, request(cookie), client, { email, password: secret });
  const cookieTokenOf = (cookie: string) => decodeURIComponent(cookie.split("=")[1]!).split(".")[0]!;

  it("starts a new session at each sign-in and ends the one the browser held", async () => {
    await advisor("jane@advisors.example");
    const first = await attempt("192.0.2.1", "Jane@Advisors.example");
    expect(first).toMatchObject({ ok: true, firstName: "Jane" });
    const cookie = (first.ok ? first.headers.getSetCookie()[0]! : "").split(";")[0]!;
    const second = await attempt("192.0.2.1", "jane@advisors.example", password, cookie);
    expect(second.ok).toBe(true);
    const sessions = await database.db.select().from(advisorSessions);
    expect(sessions).toHaveLength(1);
    expect(cookie).not.toContain(sessions[0]!.token);
  });

  it("stores only a hash of the session token: the stored value opens no session", async () => {
    await advisor("jane@advisors.example");
    const outcome = await attempt("192.0.2.1", "jane@advisors.example");
    const token = cookieTokenOf(outcome.ok ? outcome.headers.getSetCookie()[0]! : "");
    const [stored] = await database.db.select().from(advisorSessions);
    expect(stored!.token).not.toBe(token);
    expect(stored!.token).toBe(hashToken(token));
    const library = await accounts.authFor(request()).$context;
    expect(await library.internalAdapter.findSession(token)).toMatchObject({ user: { email: "jane@advisors.example" } });
    expect(await library.internalAdapter.findSession(stored!.token)).toBeNull();
  });

  it("answers a wrong password and an unknown address alike", async () => {
    await advisor("jane@advisors.example");
    expect(await attempt("192.0.2.2", "jane@advisors.example", WRONG)).toEqual({ ok: false, problem: "invalid-credentials" });
    expect(await attempt("192.0.2.2", "nobody@advisors.example")).toEqual({ ok: false, problem: "invalid-credentials" });
  });

  it("tells an unverified address with the right password, without replacing the link it was just sent", async () => {
    await advisor("new@advisors.example", false);
    const outcome = await attempt("192.0.2.3", "new@advisors.example");
    expect(outcome).toMatchObject({ ok: false, problem: "unverified" });
    const links = (await listMails(database.db)).filter((mail) => mail.purpose === "verify-email");
    expect(links).toHaveLength(1);
    expect(await attempt("192.0.2.3", "new@advisors.example", WRONG)).toEqual({ ok: false, problem: "invalid-credentials" });
    const token = /token=([\w-]{43})/.exec(links[0]!.text ?? "")![1]!;
    expect(await verifyEmail(database.db, token)).toMatchObject({ status: "verified" });
  });

  it("does not let failures from one client lock the owner out from another", async () => {
    await advisor("jane@advisors.example");
    for (let tries = 0; tries < 20; tries++) await attempt("198.51.100.66", "jane@advisors.example", WRONG);
    expect(await attempt("198.51.100.66", "jane@advisors.example")).toMatchObject({ problem: "throttled" });
    expect(await attempt("198.51.100.7", "jane@advisors.example")).toMatchObject({ ok: true });
  });

  it("slows down, never refuses, the right password for an account failed from many clients, and clears its failures on success", async () => {
    await advisor("jane@advisors.example");
    const max = testLoginRules.account.max;
    for (let tries = 0; tries < max + 2; tries++) {
      expect(await attempt(`198.51.100.${tries}`, "jane@advisors.example", WRONG)).toMatchObject({ problem: "invalid-credentials" });
    }
    const slowed = await accounts.throttle.begin("203.0.113.50", "jane@advisors.example");
    expect(slowed).toMatchObject({ allowed: true });
    expect(slowed.allowed && slowed.delayMs).toBeGreaterThan(0);
    expect(await attempt("203.0.113.51", "jane@advisors.example")).toMatchObject({ ok: true });
    expect(await accounts.throttle.begin("203.0.113.52", "jane@advisors.example")).toEqual({ allowed: true, delayMs: 0 });
  });

  it("counts each check before the password is compared: a burst gets no more checks than the limit", async () => {
    await advisor("jane@advisors.example");
    const burst = await Promise.all(Array.from({ length: 20 }, () => attempt("192.0.2.99", "jane@advisors.example", WRONG)));
    const checked = burst.filter((outcome) => !outcome.ok && outcome.problem === "invalid-credentials");
    expect(checked).toHaveLength(testLoginRules.accountClient.max);
    expect(burst.filter((outcome) => !outcome.ok && outcome.problem === "throttled")).toHaveLength(20 - testLoginRules.accountClient.max);
  });

  it("limits the failures of one client across accounts", async () => {
    for (let tries = 0; tries < testLoginRules.client.max; tries++) {
      expect(await attempt("203.0.113.7", `guess${tries}@advisors.example`)).toMatchObject({ problem: "invalid-credentials" });
    }
    expect(await attempt("203.0.113.7", "guess9@advisors.example")).toMatchObject({ problem: "throttled" });
    expect(await attempt("203.0.113.8", "guess9@advisors.example")).toMatchObject({ problem: "invalid-credentials" });
  });

  it("gives a client its attempt back when the password was right", async () => {
    await advisor("jane@advisors.example");
    for (let tries = 0; tries < testLoginRules.client.max * 2; tries++) {
      expect(await attempt("203.0.113.9", "jane@advisors.example")).toMatchObject({ ok: true });
    }
  });
});
