// The account page's changes on PostgreSQL (ADR 0029): name and firm, ending one's own
// sessions only, a password change ending the other sessions, and deletion with the password
// (sessions and links gone, the registration lead kept).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { confirmEmailChange, emailChangeState, requestEmailChange } from "~/.server/accounts/email-change";
import { requestPasswordReset, resetPassword } from "~/.server/accounts/password-reset";
import {
  changeCrdNumber,
  changePassword,
  deleteAccount,
  endSession,
  listSessions,
  mailPasswordChanged,
  updateProfile,
} from "~/.server/accounts/account-settings";
import type { AccountServices } from "~/.server/accounts/services";
import type { Database } from "~/.server/db/database";
import { advisorRegistrations, advisorSessions, advisorUsers, deliveries, mails, verificationLinks } from "~/.server/db/schema";
import { behaviourBackends } from "./support/databases";
import { makeAdvisor, PASSWORD, SITE, withAccountServices } from "./support/accounts";

const NEW_PASSWORD = "green harbour evening 17";

describe.each(behaviourBackends)("the account page's changes on $name", (backend) => {
  let database: Database;
  let accounts: AccountServices;
  withAccountServices(backend, (opened) => ({ database, accounts } = opened));

  const auth = () => accounts.authFor(new Request(SITE));
  async function session(email: string, password = PASSWORD) {
    const { headers } = await auth().api.signInEmail({ body: { email, password }, returnHeaders: true });
    const cookieHeaders = new Headers({ cookie: headers.getSetCookie()[0]!.split(";")[0]! });
    const current = await auth().api.getSession({ headers: cookieHeaders });
    return { headers: cookieHeaders, userId: current!.user.id, sessionId: current!.session.id };
  }

  it("changes name and firm", async () => {
    await makeAdvisor(accounts, "jane@advisors.example");
    const { userId } = await session("jane@advisors.example");
    await updateProfile(database.db, userId, { firstName: "Janet", lastName: "Advisor", firmName: "New Firm LLC" });
    const [user] = await database.db.select().from(advisorUsers).where(eq(advisorUsers.id, userId));
    expect(user).toMatchObject({ firstName: "Janet", name: "Janet Advisor", firmName: "New Firm LLC" });
  });

  it("lists sessions and ends only the advisor's own", async () => {
    await makeAdvisor(accounts, "jane@advisors.example");
    await makeAdvisor(accounts, "sam@advisors.example");
    const first = await session("jane@advisors.example");
    const second = await session("jane@advisors.example");
    const sam = await session("sam@advisors.example");
    const listed = await listSessions(database.db, first.userId, first.sessionId);
    expect(listed.map((row) => row.current).sort()).toEqual([false, true]);
    expect(await endSession(database.db, first.userId, sam.sessionId)).toBe(false);
    expect(await endSession(database.db, first.userId, second.sessionId)).toBe(true);
    expect(await auth().api.getSession({ headers: second.headers })).toBeNull();
    expect(await auth().api.getSession({ headers: sam.headers })).not.toBeNull();
  });

  it("changes the password with the current one, ending every other session", async () => {
    await makeAdvisor(accounts, "jane@advisors.example");
    const here = await session("jane@advisors.example");
    const elsewhere = await session("jane@advisors.example");
    expect((await changePassword(auth(), here.headers, "wrong password here", NEW_PASSWORD)).ok).toBe(false);
    const changed = await changePassword(auth(), here.headers, PASSWORD, NEW_PASSWORD);
    expect(changed.ok).toBe(true);
    expect(await auth().api.getSession({ headers: elsewhere.headers })).toBeNull();
    const renewed = new Headers({ cookie: changed.ok ? changed.headers.getSetCookie()[0]!.split(";")[0]! : "" });
    expect(await auth().api.getSession({ headers: renewed })).not.toBeNull();
    expect(await database.db.select().from(advisorSessions)).toHaveLength(1);
  });

  it("mails the advisor about a password change through the outbox, a few times an hour at most", async () => {
    const advisor = { email: "jane@advisors.example", firstName: "Jane" };
    // The test services allow 3 mails of a kind an hour to one address.
    const sent = [];
    for (let i = 0; i < 4; i += 1) sent.push(await mailPasswordChanged(accounts.deps, advisor, SITE));
    expect(sent.map((mail) => mail !== undefined)).toEqual([true, true, true, false]);
    const stored = await database.db.select().from(mails).where(eq(mails.purpose, "password-changed"));
    expect(stored).toHaveLength(3);
    expect(stored[0]).toMatchObject({ toAddress: "jane@advisors.example" });
    expect(stored[0]!.subject).toMatch(/password was changed/);
    expect(stored[0]!.textBody).toContain(`${SITE}/forgot-password`);
    const jobs = await database.db.select().from(deliveries).where(eq(deliveries.kind, "mail"));
    expect(jobs.filter((job) => stored.some((mail) => mail.id === job.id))).toHaveLength(3);
  });

  it("changes the email address only once the link mailed to the new one is spent, and tells the old one", async () => {
    await makeAdvisor(accounts, "jane@advisors.example");
    await makeAdvisor(accounts, "sam@advisors.example");
    const [jane] = await database.db.select().from(advisorUsers).where(eq(advisorUsers.email, "jane@advisors.example"));
    // An address another account has gets no link.
    expect(await requestEmailChange(accounts.deps, jane!, "Sam@Advisors.example", SITE)).toBeUndefined();
    const mail = await requestEmailChange(accounts.deps, jane!, "Jane.New@Advisors.example", SITE);
    const token = /confirm-email\?token=([\w-]{43})/.exec(mail!.link!)![1]!;
    const [stored] = await database.db.select().from(mails).where(eq(mails.id, mail!.id));
    expect(stored).toMatchObject({ toAddress: "jane.new@advisors.example", purpose: "change-email" });
    // The current address hears of the request at once, before anything changes.
    const [warned] = await database.db.select().from(mails).where(eq(mails.purpose, "email-change-requested"));
    expect(warned).toMatchObject({ toAddress: "jane@advisors.example" });
    expect(warned!.textBody).toContain("jane.new@advisors.example");
    // Opening the link changes nothing; the account keeps its address until the link is spent.
    expect(await emailChangeState(database.db, token)).toEqual({ problem: undefined, newEmail: "jane.new@advisors.example" });
    expect((await database.db.select().from(advisorUsers).where(eq(advisorUsers.id, jane!.id)))[0]!.email).toBe("jane@advisors.example");

    const changed = await confirmEmailChange(database.db, token, SITE);
    expect(changed.ok).toBe(true);
    const [after] = await database.db.select().from(advisorUsers).where(eq(advisorUsers.id, jane!.id));
    expect(after).toMatchObject({ email: "jane.new@advisors.example", emailVerified: true });
    const [told] = await database.db.select().from(mails).where(eq(mails.purpose, "email-changed"));
    expect(told).toMatchObject({ toAddress: "jane@advisors.example" });
    expect(told!.textBody).toContain("jane.new@advisors.example");
    expect(await confirmEmailChange(database.db, token, SITE)).toEqual({ ok: false, problem: "used" });
    // The account signs in with the new address.
    expect((await session("jane.new@advisors.example")).userId).toBe(jane!.id);
  });

  it("cancels a change of address asked for before the password was reset", async () => {
    await makeAdvisor(accounts, "jane@advisors.example");
    const [jane] = await database.db.select().from(advisorUsers).where(eq(advisorUsers.email, "jane@advisors.example"));
    const asked = await requestEmailChange(accounts.deps, jane!, "someone@elsewhere.example", SITE);
    const token = /confirm-email\?token=([\w-]{43})/.exec(asked!.link!)![1]!;
    const reset = await requestPasswordReset(database.db, "jane@advisors.example", SITE);
    const resetToken = /token=([\w-]{43})/.exec(reset!.link!)![1]!;
    expect((await resetPassword(accounts.deps, resetToken, "A whole new passphrase 42", SITE)).ok).toBe(true);
    expect((await confirmEmailChange(database.db, token, SITE)).ok).toBe(false);
    expect((await database.db.select().from(advisorUsers).where(eq(advisorUsers.id, jane!.id)))[0]!.email).toBe("jane@advisors.example");
  });

  it("sends a changed CRD number back to the firm for approval only where the firm approves advisors", async () => {
    await makeAdvisor(accounts, "jane@advisors.example");
    const [jane] = await database.db.select().from(advisorUsers).where(eq(advisorUsers.email, "jane@advisors.example"));
    await database.db
      .update(advisorUsers)
      .set({ approval: "approved", approvalDecidedAt: new Date() })
      .where(eq(advisorUsers.id, jane!.id));
    expect(await changeCrdNumber(database.db, jane!.id, "1234567", false)).toBe("saved");
    expect((await database.db.select().from(advisorUsers).where(eq(advisorUsers.id, jane!.id)))[0]).toMatchObject({
      crdNumber: "1234567",
      approval: "approved",
    });
    expect(await changeCrdNumber(database.db, jane!.id, "1234567", true)).toBe("unchanged");
    expect(await changeCrdNumber(database.db, jane!.id, "7654321", true)).toBe("review");
    const [after] = await database.db.select().from(advisorUsers).where(eq(advisorUsers.id, jane!.id));
    expect(after).toMatchObject({ crdNumber: "7654321", approval: "pending", approvalDecidedAt: null });
    expect(after!.approvalNote).toContain("was 1234567");

    // A declined advisor stays declined: a new number does not clear the firm's refusal.
    await database.db
      .update(advisorUsers)
      .set({ approval: "declined", approvalNote: "Not a registered adviser.", approvalDecidedAt: new Date() })
      .where(eq(advisorUsers.id, jane!.id));
    expect(await changeCrdNumber(database.db, jane!.id, "1111111", true)).toBe("saved");
    const [declined] = await database.db.select().from(advisorUsers).where(eq(advisorUsers.id, jane!.id));
    expect(declined).toMatchObject({ crdNumber: "1111111", approval: "declined" });
    expect(declined!.approvalNote).toMatch(/^Not a registered adviser\. CRD number changed by the advisor \(was 7654321\)\.$/);
  });

  it("sends a changed firm name back to the firm for approval, not a new spelling or another name", async () => {
    await makeAdvisor(accounts, "jane@advisors.example");
    const [jane] = await database.db.select().from(advisorUsers).where(eq(advisorUsers.email, "jane@advisors.example"));
    await database.db
      .update(advisorUsers)
      .set({ approval: "approved", approvalDecidedAt: new Date(), firmName: "Rivera Wealth LLC" })
      .where(eq(advisorUsers.id, jane!.id));
    const profile = { firstName: "Janet", lastName: "Advisor", firmName: "  rivera   wealth llc " };
    // A new first name, and the firm's name in other case and spacing: nothing to confirm.
    expect(await updateProfile(database.db, jane!.id, profile, true)).toBe("saved");
    // Found in an advisor's walkthrough: a comma added went back for approval. Punctuation is spelling.
    expect(await updateProfile(database.db, jane!.id, { ...profile, firmName: "Rivera Wealth, L.L.C." }, true)).toBe("saved");
    expect((await database.db.select().from(advisorUsers).where(eq(advisorUsers.id, jane!.id)))[0]).toMatchObject({
      firstName: "Janet",
      approval: "approved",
    });
    // Without the firm's approval of advisors, a new firm is saved as it is.
    expect(await updateProfile(database.db, jane!.id, { ...profile, firmName: "Harbor Light Planning" }, false)).toBe("saved");
    // With it, the firm printed beside ours on every proposal goes back for review.
    const renamed = { ...profile, firmName: "Northfield Fund Management Private Wealth" };
    expect(await updateProfile(database.db, jane!.id, renamed, true)).toBe("review");
    const [after] = await database.db.select().from(advisorUsers).where(eq(advisorUsers.id, jane!.id));
    expect(after).toMatchObject({ firmName: renamed.firmName, approval: "pending", approvalDecidedAt: null });
    expect(after!.approvalNote).toContain("Firm name changed by the advisor (was Harbor Light Planning).");
  });

  it("deletes the account only with its password, keeping the lead the firm received", async () => {
    await makeAdvisor(accounts, "jane@advisors.example");
    const here = await session("jane@advisors.example");
    expect((await deleteAccount(auth(), here.headers, "wrong password here")).ok).toBe(false);
    expect((await deleteAccount(auth(), here.headers, PASSWORD)).ok).toBe(true);
    expect(await database.db.select().from(advisorUsers)).toEqual([]);
    expect(await database.db.select().from(advisorSessions)).toEqual([]);
    expect(await database.db.select().from(verificationLinks)).toEqual([]);
    expect(await database.db.select().from(advisorRegistrations)).toHaveLength(1);
  });
});
