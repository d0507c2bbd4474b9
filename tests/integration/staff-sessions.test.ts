// The staff session policy (docs/decisions/0017) on PostgreSQL (ADR 0029), through the console's
// own loaders and actions with the services' clock moved forward instead of waiting: a staff
// session ends 8 hours after sign-in however busy, or after 30 idle minutes, and is signed out
// with a reason for the sign-in page, while an advisor's lasts; the export and staff changes ask
// for the password again after 5 minutes, and turning two-factor off always does; turning two-factor
// on ends every other session and giving the code changes the session's token; STAFF_REQUIRE_TOTP
// closes the advisor area too; only admins who can sign in count as the last admin.
import { eq, gt, max } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { RouterContextProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import type { AccountServices } from "~/.server/accounts/services";
import { advisorOnly } from "~/.server/accounts/advisor-only";
import { signIn } from "~/.server/accounts/sign-in";
import type { Database } from "~/.server/db/database";
import { advisorSessions, advisorUsers, staffAudit } from "~/.server/db/schema";
import { accountsContext, storageContext } from "~/.server/load-context";
import { COMMAND_LINE } from "~/.server/staff/audit";
import { acceptInvitation, inviteStaff, removeStaff } from "~/.server/staff/staff-accounts";
import { projectionsFor } from "~/.server/zone-data/projections";
import { defaultStaffSessionPolicy } from "~/.server/staff/staff-sessions";
import { deriveTotpKey, totpState } from "~/.server/accounts/totp";
import { handleConfirmPost, loadConfirm } from "~/routes/staff/confirm.server";
import { exportLeads, loadLeads } from "~/routes/staff/leads.server";
import { handleMembersPost } from "~/routes/staff/members.server";
import { handleSecurityPost } from "~/routes/staff/security.server";
import { handleCodePost } from "~/routes/staff/two-factor.server";
import { makeAdvisor, PASSWORD, SITE, TEST_AUTH_SECRET, withAccountServices } from "./support/accounts";
import { behaviourBackends } from "./support/databases";

const MINUTE = 60_000;
const STAFF_PASSWORD = "amber lantern winter 73";

type Answer = { status: number; location: string | null; headers: Headers; body: unknown };

/** What a loader or action answered, thrown or returned, as the browser would see it. */
async function answerOf(run: () => Promise<unknown>): Promise<Answer> {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) {
    return { status: result.status, location: result.headers.get("location"), headers: result.headers, body: undefined };
  }
  const init = (result as { init?: ResponseInit | null; data?: unknown }).init;
  const headers = new Headers(init?.headers);
  return { status: init?.status ?? 200, location: headers.get("location"), headers, body: (result as { data?: unknown }).data };
}

const cookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((header) => header.split(";")[0]!)
    .find((pair) => pair.startsWith("advisor_session="))!;

