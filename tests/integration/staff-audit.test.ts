// The audit log and the console's edges on a production server, on PostgreSQL (ADR 0029):
// addresses with invisible characters refused in the console and by `npm run staff`; the
// per-address mail cap on invitations and decisions; sign-in failures, codes, two-factor
// setup, password changes and resets and opened leads recorded; the log paged, filtered and
// exported; its chain checked by `npm run staff -- audit-verify`; out-of-range lead days and a
// rate-limited export answered 4xx; and a failed query logged without its parameters.
import pg from "pg";
import { Secret, TOTP } from "otpauth";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { footerDisclaimers } from "~/content/site";
import { firmMailDocuments } from "~/content/signal-mails";
import { advisorsCopy, membersCopy, securityCopy } from "~/content/staff";
import { postForm, tokenIn } from "./support/site-client";
import {
  acceptInvitation,
  advisorSignedIn,
  mailsIn,
  mailTo,
  signIn,
  STAFF_PASSWORD,
  staffBehaviourBackends,
  staffCommand,
  startStaffServer,
  totpKeyIn,
  type ServerStorage,
} from "./support/staff";

const text = (html: string) => html.replaceAll("<!-- -->", "").replaceAll("&quot;", '"').replaceAll("&#x27;", "'");

describe.each(staffBehaviourBackends)("the audit log and the console's edges on $name", (backend) => {
  let server: Awaited<ReturnType<typeof startStaffServer>>;
  let storage: ServerStorage;
  let baseURL: string;
  let admin: string;
  let leadId: string;

  const get = (pathname: string, cookie: string) => fetch(baseURL + pathname, { headers: { Cookie: cookie }, redirect: "manual" });
  const page = async (pathname: string, cookie: string) => text(await (await get(pathname, cookie)).text());
  /** The entries the audit page lists, as "actor · action" lines. */
  const auditLines = (html: string) =>
    [...html.matchAll(/<time[^>]*>[^<]*<\/time> · <span class="font-semibold">([^<]*)<\/span> · ([^<]*)<\/p>/g)].map(
      (match) => `${match[1]} · ${match[2]}`,
    );

  beforeAll(async () => {
    server = await startStaffServer(backend, {
      MAIL_RATE_LIMIT_MAX: "2",
      POST_RATE_LIMIT_MAX: "30",
      LOGIN_ACCOUNT_RATE_LIMIT_MAX: "3",
    });
    ({ storage } = server);
    baseURL = server.app.baseURL;
    expect((await staffCommand(["invite", "ada@firm.example", "--role", "admin"], storage)).code).toBe(0);
    admin = (await acceptInvitation(baseURL, storage, "ada@firm.example", "198.51.100.1")).cookie;
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("refuses invitation addresses with control characters, right-to-left overrides or NUL, in the console and the command", async () => {
    for (const email of ["eve\u0000@firm.example", "eve\u202E@firm.example", "eve\u0007x@firm.example", "eve@firm.example\u200B"]) {
      const invited = await postForm(
        baseURL,
        "/staff/members",
        { intent: "invite", email, role: "staff" },
        { cookie: admin, client: "203.0.113.1" },
      );
      expect(invited.status).toBe(400);
      expect(text(await invited.text())).toContain("Enter a valid email address");
      const removed = await postForm(baseURL, "/staff/members", { intent: "remove", email }, { cookie: admin, client: "203.0.113.1" });
      expect(removed.status).toBe(400);
    }
    const command = await staffCommand(["invite", "eve\u202Eelpmaxe.mrif@firm.example", "--role", "staff"], storage);
    expect(command.code).toBe(2);
    expect(command.err).toContain("is not a valid email address");
    const listed = await staffCommand(["list", "--json"], storage);
    expect((JSON.parse(listed.out) as { email: string }[]).map((member) => member.email)).toEqual(["ada@firm.example"]);
  });

  it("holds invitation, approval and decline mails to the per-address cap", async () => {
    const invite = () =>
      postForm(
        baseURL,
        "/staff/members",
        { intent: "invite", email: "cap@firm.example", role: "staff" },
        { cookie: admin, client: "203.0.113.2" },
      );
    expect((await invite()).status).toBe(302);
    expect((await invite()).status).toBe(302);
    const third = await invite();
    expect(third.status).toBe(429);
    expect(text(await third.text())).toContain("sent enough invitations in the last hour");
    expect((await mailsIn(storage)).filter((mail) => mail.to === "cap@firm.example")).toHaveLength(2);

    await advisorSignedIn(baseURL, storage, "avery@advisors.example", "203.0.113.3");
    const advisorId = /name="advisorId" value="([^"]+)"/.exec(await page("/staff/advisors", admin))?.[1] ?? "";
    const decide = (decision: string, confirmed = "yes") =>
      postForm(
        baseURL,
        "/staff/advisors",
        // The advisor gave no CRD number: an approval says how they were confirmed.
        { advisorId, decision, note: "Confirmed with the advisor's firm.", confirmed },
        { cookie: admin, client: "203.0.113.2" },
      );
    expect((await decide("approved")).headers.get("location")).toBe("/staff/advisors?done=approved");
    // A decline not yet confirmed asks on the advisor's card and mails nobody (the list of mails below).
    const asked = await decide("declined", "");
    expect(asked.status).toBe(200);
    expect(text(await asked.text())).toContain(advisorsCopy.confirmDecline.confirm(true));
    expect((await decide("declined")).headers.get("location")).toBe("/staff/advisors?done=declined");
    // Pressed twice, or decided by another staff member first: nothing changes, nothing is mailed (the list below).
    const twice = await decide("declined");
    expect(twice.status).toBe(409);
    expect(text(await twice.text())).toContain("The advisor is declined already: nothing changed and no mail was sent.");
    const held = await decide("approved");
    expect(held.headers.get("location")).toBe("/staff/advisors?done=approved&mail=held");
    expect(await page(held.headers.get("location")!, admin)).toContain("The mail to the advisor was not sent");
    const decisions = (await mailsIn(storage)).filter(
      (mail) => mail.to === "avery@advisors.example" && mail.purpose.startsWith("advisor-"),
    );
    expect(decisions.map((mail) => mail.purpose).sort()).toEqual(["advisor-approved", "advisor-declined"]);
  });

  it("records failed staff sign-ins, two-factor setup, wrong and throttled codes, password changes and resets", async () => {
    await postForm(
      baseURL,
      "/staff/members",
      { intent: "invite", email: "bo@firm.example", role: "staff" },
      { cookie: admin, client: "203.0.113.4" },
    );
    const bo = await acceptInvitation(baseURL, storage, "bo@firm.example", "203.0.113.4");
    // A wrong password for staff is recorded; for an advisor, nothing.
    expect(
      (await postForm(baseURL, "/login", { email: "bo@firm.example", password: "not the password 1" }, { client: "203.0.113.5" })).status,
    ).toBe(401);
    expect(
      (await postForm(baseURL, "/login", { email: "avery@advisors.example", password: "not the password 1" }, { client: "203.0.113.5" }))
        .status,
    ).toBe(401);

    await postForm(baseURL, "/staff/security", { intent: "start" }, { cookie: bo.cookie, client: "203.0.113.4" });
    const secret = totpKeyIn(await page("/staff/security", bo.cookie)) ?? "";
    const now = TOTP.generate({ secret: Secret.fromBase32(secret) });
    const wrong = String((Number(now) + 1) % 1_000_000).padStart(6, "0");
    expect(
      (await postForm(baseURL, "/staff/security", { intent: "confirm", code: wrong }, { cookie: bo.cookie, client: "203.0.113.4" })).status,
    ).toBe(400);
    const turnedOn = await postForm(
      baseURL,
      "/staff/security",
      { intent: "confirm", code: now },
      { cookie: bo.cookie, client: "203.0.113.4" },
    );
    expect(turnedOn.status).toBe(302);
    // The page it leads to says what changed once, and the state once: not "is on" twice.
    const rotated = turnedOn.headers
      .getSetCookie()
      .map((header) => header.split(";")[0])
      .join("; ");
    const security = await page(turnedOn.headers.get("location")!, rotated);
    expect(security).toContain(securityCopy.enabled);
    expect(security.split("Two-factor sign-in is on").length - 1).toBe(1);

    // A new sign-in waits for a code: wrong codes until the throttle (3 per account) refuses them.
    const pending = await signIn(baseURL, "bo@firm.example", STAFF_PASSWORD, "203.0.113.6");
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 5; attempt++)
      statuses.push(
        (await postForm(baseURL, "/staff/two-factor", { code: "000000" }, { cookie: pending.cookie, client: "203.0.113.6" })).status,
      );
    expect(statuses[0]).toBe(400);
    expect(statuses.at(-1)).toBe(429);
    const wrongCodes = statuses.filter((status) => status === 400).length;

    // A password change on the account page, and a reset through the mailed link.
    // (The change ends the other sessions and rotates this one: the page's reload sends the old cookie to sign in.)
    await postForm(
      baseURL,
      "/advisor/account",
      { intent: "password", currentPassword: STAFF_PASSWORD, newPassword: "copper harbor window 58" },
      { cookie: admin, client: "203.0.113.7" },
    );
    await postForm(baseURL, "/forgot-password", { email: "ada@firm.example" }, { client: "203.0.113.7" });
    const token = tokenIn((await mailTo(storage, "ada@firm.example", "reset-password")).text, "/reset-password");
    await postForm(baseURL, `/reset-password?token=${token}`, { token, password: STAFF_PASSWORD }, { client: "203.0.113.7" });
    admin = (await signIn(baseURL, "ada@firm.example", STAFF_PASSWORD, "203.0.113.7")).cookie;

    const lines = auditLines(await page("/staff/audit", admin));
    expect(lines).toEqual(
      expect.arrayContaining([
        "bo@firm.example · sign-in failed",
        "bo@firm.example · two-factor setup started",
        "bo@firm.example · two-factor code wrong",
        "bo@firm.example · two-factor code throttled",
        "ada@firm.example · password change",
        "ada@firm.example · password reset",
      ]),
    );
    expect(lines.some((line) => line.startsWith("avery@advisors.example"))).toBe(false);
    // The wrong code while turning it on, and each wrong code at sign-in.
    expect(lines.filter((line) => line === "bo@firm.example · two-factor code wrong")).toHaveLength(wrongCodes + 1);
  });

  it("records who opened a lead's whole record, and pages the log 50 entries at a time", async () => {
    const sent = await postForm(
      baseURL,
      "/contact",
      {
        name: "Zebulon Privat",
        email: "zeb@advisors.example",
        firmName: "Privat & Co",
        subject: "general-inquiry",
        message: "Please call me.",
      },
      { client: "203.0.113.8", headers: { Accept: "text/html" } },
    );
    expect(sent.status).toBe(200);
    leadId = /\/staff\/leads\/([0-9a-f-]{36})/.exec(await page("/staff/leads?q=zebulon", admin))?.[1] ?? "";
    for (let open = 0; open < 55; open++) expect((await get(`/staff/leads/${leadId}`, admin)).status).toBe(200);

    const first = await page("/staff/audit?action=lead+opened", admin);
    expect(auditLines(first)).toEqual(Array(50).fill("ada@firm.example · lead opened"));
    // Each entry names its subject, readable without opening the lead.
    expect(first).toContain(`>Lead Zebulon Privat (${leadId.slice(0, 8)})</a>`);
    const invitations = await page("/staff/audit?action=invitation", admin);
    expect(invitations).toMatch(/>Staff member (?:[^<,]*, )?[a-z]+@firm\.example · /);
    const older = /href="(\/staff\/audit\?action=lead\+opened&amp;before=\d+)"/.exec(first)?.[1]?.replaceAll("&amp;", "&");
    expect(older).toBeDefined();
    const second = await page(older!, admin);
    expect(auditLines(second)).toEqual(Array(5).fill("ada@firm.example · lead opened"));
    expect(second).not.toContain("Older entries");
    expect(second).toContain("Newest entries");

    const bo = auditLines(await page("/staff/audit?who=bo%40firm", admin));
    expect(bo.length).toBeGreaterThan(5);
    expect(bo.every((line) => line.startsWith("bo@firm.example"))).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect(auditLines(await page(`/staff/audit?to=2001-01-01`, admin))).toEqual([]);
    expect(auditLines(await page(`/staff/audit?from=${today}&to=${today}&action=invitation`, admin))).toHaveLength(4);
    for (const query of ["from=0000-01-01", "to=9999-12-31", "from=2026-02-30", "from=2026-05-02&to=2026-05-01"]) {
      const refused = await get(`/staff/audit?${query}`, admin);
      expect(refused.status).toBe(400);
      expect(text(await refused.text())).toMatch(/Choose dates between 2000-01-01 and 2099-12-31|is after the “to” date/);
    }
  });

  it("caps the replies to a lead's address, so the console cannot be turned into a mail relay", async () => {
    const reply = (message = "Thank you for writing.") =>
      postForm(
        baseURL,
        `/staff/leads/${leadId}`,
        { intent: "reply", subject: "Re: your message", message },
        { cookie: admin, client: "203.0.113.9", headers: { Accept: "text/html" } },
      );
    // Found in a staff walkthrough: a reply promised what the desk refuses. It is not sent, and says which words.
    const promising = await reply("Our Zone 5 allocation is guaranteed to beat a 60/40 portfolio.");
    expect(promising.status).toBe(400);
    expect(text(await promising.text())).toContain('Not sent: the firm\'s rules for what it says hold for replies too. "guaranteed"');
    // Found in a compliance review: a fund's return by its ticker went to a member of the public.
    const performance = await reply("RSMV returned 14.2% in 2025.");
    expect(performance.status).toBe(400);
    expect(text(await performance.text())).toContain("the firm's own return without its basis");
    expect((await mailsIn(storage)).filter((mail) => mail.purpose === "lead-reply")).toHaveLength(0);
    // MAIL_RATE_LIMIT_MAX is 2 on this server: two replies go, the third is refused and says why.
    for (const sent of [await reply(), await reply()]) expect(sent.status).toBe(302);
    const refused = await reply();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(text(await refused.text())).toContain("too many replies in the last hour");
    const replies = (await mailsIn(storage)).filter((mail) => mail.purpose === "lead-reply");
    expect(replies).toHaveLength(2);
    // Each carries the firm's standing disclosures and its documents, as every page does (found in a compliance review).
    for (const line of [...footerDisclaimers, ...firmMailDocuments]) expect(replies[0]!.text).toContain(line);
  });

  it("exports the filtered log as formula-safe CSV, and the export is itself recorded", async () => {
    await postForm(
      baseURL,
      "/staff/members",
      { intent: "invite", email: "+sum@firm.example", role: "staff" },
      { cookie: admin, client: "203.0.113.9" },
    );
    const csv = await postForm(baseURL, "/staff/audit/export", { action: "invitation" }, { cookie: admin, client: "203.0.113.9" });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("cache-control")).toBe("private, no-store");
    const rows = (await csv.text()).trimEnd().split("\r\n");
    expect(rows[0]).toBe("seq,at,actor,action,subject_type,subject_id,subject,detail");
    expect(rows.slice(1).every((row) => row.includes(",invitation,staff,"))).toBe(true);
    expect(rows[1]).toMatch(/,'\+sum@firm\.example as staff$/);
    expect(auditLines(await page("/staff/audit?action=audit+export", admin))).toEqual(["ada@firm.example · audit export"]);
  });

  it("answers a rate-limited export 429 with Retry-After, and lead days out of range 400", async () => {
    const statuses: number[] = [];
    let refused: Response | undefined;
    for (let post = 0; post < 31; post++) {
      const answer = await postForm(baseURL, "/staff/leads/export", { source: "contact" }, { cookie: admin, client: "203.0.113.10" });
      statuses.push(answer.status);
      if (answer.status !== 200) refused = answer;
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers.get("retry-after"))).toBeGreaterThan(0);

    for (const query of ["from=0000-01-01", "to=9999-12-31", "from=10000-01-01", "to=1999-12-31"]) {
      const answer = await get(`/staff/leads?${query}`, admin);
      expect(answer.status).toBe(400);
      expect(text(await answer.text())).toContain("Choose dates between 2000-01-01 and 2099-12-31");
    }
    const exported = await postForm(baseURL, "/staff/leads/export", { from: "0000-01-01" }, { cookie: admin, client: "203.0.113.11" });
    expect(exported.status).toBe(400);
    // A search the database could not take (NUL) or that no name holds (a right-to-left override) is said plainly.
    for (const q of ["zeb%00", "zeb%E2%80%AE"]) {
      const answer = await get(`/staff/leads?q=${q}`, admin);
      expect(answer.status).toBe(400);
      expect(text(await answer.text())).toContain("Search for plain text");
    }
  });

  it("removes a staff account only once the admin confirms it on the member's line", async () => {
    // Found in a compliance review: one click on a button named for the address removed an account.
    expect((await staffCommand(["invite", "rex@firm.example", "--role", "staff"], storage)).code).toBe(0);
    const remove = (fields: Record<string, string>) =>
      postForm(
        baseURL,
        "/staff/members",
        { intent: "remove", email: "rex@firm.example", ...fields },
        { cookie: admin, client: "203.0.113.7" },
      );
    const asked = await remove({});
    expect(asked.status).toBe(200);
    expect(text(await asked.text())).toContain(membersCopy.confirmRemove.title("rex@firm.example"));
    expect(await page("/staff/members", admin)).toContain("rex@firm.example");
    expect(auditLines(await page("/staff/audit?action=deletion", admin))).toEqual([]);
    const removed = await remove({ confirmed: "yes" });
    expect([removed.status, removed.headers.get("location")]).toEqual([302, "/staff/members?done=removed"]);
    expect(await page("/staff/members", admin)).not.toContain("rex@firm.example");
    expect(auditLines(await page("/staff/audit?action=deletion", admin))).toEqual(["ada@firm.example · deletion"]);
  });

  it("checks the audit log's chain with npm run staff -- audit-verify", async () => {
    const verified = await staffCommand(["audit-verify"], storage);
    expect(verified.err).toBe("");
    expect(verified.code).toBe(0);
    expect(verified.out).toMatch(/^The audit log's chain is whole: \d+ entries, the last with hash [0-9a-f]{64}\.\n$/);
  });

  // PostgreSQL can be reached from outside the server's process to edit a row past the trigger.
  it("names an edited entry, and logs a failed search without its parameters", async () => {
    const client = new pg.Client({ connectionString: storage.DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ id: string }>("SELECT id FROM staff_audit WHERE seq = 3");
      await client.query("ALTER TABLE staff_audit DISABLE TRIGGER USER");
      await client.query("UPDATE staff_audit SET detail = 'nothing to see' WHERE seq = 3");
      await client.query("ALTER TABLE staff_audit ENABLE TRIGGER USER");
      const verified = await staffCommand(["audit-verify"], storage);
      expect(verified.code).toBe(1);
      expect(verified.err).toContain(`The audit log's chain is broken at entry 3 (id ${rows[0]!.id}`);
      expect(verified.err).toContain("it was changed after it was written");

      // The leads' query fails (a column gone) while a client's name is searched.
      await client.query("ALTER TABLE contact_messages RENAME COLUMN firm_name TO firm_name_gone");
      const before = server.app.output().length;
      const failed = await get("/staff/leads?q=Zebulon", admin);
      expect(failed.status).toBe(500);
      await failed.text();
      await client.query("ALTER TABLE contact_messages RENAME COLUMN firm_name_gone TO firm_name");
      const logged = server.app.output().slice(before);
      expect(logged).toContain('"event":"request.failed"');
      expect(logged).toContain("code=42703 (undefined_column)");
      expect(logged).not.toMatch(/zebulon/i);
      expect(logged).not.toContain("select");
    } finally {
      await client.end();
    }
  });
});
