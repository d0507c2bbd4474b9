// The forgotten-password flow on PostgreSQL (ADR 0029): a link only for an existing account,
// one hour and one use, the new password replacing the old, every session ended, and a
// confirmation mail, all in one transaction.
import { describe, expect, it } from "vitest";
import { requestPasswordReset, resetLinkState, resetPassword } from "~/.server/accounts/password-reset";
import type { AccountServices } from "~/.server/accounts/services";
import type { Database } from "~/.server/db/database";
import { advisorSessions } from "~/.server/db/schema";
import { listMails } from "~/.server/mail/stored-mails";
import { behaviourBackends } from "./support/databases";
import { makeAdvisor, PASSWORD, SITE, withAccountServices } from "./support/accounts";

const NEW_PASSWORD = "green harbour evening 17";
const tokenOf = (link: string | undefined) => /token=([\w-]{43})/.exec(link ?? "")![1]!;

describe.each(behaviourBackends)("password reset on $name", (backend) => {
  let database: Database;
  let accounts: AccountServices;
  withAccountServices(backend, (opened) => ({ database, accounts } = opened));

  const signIn = (password: string) =>
    accounts
      .authFor(new Request(SITE))
      .api.signInEmail({ body: { email: "jane@advisors.example", password } })
      .then(
        () => true,
        () => false,
      );

  it("mails a link only to an existing account", async () => {
    expect(await requestPasswordReset(database.db, "nobody@advisors.example", SITE)).toBeUndefined();
    await makeAdvisor(accounts, "jane@advisors.example");
    const mail = await requestPasswordReset(database.db, "JANE@advisors.example", SITE);
    expect(mail?.link).toMatch(/^http:\/\/advisors\.test\/reset-password\?token=[\w-]{43}$/);
    expect((await listMails(database.db)).map((stored) => stored.purpose)).toContain("reset-password");
  });

  it("sets the new password once, ends every session and mails a confirmation", async () => {
    await makeAdvisor(accounts, "jane@advisors.example");
    expect(await signIn(PASSWORD)).toBe(true);
    expect(await signIn(PASSWORD)).toBe(true);
    expect(await database.db.select().from(advisorSessions)).toHaveLength(2);
    const token = tokenOf((await requestPasswordReset(database.db, "jane@advisors.example", SITE))?.link);
    expect(await resetLinkState(database.db, token)).toBe("valid");

    expect(await resetPassword(accounts.deps, token, NEW_PASSWORD, SITE)).toMatchObject({ ok: true });
    expect(await database.db.select().from(advisorSessions)).toEqual([]);
    expect((await listMails(database.db))[0]).toMatchObject({ purpose: "password-changed", to: "jane@advisors.example" });
    expect(await signIn(PASSWORD)).toBe(false);
    expect(await signIn(NEW_PASSWORD)).toBe(true);

    expect(await resetLinkState(database.db, token)).toBe("used");
    expect(await resetPassword(accounts.deps, token, "yet another phrase 99", SITE)).toEqual({ ok: false, problem: "used" });
  });

  it("refuses a link after one hour, and an earlier link once a new one is asked for", async () => {
    await makeAdvisor(accounts, "jane@advisors.example");
    const first = tokenOf((await requestPasswordReset(database.db, "jane@advisors.example", SITE))?.link);
    const later = new Date(Date.now() + 60 * 60 * 1000 + 1000);
    expect(await resetLinkState(database.db, first, later)).toBe("expired");
    expect(await resetPassword(accounts.deps, first, NEW_PASSWORD, SITE, later)).toEqual({ ok: false, problem: "expired" });
    const second = tokenOf((await requestPasswordReset(database.db, "jane@advisors.example", SITE))?.link);
    // Replaced, not used: its page says to use the newer mail.
    expect(await resetLinkState(database.db, first)).toBe("replaced");
    expect(await resetPassword(accounts.deps, second, NEW_PASSWORD, SITE)).toMatchObject({ ok: true });
  });
});