describe.each(behaviourBackends)("staff sessions on $name", (backend) => {
  let database: Database;
  let accounts: AccountServices;
  let now: number;
  withAccountServices(backend, (opened) => ({ database, accounts } = opened));
  beforeEach(() => {
    now = Date.now();
    accounts.clock = () => now;
    accounts.staffSessions = defaultStaffSessionPolicy;
    accounts.totpKey = deriveTotpKey(TEST_AUTH_SECRET);
    accounts.totpRequired = false;
  });

  const context = () =>
    new RouterContextProvider(
      new Map<Parameters<RouterContextProvider["get"]>[0], unknown>([
        [storageContext, Promise.resolve(accounts.base)],
        [accountsContext, Promise.resolve(accounts)],
      ]),
    );
  const get = (path: string, cookie?: string) => new Request(`${SITE}${path}`, { headers: cookie ? { cookie } : {} });
  const post = (path: string, fields: Record<string, string>, cookie: string) =>
    new Request(`${SITE}${path}`, {
      method: "POST",
      headers: { cookie, Origin: SITE, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });

  async function staffAccount(email: string, role: "staff" | "admin" = "admin") {
    const invited = await inviteStaff(accounts.base.db, { email, role }, SITE, COMMAND_LINE);
    if (invited.status !== "invited") throw new Error(invited.status);
    const token = /token=([\w-]{43})/.exec(invited.mail.link ?? "")![1]!;
    const accepted = await acceptInvitation(accounts.deps, token, STAFF_PASSWORD);
    if (!accepted.ok) throw new Error(accepted.problem);
    return accepted.userId;
  }
  async function signedIn(email: string, password = STAFF_PASSWORD) {
    const outcome = await signIn(accounts, new Request(`${SITE}/login`, { method: "POST" }), "192.0.2.7", { email, password });
    if (!outcome.ok) throw new Error(outcome.problem);
    return cookieOf(outcome.headers);
  }
  const leads = (cookie: string) => answerOf(() => loadLeads(get("/staff/leads", cookie), context()));

  it("ends a staff session 8 hours after sign-in however busy it is, while an advisor's session lasts", async () => {
    await staffAccount("ada@firm.example");
    const staff = await signedIn("ada@firm.example");
    await makeAdvisor(accounts, "jane@advisors.example");
    const advisor = await signedIn("jane@advisors.example", PASSWORD);
    // The moment after both sign-ins: the sessions began at most then.
    const start = Date.now();
    // A request every 20 minutes keeps it from going idle, but not past the working day.
    for (now = start; now < start + 8 * 60 * MINUTE; now += 20 * MINUTE) expect((await leads(staff)).status).toBe(200);
    now = start + 8 * 60 * MINUTE;
    const ended = await leads(staff);
    expect([ended.status, ended.location]).toEqual([302, "/login?redirectTo=%2Fstaff%2Fleads&ended=max-age"]);
    expect(ended.headers.get("cache-control")).toBe("private, no-store");
    expect(ended.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^advisor_session=; Max-Age=0; Path=\/;/),
      expect.stringMatching(/^advisor_hint=; Path=\/; SameSite=Lax; Max-Age=0/),
    ]);
    // The session is gone from the database: the cookie opens nothing any more, even if kept.
    const adaId = await staffIdOf("ada@firm.example");
    expect(await database.db.select().from(advisorSessions).where(eq(advisorSessions.userId, adaId))).toEqual([]);
    expect((await leads(staff)).status).toBe(404);
    // An advisor's session keeps the library's 30 days.
    now = start + 9 * 60 * MINUTE;
    await expect(advisorOnly(get("/advisor/saved-views", advisor), context())).resolves.toMatchObject({
      advisor: { email: "jane@advisors.example" },
    });
  });

  async function staffIdOf(email: string) {
    const [row] = await database.db.select({ id: advisorUsers.id }).from(advisorUsers).where(eq(advisorUsers.email, email));
    return row!.id;
  }

  it("ends a staff session after 30 minutes without a request, and sends the staff member to sign in with the reason", async () => {
    await staffAccount("ada@firm.example");
    const staff = await signedIn("ada@firm.example");
    now += 29 * MINUTE;
    expect((await leads(staff)).status).toBe(200);
    now += 29 * MINUTE;
    expect((await leads(staff)).status).toBe(200);
    now += 30 * MINUTE;
    const ended = await leads(staff);
    expect([ended.status, ended.location]).toEqual([302, "/login?redirectTo=%2Fstaff%2Fleads&ended=idle"]);
    // The advisor area is closed to it as well, with the same reason.
    const again = await signedIn("ada@firm.example");
    now += 31 * MINUTE;
    const area = await answerOf(() => advisorOnly(get("/advisor/saved-views", again), context()));
    expect([area.status, area.location]).toEqual([302, "/login?redirectTo=%2Fadvisor%2Fsaved-views&ended=idle"]);
  });

  it("asks for the password again before an export or a staff change once 5 minutes have passed since it was given", async () => {
    // The audit log refuses TRUNCATE: this test reads the entries written after it began.
    const [{ first } = { first: 0 }] = await database.db.select({ first: max(staffAudit.seq) }).from(staffAudit);
    await staffAccount("ada@firm.example");
    const admin = await signedIn("ada@firm.example");
    // Just after signing in, the password was given moments ago.
    const fresh = await answerOf(() => exportLeads(post("/staff/leads/export", {}, admin), context()));
    expect([fresh.status, fresh.headers.get("content-type")]).toEqual([200, "text/csv; charset=utf-8"]);

    now += 6 * MINUTE;
    const asked = await answerOf(() => exportLeads(post("/staff/leads/export", { source: "contact" }, admin), context()));
    expect([asked.status, asked.location]).toEqual([302, "/staff/confirm?back=%2Fstaff%2Fleads%3Fsource%3Dcontact"]);
    const invite = await answerOf(() =>
      handleMembersPost(post("/staff/members", { intent: "invite", email: "sam@firm.example", role: "admin" }, admin), context()),
    );
    expect([invite.status, invite.location]).toEqual([302, "/staff/confirm?back=%2Fstaff%2Fmembers"]);
    const remove = await answerOf(() =>
      handleMembersPost(post("/staff/members", { intent: "remove", email: "x@firm.example" }, admin), context()),
    );
    expect(remove.location).toBe("/staff/confirm?back=%2Fstaff%2Fmembers");
    // Nothing was exported or invited.
    const audited = await database.db
      .select({ action: staffAudit.action })
      .from(staffAudit)
      .where(gt(staffAudit.seq, first ?? 0));
    expect(audited.filter((row) => row.action === "export")).toHaveLength(1);
    expect(audited.filter((row) => row.action === "invitation")).toHaveLength(1);

    const page = await answerOf(() => loadConfirm(get("/staff/confirm?back=%2Fstaff%2Fleads%3Fsource%3Dcontact", admin), context()));
    expect(page.body).toEqual({ back: "/staff/leads?source=contact", method: "password" });
    const offSite = await answerOf(() => loadConfirm(get("/staff/confirm?back=https%3A%2F%2Fevil.example%2Fstaff", admin), context()));
    expect(offSite.body).toMatchObject({ back: "/staff" });

    const confirm = (fields: Record<string, string>) => answerOf(() => handleConfirmPost(post("/staff/confirm", fields, admin), context()));
    const empty = await confirm({ back: "/staff/leads?source=contact", method: "password", password: "" });
    expect([empty.status, empty.body]).toEqual([
      400,
      { status: "invalid", errors: { password: "Enter your password." }, values: { back: "/staff/leads?source=contact" } },
    ]);
    const wrong = await confirm({ back: "/staff/leads?source=contact", method: "password", password: "not the password" });
    expect([wrong.status, wrong.body]).toMatchObject([400, { status: "invalid", errors: { password: "That password is not right." } }]);
    const stillAsked = await answerOf(() => exportLeads(post("/staff/leads/export", {}, admin), context()));
    expect(stillAsked.location).toMatch(/^\/staff\/confirm\?/);

    const right = await confirm({ back: "/staff/leads?source=contact", method: "password", password: STAFF_PASSWORD });
    expect([right.status, right.location]).toEqual([302, "/staff/leads?source=contact&confirmed=1"]);
    const csv = await answerOf(() => exportLeads(post("/staff/leads/export", { source: "contact" }, admin), context()));
    expect(csv.status).toBe(200);
    const invited = await answerOf(() =>
      handleMembersPost(post("/staff/members", { intent: "invite", email: "sam@firm.example", role: "staff" }, admin), context()),
    );
    expect(invited.location).toBe("/staff/members?done=invited");
    const log = await database.db.select({ action: staffAudit.action, detail: staffAudit.detail }).from(staffAudit);
    expect(log).toContainEqual({ action: "sign-in", detail: "password given again" });

    // The window closes again 5 minutes after the password was given.
    now += 5 * MINUTE;
    expect((await answerOf(() => exportLeads(post("/staff/leads/export", {}, admin), context()))).location).toMatch(/^\/staff\/confirm\?/);
  });

  /** Turn two-factor sign-in on for the session of `cookie`; the secret and the answer. */
  async function turnOnTwoFactor(userId: string, cookie: string) {
    await answerOf(() => handleSecurityPost(post("/staff/security", { intent: "start" }, cookie), context()));
    const secret = (await totpState(accounts.base.db, accounts.totpKey!, userId)).setup!.secret;
    // The code of the step before this one: the codes of this step and the next stay free for the test.
    const code = TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() - 30_000 });
    const answer = await answerOf(() => handleSecurityPost(post("/staff/security", { intent: "confirm", code }, cookie), context()));
    return { secret, answer };
  }

  it("ends every other session when two-factor sign-in is turned on, and gives this one a new token", async () => {
    const id = await staffAccount("ada@firm.example");
    const laptop = await signedIn("ada@firm.example");
    const phone = await signedIn("ada@firm.example");
    expect((await leads(phone)).status).toBe(200);
    const { answer } = await turnOnTwoFactor(id, laptop);
    expect(answer.location).toBe("/staff/security?done=enabled");
    const rotated = cookieOf(answer.headers);
    expect(rotated).toBeDefined();
    expect(rotated).not.toBe(laptop);
    expect((await leads(rotated)).status).toBe(200);
    expect((await leads(laptop)).status).toBe(404);
    expect((await leads(phone)).status).toBe(404);
    expect(await database.db.select().from(advisorSessions).where(eq(advisorSessions.userId, id))).toHaveLength(1);
  });

  it("turns two-factor sign-in off only with the password given again as well as a code", async () => {
    const id = await staffAccount("ada@firm.example");
    const { secret, answer } = await turnOnTwoFactor(id, await signedIn("ada@firm.example"));
    const cookie = cookieOf(answer.headers);
    const code = TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() });
    const off = (fields: Record<string, string>) =>
      answerOf(() => handleSecurityPost(post("/staff/security", { intent: "disable", code, ...fields }, cookie), context()));
    for (const fields of [{}, { password: "not the password" }] as Record<string, string>[]) {
      const refused = await off(fields);
      expect([refused.status, refused.body], JSON.stringify(fields)).toEqual([400, { problem: "That password is not right." }]);
    }
    expect((await totpState(accounts.base.db, accounts.totpKey!, id)).enabled).toBe(true);
    const done = await off({ password: STAFF_PASSWORD });
    expect(done.location).toBe("/staff/security?done=disabled");
    expect((await totpState(accounts.base.db, accounts.totpKey!, id)).enabled).toBe(false);
  });

  it("gives the session a new token when the code is given: the token used before the code opens nothing", async () => {
    const id = await staffAccount("ada@firm.example");
    const { secret } = await turnOnTwoFactor(id, await signedIn("ada@firm.example"));
    const pending = await signedIn("ada@firm.example");
    expect((await leads(pending)).location).toBe("/staff/two-factor");
    const code = TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() });
    const given = await answerOf(() => handleCodePost(post("/staff/two-factor", { code }, pending), context()));
    expect([given.status, given.location]).toEqual([302, "/staff"]);
    const after = cookieOf(given.headers);
    expect(after).not.toBe(pending);
    expect((await leads(after)).status).toBe(200);
    expect((await leads(pending)).status).toBe(404);

    // With two-factor sign-in on, the confirm step asks for a code, not the password.
    now += 6 * MINUTE;
    const page = await answerOf(() => loadConfirm(get("/staff/confirm?back=%2Fstaff%2Fmembers", after), context()));
    expect(page.body).toEqual({ back: "/staff/members", method: "code" });
    const bad = await answerOf(() =>
      handleConfirmPost(post("/staff/confirm", { back: "/staff/members", method: "code", code: "12345" }, after), context()),
    );
    expect([bad.status, bad.body]).toMatchObject([400, { errors: { code: "Enter the 6-digit code from your app." } }]);
    const next = TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + 30_000 });
    const right = await answerOf(() =>
      handleConfirmPost(post("/staff/confirm", { back: "/staff/members", method: "code", code: next }, after), context()),
    );
    expect(right.location).toBe("/staff/members?confirmed=1");
  });

  it("keeps a staff member without two-factor out of advisor-only content when STAFF_REQUIRE_TOTP is set", async () => {
    accounts.totpRequired = true;
    // Sam accepted the invitation before the firm required two-factor sign-in.
    accounts.totpRequired = false;
    await staffAccount("sam@firm.example", "staff");
    accounts.totpRequired = true;
    const cookie = await signedIn("sam@firm.example");
    expect((await leads(cookie)).location).toBe("/staff/security");
    for (const path of ["/advisor/saved-views", "/advisor/downloads/zone-allocations.csv"]) {
      const answer = await answerOf(() => advisorOnly(get(path, cookie), context()));
      expect([answer.status, answer.location], path).toEqual([302, "/staff/security"]);
    }
    expect((await projectionsFor(get("/zone-navigator", cookie), context(), "advisors")).projections).toBe("hidden");
    // Once it is set up (and the code given), the same content opens.
    const id = await staffIdOf("sam@firm.example");
    const { secret } = await turnOnTwoFactor(id, cookie);
    const pending = await signedIn("sam@firm.example");
    const code = TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + 30_000 });
    const signedInFully = cookieOf((await answerOf(() => handleCodePost(post("/staff/two-factor", { code }, pending), context()))).headers);
    await expect(advisorOnly(get("/advisor/saved-views", signedInFully), context())).resolves.toMatchObject({ advisor: { id } });
    expect((await projectionsFor(get("/zone-navigator", signedInFully), context(), "advisors")).projections).toBe("shown");
  });

  it("counts only admins who accepted their invitation when keeping the last admin", async () => {
    await staffAccount("ada@firm.example");
    const invited = await inviteStaff(accounts.base.db, { email: "ben@firm.example", role: "admin" }, SITE, COMMAND_LINE);
    expect(invited.status).toBe("invited");
    expect(await removeStaff(accounts.base.db, "ada@firm.example", COMMAND_LINE)).toEqual({ status: "last-admin" });
    // An invited admin who never set a password may go; then the two real admins each may, but not both.
    expect(await removeStaff(accounts.base.db, "ben@firm.example", COMMAND_LINE)).toMatchObject({ status: "removed" });
    await staffAccount("cy@firm.example");
    expect(await removeStaff(accounts.base.db, "ada@firm.example", COMMAND_LINE)).toMatchObject({ status: "removed" });
    expect(await removeStaff(accounts.base.db, "cy@firm.example", COMMAND_LINE)).toEqual({ status: "last-admin" });
  });
});
