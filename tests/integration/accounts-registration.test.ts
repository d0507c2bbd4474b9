// Registration to sign-out with the real library, a real local SMTP server and a real local
// webhook, on PostgreSQL (ADR 0029): the verification mail arrives, the link works once and
// expires, the firm hears of the registration only after verification, a second registration
// of the address changes nothing but a mail, and a session ends on the server at sign-out.
import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createAuth, type Auth } from "~/.server/accounts/auth";
import { register, resendVerification, verifyEmail, type AccountDeps } from "~/.server/accounts/registration";
import type { Database } from "~/.server/db/database";
import { advisorSessions, advisorUsers, verificationLinks } from "~/.server/db/schema";
import { createMailSender } from "~/.server/outbox/mail-sender";
import { createRelay, type Relay } from "~/.server/outbox/relay";
import { site } from "~/content/site";
import { registrationSchema } from "~/lib/schemas/registration";
import { TEST_AUTH_SECRET, testAccountServices } from "./support/accounts";
import { behaviourBackends, clearAccountTables } from "./support/databases";
import { startSmtp, type FakeSmtp } from "./support/smtp";
import { startWebhook, type FakeWebhook } from "./support/webhook";

const SITE = "http://advisors.test";
const jane = registrationSchema.parse({
  firstName: "Jane",
  lastName: "Advisor",
  email: "Jane.Advisor@Advisors.example",
  password: "blue kettle morning 42",
  firmName: "Advisors LLC",
  terms: "on",
  attestation: "on",
});

const tokenIn = (text: string) => /verify-email\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];

