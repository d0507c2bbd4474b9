// The staff console on a production server, on PostgreSQL (ADR 0029): the first admin invited
// from the command line sets a password and lands on /staff; every console page, action and
// download is a 404 for a visitor and an advisor, a 403 for staff where it is an admin's, and
// private; a lead is marked contacted with a note, and both show in the audit log.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routeTable from "../../app/routes";
import { postForm } from "./support/site-client";
import {
  acceptInvitation,
  advisorSignedIn,
  staffBehaviourBackends,
  staffCommand,
  startStaffServer,
  type ServerStorage,
} from "./support/staff";
import { startWebhook, type FakeWebhook } from "./support/webhook";

const PRIVATE = "private, no-store";

/** Every page and download of the console, with who may see it. */
const PAGES: { path: string; admin: boolean }[] = [
  { path: "/staff", admin: false },
  { path: "/staff/leads", admin: false },
  { path: "/staff/leads?q=rita&status=new", admin: false },
  { path: "/staff/deliveries", admin: true },
  { path: "/staff/members", admin: true },
  { path: "/staff/audit", admin: true },
];
/** Every action of the console, with a harmless body and who may post it. */
const ACTIONS: { path: string; fields: Record<string, string>; admin: boolean }[] = [
  { path: "/staff/leads/export", fields: { q: "nobody-matches-this" }, admin: false },
  { path: "/staff/audit/export", fields: { action: "note" }, admin: true },
  { path: "/staff/deliveries", fields: { id: "00000000-0000-0000-0000-000000000000" }, admin: true },
  { path: "/staff/members", fields: { intent: "invite", email: "not-an-address", role: "staff" }, admin: true },
  { path: "/staff/members", fields: { intent: "remove", email: "nobody@firm.example" }, admin: true },
];

/** Console routes only admins may open. */
const ADMIN_ONLY = ["/staff/deliveries", "/staff/members", "/staff/audit", "/staff/audit/export"];
/** What a staff member's GET of a route that is not a page answers. */
const STAFF_GET: Record<string, number> = {
  "/staff/leads/export": 405,
  "/staff/two-factor": 302,
  "/staff/archive/export": 405,
  // A kept document's name is its SHA-256: a name that is none answers 404.
  "/staff/documents/x.pdf": 404,
  // A model's live figures file is named <model>.csv.
  "/staff/desk/model-figures/x.pdf": 404,
};

type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] };
const flatten = (entries: readonly RouteEntry[], parent = ""): string[] =>
  entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : [parent, entry.path].filter(Boolean).join("/");
    return [...(entry.path !== undefined ? [path] : []), ...flatten(entry.children ?? [], path)];
  });

