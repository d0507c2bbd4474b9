// A stranger who registers (or edits the profile) with a name made to be read in the firm's
// voice, "Frank,\n\nURGENT: visit https://evil.example/unlock", or with escape sequences for the
// operator's terminal, is refused with a 400 and the field's message (on PostgreSQL, ADR 0029),
// and nothing is stored: no account, no mail, no delivery, no change to the profile.
import { eq, sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { accountsContext, storageContext } from "~/.server/load-context";
import { describe, expect, it } from "vitest";
import { accountServices, type AccountServices } from "~/.server/accounts/services";
import type { Database } from "~/.server/db/database";
import { advisorUsers } from "~/.server/db/schema";
import { registrationErrors } from "~/lib/schemas/registration";
import { handleAccountPost } from "~/routes/advisor/account.server";
import { handleSignupPost } from "~/routes/signup.server";
import { makeAdvisor, PASSWORD, SITE, withAccountServices } from "./support/accounts";
import { behaviourBackends } from "./support/databases";

const PHISHING = "Frank,\n\nURGENT: visit https://evil.example/unlock";
const TERMINAL = "\u001b]8;;https://evil.example\u0007Frank\u001b]8;;\u0007";

type Answer = {
  init?: ResponseInit | null;
  data: { status: string; errors?: Record<string, string> } & { result?: { status: string; errors?: Record<string, string> } };
};

const post = (path: string, fields: Record<string, string>, cookie?: string) =>
  new Request(`${SITE}${path}`, {
    method: "POST",
    headers: { origin: SITE, "content-type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
    body: new URLSearchParams(fields),
  });

describe.each(behaviourBackends)("names and firm refused on $name", (backend) => {
  let database: Database;
  let accounts: AccountServices;
  withAccountServices(backend, (opened) => ({ database, accounts } = opened));
  const context = () =>
    new RouterContextProvider(
      new Map<Parameters<RouterContextProvider["get"]>[0], unknown>([
        [storageContext, Promise.resolve(accounts.base)],
        [accountsContext, Promise.resolve(accounts)],
      ]),
    );

  /** How many rows each table of accounts and deliveries holds. */
  async function stored() {
    const count = async (table: string) =>
      Number(
        ((await database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))) as { rows: Array<{ n: number }> }).rows[0]!.n,
      );
    const tables = ["advisor_users", "advisor_credentials", "verification_links", "advisor_registrations", "mails", "deliveries"];
    return Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await count(table)])));
  }

  it.each([
    ["firstName", PHISHING],
    ["lastName", TERMINAL],
    ["firmName", "Visit evil.example/unlock"],
  ])("registration with a %s like %j answers 400 and stores nothing", async (field, value) => {
    const before = await stored();
    const fields = {
      firstName: "Jane",
      lastName: "Advisor",
      email: "frank@advisors.example",
      password: PASSWORD,
      firmName: "Advisors LLC",
      terms: "on",
      attestation: "on",
      [field]: value,
    };
    const answer = (await handleSignupPost(post("/signup", fields), context())) as unknown as Answer;
    expect(answer.init?.status).toBe(400);
    expect(answer.data).toMatchObject({ status: "invalid", errors: { [field]: registrationErrors.plainText[field as "firstName"] } });
    expect(await stored()).toEqual(before);
    expect(Object.values(before).every((rows) => rows === 0)).toBe(true);
  });

  it("the profile form refuses them with a 400 and keeps the stored names", async () => {
    await makeAdvisor(accounts, "jane@advisors.example");
    // Signed in by the services the route itself uses, so that the cookie is signed with their key.
    const auth = (await accountServices(context())).authFor(new Request(SITE));
    const { headers } = await auth.api.signInEmail({ body: { email: "jane@advisors.example", password: PASSWORD }, returnHeaders: true });
    const cookie = headers.getSetCookie()[0]!.split(";")[0]!;
    const row = async () => (await database.db.select().from(advisorUsers).where(eq(advisorUsers.email, "jane@advisors.example")))[0]!;
    const before = await row();

    for (const [field, value] of [
      ["firstName", PHISHING],
      ["lastName", TERMINAL],
      ["firmName", "www.evil.example"],
    ] as const) {
      const fields = { intent: "profile", firstName: "Jane", lastName: "Advisor", firmName: "Advisors LLC", [field]: value };
      const answer = (await handleAccountPost(post("/advisor/account", fields, cookie), context())) as unknown as Answer;
      expect(answer.init).toMatchObject({ status: 400 });
      expect(answer.data.result).toMatchObject({ status: "invalid", errors: { [field]: registrationErrors.plainText[field] } });
    }
    const after = await row();
    expect({ firstName: after.firstName, lastName: after.lastName, firmName: after.firmName, name: after.name }).toEqual({
      firstName: before.firstName,
      lastName: before.lastName,
      firmName: before.firmName,
      name: before.name,
    });
  });
});