describe.each(behaviourBackends)("advisor registration on $name", (backend) => {
  let stopBackend: () => Promise<void>;
  let database: Database;
  let smtp: FakeSmtp;
  let webhook: FakeWebhook;
  let relay: Relay;
  let auth: Auth;
  let deps: AccountDeps;

  beforeAll(async () => {
    const started = await backend.start();
    stopBackend = started.stop;
    database = await started.open();
    ({ deps } = await testAccountServices(database));
    auth = createAuth(database.db, TEST_AUTH_SECRET, false);
  });
  afterAll(async () => {
    await database?.close();
    await stopBackend?.();
  });
  beforeEach(async () => {
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    await clearAccountTables(database);
    smtp = await startSmtp();
    webhook = await startWebhook();
    relay = createRelay({
      db: database.db,
      webhookUrl: webhook.url,
      mailer: createMailSender({ smtpUrl: smtp.url, from: { name: site.brand, address: "no-reply@advisors.test" }, timeoutMs: 1000 }),
      timeoutMs: 1000,
      baseDelayMs: 100,
      maxDelayMs: 1000,
      maxAttempts: 5,
      pollMs: 50,
    });
    relay.start();
  });
  afterEach(async () => {
    await relay.stop();
    await smtp.close();
    await webhook.close();
    vi.restoreAllMocks();
  });

  async function registerAndReadLink() {
    await register(deps, jane, SITE);
    relay.wake();
    const [mail] = await smtp.waitFor(1);
    const token = tokenIn(mail!.text);
    expect(token, mail!.text).toBeDefined();
    return { mail: mail!, token: token! };
  }

  it("mails a verification link, verifies once, and only then tells the firm", async () => {
    const { mail, token } = await registerAndReadLink();
    expect(mail.to).toEqual(["jane.advisor@advisors.example"]);
    expect(mail.text).toContain(`${SITE}/verify-email?token=${token}`);
    expect(mail.html).toContain(`${SITE}/verify-email?token=${token}`);
    // The token itself is nowhere in the database: only its hash.
    const dump = JSON.stringify(await database.db.select().from(verificationLinks));
    expect(dump).toContain("verify-email");
    expect(dump).not.toContain(token);
    expect(webhook.received).toHaveLength(0);

    expect(await verifyEmail(database.db, token)).toMatchObject({ status: "verified" });
    await webhook.waitFor(1);
    const { timestamp, ...payload } = webhook.received[0]!.body;
    expect(payload).toEqual({
      firstName: "Jane",
      lastName: "Advisor",
      email: "jane.advisor@advisors.example",
      firmName: "Advisors LLC",
      crdNumber: null,
      source: "Advisor Registration",
    });
    expect(Date.parse(String(timestamp))).not.toBeNaN();
    expect(await verifyEmail(database.db, token)).toEqual({ status: "used" });
  });

  it("refuses a link after 24 hours, and a fresh link works", async () => {
    const { token } = await registerAndReadLink();
    const later = new Date(Date.now() + 24 * 60 * 60 * 1000 + 1000);
    expect(await verifyEmail(database.db, token, later)).toEqual({ status: "expired" });
    expect(await verifyEmail(database.db, "not-a-token")).toEqual({ status: "unknown" });
    // A day later, the few minutes between two links are long over.
    await database.db.execute(sql`TRUNCATE rate_limits`);
    await resendVerification(deps, jane.email, SITE);
    relay.wake();
    const mails = await smtp.waitFor(2);
    const fresh = tokenIn(mails[1]!.text)!;
    expect(fresh).not.toBe(token);
    expect(await verifyEmail(database.db, fresh)).toMatchObject({ status: "verified" });
    expect(await resendVerification(deps, jane.email, SITE)).toBeUndefined();
  });

  it("never sends an advisor's verification link to a staff invitee's address", async () => {
    const email = "new.analyst@firm.example";
    const id = "5f0c7d2e-6a43-4b8e-9a51-0d3c2b1a9e77";
    await database.db
      .insert(advisorUsers)
      .values({ id, name: "new.analyst", email, firstName: "new.analyst", lastName: "", firmName: "Firm", role: "staff" });
    expect(await resendVerification(deps, email, SITE)).toBeUndefined();
    expect(await database.db.select().from(verificationLinks).where(eq(verificationLinks.userId, id))).toEqual([]);
  });

  it("answers a second registration of the address with a mail to its owner and no change", async () => {
    await registerAndReadLink();
    await register(deps, { ...jane, firstName: "Mallory", password: "another long phrase 7" }, SITE);
    relay.wake();
    const mails = await smtp.waitFor(2);
    expect(mails[1]!.subject).toContain("Someone tried to register");
    expect(mails[1]!.text).toContain("Hello Jane,");
    expect(tokenIn(mails[1]!.text)).toBeUndefined();
    const users = await database.db.select().from(advisorUsers);
    expect(users.map((user) => user.firstName)).toEqual(["Jane"]);
  });

  it("signs a verified advisor in with the library and ends the session on the server at sign-out", async () => {
    const { token } = await registerAndReadLink();
    const unverified = await auth.api
      .signInEmail({ body: { email: jane.email.toLowerCase(), password: jane.password } })
      .catch((error: { body?: { code?: string } }) => error.body?.code);
    expect(unverified).toBe("EMAIL_NOT_VERIFIED");
    await verifyEmail(database.db, token);

    const wrong = await auth.api
      .signInEmail({ body: { email: jane.email.toLowerCase(), password: "not the password 1" } })
      .catch(() => "refused");
    expect(wrong).toBe("refused");
    const signedIn = await auth.api.signInEmail({
      body: { email: jane.email.toLowerCase(), password: jane.password },
      returnHeaders: true,
    });
    const cookie = signedIn.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^advisor_session=[^;]+;.*HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const headers = new Headers({ cookie: cookie.split(";")[0]! });
    const session = await auth.api.getSession({ headers });
    expect(session?.user).toMatchObject({ email: "jane.advisor@advisors.example", firstName: "Jane", firmName: "Advisors LLC" });
    const [row] = await database.db.select().from(advisorSessions).where(eq(advisorSessions.userId, session!.user.id));
    expect(row!.ipAddress ?? "").toBe("");
    expect(row!.expiresAt.getTime() - Date.now()).toBeGreaterThan(29 * 24 * 60 * 60 * 1000);

    await auth.api.signOut({ headers });
    expect(await database.db.select().from(advisorSessions)).toEqual([]);
    expect(await auth.api.getSession({ headers })).toBeNull();
  });
});