describe.each(staffBehaviourBackends)("the staff console on $name", (backend) => {
  let server: Awaited<ReturnType<typeof startStaffServer>>;
  let storage: ServerStorage;
  let app: Awaited<ReturnType<typeof startStaffServer>>["app"];
  let webhook: FakeWebhook;
  let admin: string;
  let staff: string;
  let advisor: string;
  let leadId: string;

  const get = (pathname: string, cookie?: string) =>
    fetch(app.baseURL + pathname, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
  /** A page's HTML without the empty comments React puts between adjacent texts. */
  const page = async (pathname: string, cookie: string) => (await (await get(pathname, cookie)).text()).replaceAll("<!-- -->", "");

  beforeAll(async () => {
    webhook = await startWebhook();
    server = await startStaffServer(backend, {
      CONTACT_WEBHOOK_URL: webhook.url,
      ALLOW_INSECURE_OUTBOUND: "true",
      // The export and staff changes below count on the password given at sign-in, however slow the
      // run; asking for it again is tested in staff-sessions.test.ts.
      STAFF_REAUTH_MINUTES: "60",
    });
    ({ app, storage } = server);
  });
  afterAll(async () => {
    await server?.stop();
    await webhook?.close();
  });

  it("invites the first admin from the command line, who sets a password and lands on /staff", async () => {
    const invited = await staffCommand(["invite", "Ada@Firm.example", "--role", "admin"], storage);
    expect(invited.err).toBe("");
    expect(invited.out).toContain("Invited Ada@Firm.example as admin");
    const signedIn = await acceptInvitation(app.baseURL, storage, "ada@firm.example", "198.51.100.1");
    expect(signedIn.location).toBe("/staff");
    admin = signedIn.cookie;
    const home = await get("/staff", admin);
    expect(home.status).toBe(200);
    expect(home.headers.get("cache-control")).toBe(PRIVATE);
    expect((await home.text()).replaceAll("<!-- -->", "")).toMatch(/ada@firm\.example<\/span><span[^>]*> · Administrator<\/span>/);

    // The link worked once.
    const again = await staffCommand(["invite", "ada@firm.example", "--role", "staff"], storage);
    expect(again.code).toBe(1);
    expect(again.err).toContain("already has a staff account");
  });

  it("lets an admin invite staff from the console, and lists them on the command line", async () => {
    const invite = await postForm(
      app.baseURL,
      "/staff/members",
      { intent: "invite", email: "sam@firm.example", role: "staff" },
      { cookie: admin },
    );
    expect(invite.status).toBe(302);
    expect(invite.headers.get("location")).toBe("/staff/members?done=invited");
    staff = (await acceptInvitation(app.baseURL, storage, "sam@firm.example", "198.51.100.2")).cookie;
    const listed = await staffCommand(["list"], storage);
    expect(listed.out).toMatch(/ada@firm\.example {2}admin {2}last sign-in \d{4}-/);
    expect(listed.out).toMatch(/sam@firm\.example {2}staff {2}last sign-in \d{4}-/);
  });

  it("answers 404 to a visitor and an advisor, and 403 to staff on an admin's page, all private", async () => {
    advisor = (await advisorSignedIn(app.baseURL, storage, `advisor.${backend.name.toLowerCase()}@advisors.example`, "198.51.100.3"))
      .cookie;
    expect((await get("/advisor", advisor)).status).toBe(200);
    for (const page of PAGES) {
      for (const [who, cookie, status] of [
        ["visitor", undefined, 404],
        ["advisor", advisor, 404],
        ["staff", staff, page.admin ? 403 : 200],
        ["admin", admin, 200],
      ] as const) {
        const answer = await get(page.path, cookie);
        expect(answer.status, `${who} GET ${page.path}`).toBe(status);
        expect(answer.headers.get("cache-control"), `${who} GET ${page.path}`).toBe(PRIVATE);
        if (status === 404) expect(await answer.text()).toContain("Oops! Page not found");
      }
    }
    for (const action of ACTIONS) {
      for (const [who, cookie, status] of [
        ["visitor", undefined, 404],
        ["advisor", advisor, 404],
        ["staff", staff, action.admin ? 403 : 200],
      ] as const) {
        const answer = await postForm(app.baseURL, action.path, action.fields, { cookie, client: "198.51.100.9" });
        expect([answer.status, answer.headers.get("cache-control")], `${who} POST ${action.path}`).toEqual([
          status === 200 && action.admin ? 400 : status,
          PRIVATE,
        ]);
      }
    }
  });

  it("shows a contact message sent a minute earlier with its delivery; a note and a status change are audited", async () => {
    const sent = await postForm(
      app.baseURL,
      "/contact",
      {
        name: "Rita Lead",
        email: "rita@advisors.example",
        firmName: "Lead & Co",
        subject: "general-inquiry",
        message: "Please call me about the models.",
      },
      { client: "198.51.100.4", headers: { Accept: "text/html" } },
    );
    expect(sent.status).toBe(200);
    await webhook.waitFor(1);
    const list = await get("/staff/leads?q=rita", staff);
    const html = await list.text();
    expect(html).toContain("Rita Lead");
    expect(html).toContain("Lead &amp; Co");
    leadId = /\/staff\/leads\/([0-9a-f-]{36})/.exec(html)?.[1] ?? "";
    expect(leadId).not.toBe("");
    // The relay marks the job delivered just after the webhook answered.
    await expect.poll(async () => (await page(`/staff/leads/${leadId}`, staff)).includes("Delivered")).toBe(true);

    const status = await postForm(
      app.baseURL,
      `/staff/leads/${leadId}`,
      { intent: "state", status: "contacted", assignee: "" },
      { cookie: admin },
    );
    expect(status.status).toBe(302);
    expect(status.headers.get("location")).toBe(`/staff/leads/${leadId}?saved=state`);
    const note = await postForm(
      app.baseURL,
      `/staff/leads/${leadId}`,
      { intent: "note", note: "Called back, sending the fact sheets." },
      { cookie: admin },
    );
    expect(note.status).toBe(302);
    const empty = await postForm(app.baseURL, `/staff/leads/${leadId}`, { intent: "note", note: "   " }, { cookie: admin });
    expect(empty.status).toBe(400);
    const bad = await postForm(app.baseURL, `/staff/leads/${leadId}`, { intent: "state", status: "won" }, { cookie: admin });
    expect(bad.status).toBe(400);

    const lead = await page(`/staff/leads/${leadId}?saved=note`, admin);
    expect(lead).toContain("Please call me about the models.");
    expect(lead).toContain("Called back, sending the fact sheets.");
    expect(lead).toContain("status change: new → contacted");
    expect(lead).toContain('role="status"');
    expect(await page("/staff/leads?status=contacted", staff)).toContain("Rita Lead");
    expect(await page("/staff/leads?status=new&q=rita", staff)).not.toContain("Rita Lead");

    const audit = await page("/staff/audit", admin);
    expect(audit).toMatch(/ada@firm\.example<\/span> · status change/);
    expect(audit).toMatch(/ada@firm\.example<\/span> · note/);
    expect(audit).toMatch(/command line<\/span> · invitation/);
    expect(audit).toMatch(/sam@firm\.example<\/span> · sign-in/);
    // Nothing was recorded for the refused posts.
    expect(audit.match(/ · note/g)).toHaveLength(1);
  });

  it("exports the current filter as CSV that a spreadsheet cannot run, and audits the export", async () => {
    await postForm(
      app.baseURL,
      "/contact",
      {
        name: "=HYPERLINK(1)",
        email: "formula@advisors.example",
        phoneNumber: "+1 555 0100",
        subject: "general-inquiry",
        message: "=cmd|' /C calc'!A0, then a line\nand another",
      },
      { client: "198.51.100.5", headers: { Accept: "text/html" } },
    );
    const csv = await postForm(app.baseURL, "/staff/leads/export", { source: "contact" }, { cookie: staff });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(csv.headers.get("content-disposition")).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = await csv.text();
    expect(text.split("\r\n")[0]).toBe("received,source,subject,name,email,firm,status,assignee,delivery,phone,message,notes");
    expect(text).toContain(",'=HYPERLINK(1),formula@advisors.example,");
    // The phone and the whole message travel with the lead, a message that looks like a formula as text.
    expect(text).toContain(`,'+1 555 0100,"'=cmd|' /C calc'!A0, then a line\nand another",\r\n`);
    expect(text).toContain(",Contact Form,General Inquiry,Rita Lead,rita@advisors.example,Lead & Co,contacted,");
    // The notes the staff wrote, with their author and time.
    expect(text).toMatch(
      /,Please call me about the models\.,"?\d{4}-\d{2}-\d{2}T[\d:.]+Z ada@firm\.example: Called back, sending the fact sheets\."?\r\n/,
    );
    expect(await (await get("/staff/leads/export", staff)).status).toBe(405);
    expect(await page("/staff/audit", admin)).toMatch(/sam@firm\.example<\/span> · export/);
  });

  it("answers every console route of the route table alike: 404 to a visitor and an advisor, private always", async () => {
    // A new console route is walked as soon as it is added to the table.
    const paths = flatten(routeTable as RouteEntry[])
      .filter((path) => path === "staff" || path.startsWith("staff/"))
      .map((path) => `/${path.replace(":id", leadId).replace(":kind", "commentary").replace(":file", "x.pdf")}`);
    expect(paths).toEqual(
      expect.arrayContaining(["/staff", "/staff/leads", `/staff/leads/${leadId}`, "/staff/advisors", "/staff/security"]),
    );
    // A route without an action answers a POST as a path that does not exist does (405), before any loader runs.
    const unknown = await postForm(app.baseURL, "/no-such-page", { intent: "note" });
    for (const path of paths) {
      const admin = ADMIN_ONLY.includes(path);
      const hasAction = ![
        "/staff",
        "/staff/leads",
        "/staff/audit",
        "/staff/desk",
        "/staff/archive",
        `/staff/desk/versions/${leadId}/preview`,
        "/staff/documents",
        "/staff/documents/x.pdf",
        "/staff/desk/model-figures/x.pdf",
      ].includes(path);
      for (const [who, cookie] of [
        ["visitor", undefined],
        ["advisor", advisor],
      ] as const) {
        const page = await get(path, cookie);
        expect([page.status, page.headers.get("cache-control")], `${who} GET ${path}`).toEqual([404, PRIVATE]);
        const post = await postForm(app.baseURL, path, { intent: "note", note: "from outside" }, { cookie });
        expect([post.status, post.headers.get("cache-control")], `${who} POST ${path}`).toEqual([
          hasAction ? 404 : unknown.status,
          PRIVATE,
        ]);
      }
      const asStaff = await get(path, staff);
      expect(asStaff.headers.get("cache-control"), `staff GET ${path}`).toBe(PRIVATE);
      // A lead's id names no version of the desk.
      const noVersion = path.startsWith("/staff/desk/versions/");
      expect(asStaff.status, `staff GET ${path}`).toBe(admin ? 403 : noVersion ? 404 : (STAFF_GET[path] ?? 200));
    }
    // Nothing posted from outside reached the lead.
    expect(await page(`/staff/leads/${leadId}`, admin)).not.toContain("from outside");
  });

  it("removes a staff account from the command line: its session ends, its audit entries stay", async () => {
    const removed = await staffCommand(["remove", "sam@firm.example"], storage);
    expect(removed.out).toContain("Removed the staff account of sam@firm.example");
    expect((await get("/staff", staff)).status).toBe(404);
    const lastAdmin = await staffCommand(["remove", "ada@firm.example"], storage);
    expect(lastAdmin.code).toBe(1);
    expect(lastAdmin.err).toContain("the last admin");
    const audit = await page("/staff/audit", admin);
    expect(audit).toMatch(/command line<\/span> · deletion/);
    expect(audit).toMatch(/sam@firm\.example<\/span> · export/);
  });
});
