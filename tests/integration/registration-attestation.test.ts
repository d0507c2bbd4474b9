// Registration asks the advisor to attest to being a financial professional: without the
// ticked attestation the form is refused with a 400 and its message, and nothing is stored;
// with it, the account keeps the words and version attested to and the version of the Terms of
// Use accepted, on both storage back ends; the registration and the approval keep them after the
// account is deleted.
import { eq, sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { AccountServices } from "~/.server/accounts/services";
import type { Database } from "~/.server/db/database";
import { advisorApprovals, advisorRegistrations, advisorUsers } from "~/.server/db/schema";
import { decideApproval } from "~/.server/staff/approvals";
import { COMMAND_LINE } from "~/.server/staff/audit";
import { accountsContext, storageContext } from "~/.server/load-context";
import { professionalAttestation } from "~/content/legal/professional-attestation";
import { termsOfUse } from "~/content/legal/terms";
import { registrationErrors } from "~/lib/schemas/registration";
import { handleSignupPost } from "~/routes/signup.server";
import { makeAdvisor, PASSWORD, SITE, withAccountServices } from "./support/accounts";
import { backends } from "./support/databases";

type Answer = { init?: ResponseInit | null; data: { status: string; errors?: Record<string, string> } };

const fields = {
  firstName: "Jane",
  lastName: "Advisor",
  email: "jane.attests@advisors.example",
  password: PASSWORD,
  firmName: "Advisors LLC",
  terms: "on",
};

const post = (body: Record<string, string>) =>
  new Request(`${SITE}/signup`, {
    method: "POST",
    headers: { origin: SITE, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(body),
  });

describe.each(backends)("the professional attestation at registration on $name", (backend) => {
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
  const accountsStored = async () =>
    Number(
      ((await database.db.execute(sql.raw("SELECT count(*)::int AS n FROM advisor_users"))) as { rows: Array<{ n: number }> }).rows[0]!.n,
    );

  it("refuses a registration without the attestation, with its message, and stores nothing", async () => {
    for (const attestation of [undefined, "", "off"]) {
      const body = attestation === undefined ? fields : { ...fields, attestation };
      const answer = (await handleSignupPost(post(body), context())) as unknown as Answer;
      expect(answer.init?.status).toBe(400);
      expect(answer.data).toMatchObject({ status: "invalid", errors: { attestation: registrationErrors.attestation } });
    }
    expect(await accountsStored()).toBe(0);
  });

  it("keeps the attestation's words and version, and the Terms version accepted, with the account", async () => {
    const before = Date.now();
    const answer = (await handleSignupPost(post({ ...fields, attestation: "on" }), context())) as unknown as Answer;
    expect(answer.data.status).toBe("done");
    const [account] = await database.db.select().from(advisorUsers).where(eq(advisorUsers.email, fields.email));
    expect(account).toMatchObject({
      attestationText: professionalAttestation.text,
      attestationVersion: professionalAttestation.version,
      termsVersion: termsOfUse.lastUpdated,
    });
    expect(account!.attestationText).toMatch(/financial professional/);
    expect(account!.attestedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it("keeps the attestation and the approval's note after the advisor deletes the account", async () => {
    const email = "jane.leaves@advisors.example";
    await makeAdvisor(accounts, email);
    const [account] = await database.db.select().from(advisorUsers).where(eq(advisorUsers.email, email));
    const note = "Checked on BrokerCheck: registered with Advisors LLC.";
    expect(await decideApproval(database.db, { advisorId: account!.id, decision: "approved", note }, COMMAND_LINE, SITE)).toMatchObject({
      status: "decided",
    });
    // The account goes, with its sessions and links (what deleting it does).
    await database.db.delete(advisorUsers).where(eq(advisorUsers.id, account!.id));
    const [registration] = await database.db.select().from(advisorRegistrations).where(eq(advisorRegistrations.email, email));
    expect(registration).toMatchObject({
      attestationText: professionalAttestation.text,
      attestationVersion: professionalAttestation.version,
      termsVersion: termsOfUse.lastUpdated,
      attestedAt: account!.attestedAt,
    });
    const [approval] = await database.db.select().from(advisorApprovals).where(eq(advisorApprovals.email, email));
    expect(approval).toMatchObject({ decision: "approved", note });
  });
});
