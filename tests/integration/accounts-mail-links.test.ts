// The mails that carry links, on PostgreSQL (ADR 0029): a forgotten-password request stored
// alike for every address and worked off later, a few mails an hour to one address whoever
// asks, a replaced link that says so, and no live link left in a stored mail once it expired.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { queuePasswordReset, workAccountRequest } from "~/.server/accounts/account-requests";
import { requestPasswordReset, resetLinkState } from "~/.server/accounts/password-reset";
import type { AccountServices } from "~/.server/accounts/services";
import type { Database } from "~/.server/db/database";
import { accountRequests, deliveries, mails } from "~/.server/db/schema";
import { dropExpiredLinks } from "~/.server/mail/expired-links";
import { LINK_REMOVED } from "~/.server/mail/remove-links";
import { listMails } from "~/.server/mail/stored-mails";
import { makeAdvisor, SITE, withAccountServices } from "./support/accounts";
import { behaviourBackends } from "./support/databases";

const HOUR_MS = 60 * 60 * 1000;
const tokenOf = (link: string | undefined) => /token=([\w-]{43})/.exec(link ?? "")![1]!;

describe.each(behaviourBackends)("mails with links on $name", (backend) => {
  let database: Database;
  let accounts: AccountServices;
  withAccountServices(backend, (opened) => ({ database, accounts } = opened));

  const requestDeps = () => ({ db: database.db, caps: accounts.deps.caps, siteUrl: SITE });
  const purposes = async (address: string) =>
    (await listMails(database.db)).filter((mail) => mail.to === address).map((mail) => mail.purpose);

  it("stores a forgotten-password request alike for every address, and mails a link only to an account", async () => {
    await makeAdvisor(accounts, "jane@advisors.example");
    const known = await queuePasswordReset(database.db, "Jane@Advisors.example");
    const unknown = await queuePasswordReset(database.db, "nobody@advisors.example");
    // Until the relay works them off, the two requests left the same record.
    const stored = await database.db.select().from(accountRequests);
    expect(stored.map((row) => row.purpose)).toEqual(["reset-password", "reset-password"]);
    const jobs = await database.db.select().from(deliveries).where(eq(deliveries.kind, "account-request"));
    expect(jobs.map((job) => job.id).sort()).toEqual([known, unknown].sort());
    expect(await purposes("jane@advisors.example")).not.toContain("reset-password");

    expect(await workAccountRequest(requestDeps(), unknown)).toBeUndefined();
    const mail = await workAccountRequest(requestDeps(), known);
    expect(mail?.link).toMatch(/^http:\/\/advisors\.test\/reset-password\?token=[\w-]{43}$/);
    // Worked off once: the stored address is gone, and a second pass does nothing.
    expect(await database.db.select().from(accountRequests)).toEqual([]);
    expect(await workAccountRequest(requestDeps(), known)).toBeUndefined();
    expect(await purposes("jane@advisors.example")).toEqual(["reset-password", "verify-email"]);
  });

  it("sends one address a few reset mails an hour, however often they are asked for", async () => {
    await makeAdvisor(accounts, "jane@advisors.example");
    for (let asked = 0; asked < 10; asked++) {
      await workAccountRequest(requestDeps(), await queuePasswordReset(database.db, "jane@advisors.example"));
    }
    expect((await purposes("jane@advisors.example")).filter((purpose) => purpose === "reset-password")).toHaveLength(3);
  });

  it("says a link was replaced by a newer one, rather than used", async () => {
    await makeAdvisor(accounts, "jane@advisors.example");
    const first = tokenOf((await requestPasswordReset(database.db, "jane@advisors.example", SITE))?.link);
    const second = tokenOf((await requestPasswordReset(database.db, "jane@advisors.example", SITE))?.link);
    expect(await resetLinkState(database.db, first)).toBe("replaced");
    expect(await resetLinkState(database.db, second)).toBe("valid");
  });

  it("removes a mail's link once the link has expired, keeping the rest of it, and gives up its delivery", async () => {
    await makeAdvisor(accounts, "jane@advisors.example", false);
    await requestPasswordReset(database.db, "jane@advisors.example", SITE);
    // The verification link works 24 hours; the reset link one hour.
    await database.db.update(mails).set({ createdAt: sql`now() - interval '2 hours'` });
    expect(await dropExpiredLinks(database.db)).toBe(1);
    const [reset, verify] = await Promise.all(
      ["reset-password", "verify-email"].map(async (purpose) => (await listMails(database.db)).find((mail) => mail.purpose === purpose)!),
    );
    expect(reset).toMatchObject({ delivery: { status: "failed", lastError: "link expired before delivery" } });
    expect(reset!.text).toContain(LINK_REMOVED);
    expect(reset!.text).not.toMatch(/token=|https?:\/\//);
    expect(reset!.text).toContain("\n--\n");
    expect(verify!.text).toContain("/verify-email?token=");
    expect(await dropExpiredLinks(database.db)).toBe(0);
    expect(await dropExpiredLinks(database.db, new Date(Date.now() + 24 * HOUR_MS))).toBe(1);
    const kept = await listMails(database.db);
    expect(kept.every((mail) => mail.text !== null && mail.text.includes(LINK_REMOVED) && !mail.text.includes("token="))).toBe(true);
  });
});
