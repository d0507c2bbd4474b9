// Professional approval with ADVISOR_APPROVAL=staff, on PostgreSQL (ADR 0029): a verified
// advisor sees no projections, downloads or saved views and is told the firm is checking the
// registration; the registration relayed to the webhook carries the CRD number; staff approve
// in the console, which mails the advisor and relays the approval; then everything opens.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postForm } from "./support/site-client";
import {
  acceptInvitation,
  advisorSignedIn,
  mailsIn,
  mailTo,
  staffBehaviourBackends,
  staffCommand,
  startStaffServer,
} from "./support/staff";
import { startWebhook, type FakeWebhook } from "./support/webhook";

const HIDDEN_NOTE = "Hypothetical return and drawdown targets are shown to signed-in financial advisors only.";

describe.each(staffBehaviourBackends)("professional approval on $name", (backend) => {
  let server: Awaited<ReturnType<typeof startStaffServer>>;
  let webhook: FakeWebhook;

  beforeAll(async () => {
    webhook = await startWebhook();
    server = await startStaffServer(backend, {
      ADVISOR_APPROVAL: "staff",
      ZONE_PROJECTIONS: "advisors",
      CONTACT_WEBHOOK_URL: webhook.url,
      ALLOW_INSECURE_OUTBOUND: "true",
    });
  });
  afterAll(async () => {
    await server?.stop();
    await webhook?.close();
  });

  const get = (pathname: string, cookie: string) =>
    fetch(server.app.baseURL + pathname, { headers: { Cookie: cookie }, redirect: "manual" }).then(async (answer) => ({
      status: answer.status,
      location: answer.headers.get("location"),
      text: (await answer.text()).replaceAll("<!-- -->", ""),
    }));

  it("keeps advisor-only content closed until staff approve, then opens it", async () => {
    const { app, storage } = server;
    const email = `crd.${backend.name.toLowerCase()}@advisors.example`;
    const advisor = (await advisorSignedIn(app.baseURL, storage, email, "198.51.100.20", "1234567")).cookie;

    await webhook.waitFor(1);
    expect(webhook.received[0]!.body).toMatchObject({ email, crdNumber: "1234567", source: "Advisor Registration" });

    const pending = await get("/advisor", advisor);
    expect(pending.status).toBe(200);
    expect(pending.text).toContain("We are checking your registration");
    expect(await get("/advisor/saved-views", advisor)).toMatchObject({ status: 302, location: "/advisor" });
    expect(await get("/advisor/downloads/zone-allocations.csv", advisor)).toMatchObject({ status: 302, location: "/advisor" });
    expect((await get("/zone-navigator?zone=7&account=qualified", advisor)).text).toContain(HIDDEN_NOTE);

    await staffCommand(["invite", "cora@firm.example", "--role", "staff"], storage);
    const staff = (await acceptInvitation(app.baseURL, storage, "cora@firm.example", "198.51.100.21")).cookie;
    const listed = await get("/staff/advisors", staff);
    expect(listed.text).toContain("CRD 1234567");
    expect(listed.text).toContain("Awaiting approval");
    expect(listed.text).toContain("0 saved views");
    const advisorId = /name="advisorId" value="([^"]+)"/.exec(listed.text)?.[1] ?? "";

    const refused = await postForm(app.baseURL, "/staff/advisors", { advisorId, decision: "maybe" }, { cookie: staff });
    expect(refused.status).toBe(400);
    expect((await get("/advisor", advisor)).text).toContain("We are checking your registration");

    const approved = await postForm(
      app.baseURL,
      "/staff/advisors",
      { advisorId, decision: "approved", note: "CRD checked on BrokerCheck." },
      { cookie: staff },
    );
    expect(approved.status).toBe(302);
    expect(approved.headers.get("location")).toBe("/staff/advisors?done=approved");

    const opened = await get("/advisor", advisor);
    expect(opened.text).not.toContain("We are checking your registration");
    expect((await get("/advisor/saved-views", advisor)).status).toBe(200);
    expect((await get("/advisor/downloads/zone-allocations.csv", advisor)).status).toBe(200);
    expect((await get("/zone-navigator?zone=7&account=qualified", advisor)).text).not.toContain(HIDDEN_NOTE);

    expect((await mailTo(storage, email, "advisor-approved")).subject).toContain("is approved");
    await webhook.waitFor(2);
    expect(webhook.received[1]!.body).toMatchObject({ email, crdNumber: "1234567", decision: "approved", source: "Advisor Approval" });
    expect((await get("/staff/advisors", staff)).text).toContain("Note: CRD checked on BrokerCheck.");
  });

  it("refuses a CRD number that is not 1 to 8 digits, and stores nothing", async () => {
    const { app } = server;
    const fields = {
      firstName: "Bo",
      lastName: "Bad",
      firmName: "Bad Firm",
      email: "bad.crd@advisors.example",
      password: "blue kettle morning 42",
      terms: "on",
      attestation: "on",
    };
    const answer = await postForm(app.baseURL, "/signup", { ...fields, crdNumber: "123456789" }, { client: "198.51.100.22" });
    expect(answer.status).toBe(400);
    expect(await answer.text()).toContain("A CRD number is 1 to 8 digits.");
    expect((await mailsIn(server.storage)).filter((mail) => mail.to === fields.email)).toEqual([]);
  });
});
