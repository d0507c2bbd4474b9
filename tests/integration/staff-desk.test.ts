// The publishing desk's screens on a production server: every desk page and action is a 404 for
// a visitor and an advisor, private for staff; marking a principal is an admin's (403 for staff);
// a bad form is a 400 with its message and saves nothing; an editor drafts and submits, a
// principal returns it with a note the author then sees, approves another (never their own),
// and the archive lists what went live with who approved it; the audit log's chain stays whole.
// On the embedded database: the store's own suite (content-store.test.ts) covers PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { principalCopy } from "~/content/desk";
import { reviewCopy } from "~/content/desk-review";
import { APPROVAL_CHECKS, approvalChecksMissing } from "~/lib/schemas/desk-review";
import { postForm } from "./support/site-client";
import { acceptInvitation, advisorSignedIn, mailsIn, staffBackends, staffCommand, startStaffServer } from "./support/staff";

const PRIVATE = "private, no-store";
/** Every check a principal confirms before approving, ticked. */
const checks = Object.fromEntries(APPROVAL_CHECKS.map((name) => [name, "on"]));

const commentary = (slug: string, title: string) => ({
  title,
  slug,
  summary: "What changed in rates this quarter.",
  author: "Pat Lee",
  date: "2026-11-20",
  reviewBy: "2027-02-20",
  markdown: "## Rates\n\nRates held steady through the quarter.",
});

describe("the publishing desk's screens", () => {
  let server: Awaited<ReturnType<typeof startStaffServer>>;
  let base: string;
  let admin: string;
  let editor: string;
  let principal: string;
  let advisor: string;

  const get = (pathname: string, cookie?: string) =>
    fetch(base + pathname, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
  const page = async (pathname: string, cookie: string) => (await (await get(pathname, cookie)).text()).replaceAll("<!-- -->", "");
  const post = (pathname: string, fields: Record<string, string>, cookie?: string) =>
    postForm(base, pathname, fields, { cookie, client: "198.51.100.20" });
  const versionIn = (location: string | null) => /\/staff\/desk\/versions\/([0-9a-f-]{36})/.exec(location ?? "")?.[1] ?? "";
  /** The ids of staff members on the members page, by address. */
  const staffId = async (email: string) => {
    const html = await page("/staff/members", admin);
    const at = html.indexOf(`Make Principal: ${email}`);
    return /name="staffId" value="([0-9a-f-]{36})"/g.exec(html.slice(Math.max(0, at - 600), at))?.[1] ?? "";
  };

  beforeAll(async () => {
    server = await startStaffServer(staffBackends[0], { STAFF_REAUTH_MINUTES: "60" });
    base = server.app.baseURL;
    await staffCommand(["invite", "ada@firm.example", "--role", "admin"], server.storage);
    admin = (await acceptInvitation(base, server.storage, "ada@firm.example", "198.51.100.21")).cookie;
    for (const email of ["eli@firm.example", "pia@firm.example"])
      expect((await post("/staff/members", { intent: "invite", email, role: "staff" }, admin)).status).toBe(302);
    editor = (await acceptInvitation(base, server.storage, "eli@firm.example", "198.51.100.22")).cookie;
    principal = (await acceptInvitation(base, server.storage, "pia@firm.example", "198.51.100.23")).cookie;
    advisor = (await advisorSignedIn(base, server.storage, "desk.advisor@advisors.example", "198.51.100.24")).cookie;
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("answers 404 to a visitor and an advisor on every desk page and action, and serves staff privately", async () => {
    const pages = [
      "/staff/desk",
      "/staff/desk/review",
      "/staff/desk/new/commentary",
      "/staff/archive",
      "/staff/archive?kind=commentary&on=2026-03-31",
      "/staff/releases",
    ];
    for (const path of pages) {
      for (const [who, cookie, status] of [
        ["visitor", undefined, 404],
        ["advisor", advisor, 404],
        ["staff", editor, 200],
      ] as const) {
        const answer = await get(path, cookie);
        expect([answer.status, answer.headers.get("cache-control")], `${who} GET ${path}`).toEqual([status, PRIVATE]);
      }
    }
    for (const [path, fields] of [
      ["/staff/desk/new/commentary", commentary("never-saved", "Never Saved")],
      ["/staff/desk/review", { intent: "return", id: "00000000-0000-4000-8000-000000000000", note: "No." }],
      ["/staff/archive/export", {}],
    ] as const) {
      for (const cookie of [undefined, advisor]) expect((await post(path, fields, cookie)).status, `POST ${path}`).toBe(404);
    }
    expect((await get("/staff/desk/new/poems", editor)).status).toBe(404);
    expect((await get("/staff/desk/versions/not-a-version", editor)).status).toBe(404);
    expect((await get("/staff/desk/versions/00000000-0000-4000-8000-000000000000", editor)).status).toBe(404);
    expect((await get("/staff/archive/export", editor)).status).toBe(405);
    expect(await page("/staff/desk", editor)).not.toContain("Never Saved");
  });

  it("lets only an admin mark a principal, after a recent sign-in, and audits it", async () => {
    const piaId = await staffId("pia@firm.example");
    expect(piaId).not.toBe("");
    const refused = await post("/staff/members", { intent: "principal", staffId: piaId, on: "true" }, editor);
    expect([refused.status, refused.headers.get("cache-control")]).toEqual([403, PRIVATE]);
    const unknown = await post(
      "/staff/members",
      { intent: "principal", staffId: "00000000-0000-4000-8000-000000000000", on: "true" },
      admin,
    );
    expect(unknown.status).toBe(400);
    // An admin does not make themselves a principal: the page offers no button, the post is refused.
    expect(await page("/staff/members", admin)).not.toContain("Make Principal: ada@firm.example");
    const listedJson = JSON.parse((await staffCommand(["list", "--json"], server.storage)).out) as { email: string; id: string }[];
    const adaId = listedJson.find((member) => member.email === "ada@firm.example")!.id;
    const self = await post("/staff/members", { intent: "principal", staffId: adaId, on: "true" }, admin);
    expect(self.status).toBe(403);
    expect((await self.text()).replaceAll("&#x27;", "'")).toContain(principalCopy.self);
    expect(await page("/staff/audit?action=principal+change", admin)).not.toMatch(/· principal change/);
    const marked = await post("/staff/members", { intent: "principal", staffId: piaId, on: "true" }, admin);
    expect([marked.status, marked.headers.get("location")]).toEqual([302, "/staff/members?done=principal-on"]);
    const members = await page("/staff/members?done=principal-on", admin);
    expect(members).toContain("Marked as principal");
    expect(members).toContain("Remove Principal: pia@firm.example");
    // Removing the account is named for what it ends, apart from the principal's toggle.
    expect(members).toContain('aria-label="Remove Account: pia@firm.example"');
    expect(await page("/staff/audit?action=principal+change", admin)).toMatch(/ada@firm\.example<\/span> · principal change/);
    // The command line's list says so too.
    const listed = (await staffCommand(["list"], server.storage)).out;
    expect(listed).toMatch(/^pia@firm\.example {2}staff, principal {2}last sign-in /m);
    expect(listed).toMatch(/^eli@firm\.example {2}staff {2}last sign-in /m);
    expect(listed).toMatch(/^ada@firm\.example {2}admin {2}last sign-in /m);
  });

  it("refuses a bad form with its message and a 400, saving nothing", async () => {
    const bad = await post(
      "/staff/desk/new/commentary",
      { ...commentary("Bad Slug", "Half a Draft"), date: "2026-02-30", markdown: " " },
      editor,
    );
    expect(bad.status).toBe(400);
    const html = (await bad.text()).replaceAll("<!-- -->", "");
    expect(html).toContain("The address is lowercase words joined by hyphens");
    expect(html).toContain("The publication date is a date (YYYY-MM-DD).");
    expect(html).toContain("Write the body.");
    expect(html).toContain("Half a Draft");
    expect(await page("/staff/desk", editor)).not.toContain("Half a Draft");
    const badNote = await post(
      "/staff/desk/review",
      { intent: "return", id: "00000000-0000-4000-8000-000000000000", note: "  " },
      principal,
    );
    expect(badNote.status).toBe(400);
    expect(await badNote.text()).toContain("Write a note to the author");
  });

  it("takes commentary from draft through a returned note to the archive", async () => {
    // The editor drafts and submits two articles.
    const ids: string[] = [];
    const drafts: [string, string][] = [
      ["rates-outlook", "Rates Outlook"],
      ["equity-outlook", "Equity Outlook"],
    ];
    for (const [slug, title] of drafts) {
      const created = await post("/staff/desk/new/commentary", commentary(slug, title), editor);
      expect(created.status).toBe(302);
      const id = versionIn(created.headers.get("location"));
      expect(created.headers.get("location")).toBe(`/staff/desk/versions/${id}?done=created`);
      const submitted = await post(`/staff/desk/versions/${id}`, { intent: "submit", ...commentary(slug, title) }, editor);
      expect([submitted.status, submitted.headers.get("location")]).toEqual([302, `/staff/desk/versions/${id}?done=submitted`]);
      ids.push(id);
    }
    const [rates, equity] = ids as [string, string];
    expect(await page(`/staff/desk/versions/${rates}?done=submitted`, editor)).toContain("Submitted: a principal reviews it next.");

    // The editor sees the queue without its buttons; the principal sees both versions with theirs.
    // The console's bar says who is a principal.
    const asEditor = await page("/staff/desk/review", editor);
    expect(asEditor).toMatch(/eli@firm\.example<\/span><span[^>]*> · Staff<\/span>/);
    expect(asEditor).toContain("Rates Outlook");
    expect(asEditor).toContain("Only a principal approves or returns a version.");
    expect(asEditor).not.toContain("Return with Note");
    const asPrincipal = await page("/staff/desk/review", principal);
    expect(asPrincipal).toMatch(/pia@firm\.example<\/span><span[^>]*> · Staff · Principal<\/span>/);
    expect(asPrincipal.match(/>Return with Note</g)).toHaveLength(2);
    expect(asPrincipal).toContain("Rates held steady through the quarter.");

    // The editor cannot approve; the principal returns one with a note and approves the other.
    const notPrincipal = await post("/staff/desk/review", { intent: "approve", id: rates, ...checks }, editor);
    expect(notPrincipal.status).toBe(403);
    expect(await notPrincipal.text()).toContain("Only a principal may approve");
    const returned = await post(
      "/staff/desk/review",
      { intent: "return", id: rates, note: "Name the period of the rates you cite." },
      principal,
    );
    expect([returned.status, returned.headers.get("location")]).toEqual([302, "/staff/desk/review?done=returned"]);
    // Approving asks the principal to confirm each check; one left out is refused, changing nothing.
    const unchecked = await post(
      "/staff/desk/review",
      { intent: "approve", id: equity, publishAt: "", ...checks, pastAdvice: "" },
      principal,
    );
    expect(unchecked.status).toBe(400);
    expect(await unchecked.text()).toContain(approvalChecksMissing);
    expect(await page(`/staff/desk/versions/${equity}`, editor)).toContain("Waiting for review");
    const approved = await post("/staff/desk/review", { intent: "approve", id: equity, publishAt: "", ...checks }, principal);
    expect([approved.status, approved.headers.get("location")]).toEqual([302, "/staff/desk/review?done=approved"]);
    // The decision keeps what was confirmed.
    expect((await page(`/staff/desk/versions/${equity}`, editor)).replaceAll("<!-- -->", "")).toContain(reviewCopy.checksRecord);

    // Each step is mailed to whom it concerns: the waiting version to the principal (not to the
    // admin, who is none), the return with its note and the approval to the author.
    // Stored with the step that announces it, in its transaction.
    const mails = await mailsIn(server.storage);
    const mailed = (to: string, purpose: string) =>
      mails.filter((mail) => mail.to === to && mail.purpose === purpose).map((mail) => mail.text ?? "");
    const reviews = mailed("pia@firm.example", "desk-review");
    expect(reviews).toHaveLength(2);
    expect(reviews.join("\n")).toContain('eli@firm.example submitted the commentary "Rates Outlook", version 1');
    expect(reviews[0]).toMatch(/Open the Review Queue: http:\/\/localhost:\d+\/staff\/desk\/review\n/);
    const [returnedMail] = mailed("eli@firm.example", "desk-returned");
    expect(returnedMail).toContain("Name the period of the rates you cite.");
    expect(returnedMail).toMatch(new RegExp(`Open the Version: http://localhost:\\d+/staff/desk/versions/${rates}\n`));
    expect(mailed("eli@firm.example", "desk-approved")[0]).toContain("It is on the site now.");
    expect(mails.filter((mail) => mail.purpose.startsWith("desk-") && mail.to === "ada@firm.example")).toEqual([]);
    expect(mails.filter((mail) => mail.purpose === "desk-review" && mail.to === "eli@firm.example")).toEqual([]);

    // The author's overview says what waits for them; the principal's does not.
    expect(await page("/staff", editor)).toContain("1 returned to you with a note");
    expect(await page("/staff", principal)).not.toContain("returned to you");

    // The author sees the note on the returned version, which is editable again.
    const back = await page(`/staff/desk/versions/${rates}`, editor);
    expect(back).toContain("Returned by the principal");
    expect(back).toContain("Name the period of the rates you cite.");
    expect(back).toContain("Submit for Review");
    // Said once: the note above the form is the latest decision, which the record below leaves out.
    const shown = back.replace(/<script\b[\s\S]*?<\/script>/g, "");
    expect(shown.split("Name the period of the rates you cite.").length - 1).toBe(1);
    expect(back).not.toContain("Decisions on this version");
    // Someone else reads the draft but does not edit it.
    const notMine = await post(
      `/staff/desk/versions/${rates}`,
      { intent: "save", ...commentary("rates-outlook", "Taken Over") },
      principal,
    );
    expect(notMine.status).toBe(403);
    expect(await page(`/staff/desk/versions/${rates}`, editor)).not.toContain("Taken Over");

    // Submitted again and approved for a later day: its page says when it goes live.
    await post(`/staff/desk/versions/${rates}`, { intent: "submit", ...commentary("rates-outlook", "Rates Outlook") }, editor);
    // The review queue shows the principal what they returned it for.
    const queue = await page("/staff/desk/review", principal);
    expect(queue).toContain("Decided on this version before");
    expect(queue).toContain("Name the period of the rates you cite.");
    // Mailed to the followers of commentary when it goes live, which the principal is told.
    expect(queue).toContain(reviewCopy.mailedOnPublish.commentary);
    // A set time already gone by is refused, not taken as "at once".
    const past = await post(
      "/staff/desk/review",
      { intent: "approve", id: rates, publishAt: "2020-01-02T09:30", offset: "0", ...checks },
      principal,
    );
    expect(past.status).toBe(400);
    expect(await past.text()).toContain("That time has passed: leave it empty to publish at once, or give a later time.");
    expect(await page(`/staff/desk/versions/${rates}`, editor)).toContain("Waiting for review");
    const scheduled = await post(
      "/staff/desk/review",
      { intent: "approve", id: rates, publishAt: "2030-01-02T09:30", offset: "0", ...checks },
      principal,
    );
    expect(scheduled.status).toBe(302);
    expect((await page(`/staff/desk/versions/${rates}`, editor)).replaceAll("<!-- -->", "")).toContain("goes live 2030-01-02 09:30 UTC");

    // Only a principal withdraws it before then, with a note: it goes back to its author, unpublished.
    const versionPage = `/staff/desk/versions/${rates}`;
    expect(await page(versionPage, editor)).not.toContain("Withdraw Before It Goes Live");
    expect((await post(versionPage, { intent: "withdraw", note: "Wait." }, editor)).status).toBe(403);
    expect(await page(versionPage, principal)).toContain("Withdraw Before It Goes Live");
    const noNote = await post(versionPage, { intent: "withdraw", note: " " }, principal);
    expect([noNote.status, (await noNote.text()).includes("say why it must not go live")]).toEqual([400, true]);
    const withdrawn = await post(versionPage, { intent: "withdraw", note: "Hold it until the quarter closes." }, principal);
    expect([withdrawn.status, withdrawn.headers.get("location")]).toEqual([302, `${versionPage}?done=withdrawn`]);
    const withAuthor = await page(versionPage, editor);
    expect(withAuthor).toContain("Hold it until the quarter closes.");
    expect(withAuthor).not.toContain("goes live");
    expect(await page("/staff/audit?action=content+withdrawn", admin)).toContain(
      "commentary rates-outlook v1, due 2030-01-02T09:30:00.000Z",
    );

    // The approved one is live, in the archive with its author, approver and hash.
    const archive = await page("/staff/archive?kind=commentary&item=equity-outlook", editor);
    expect(archive).toContain("Equity Outlook · Version 1");
    expect(archive).toContain("eli@firm.example");
    expect(archive).toContain("pia@firm.example");
    expect(archive).toContain("still live");
    expect(archive).toMatch(/[0-9a-f]{64}/);
    expect(archive).not.toContain("Rates Outlook");
    // Words of its title find it too, in any order and case; a key finds its item only.
    expect(await page("/staff/archive?item=OUTLOOK+equity", editor)).toContain("Equity Outlook · Version 1");
    const modelThree = await page("/staff/archive?item=3", editor);
    expect(modelThree).toContain("RS S&amp;P 500 Balanced");
    expect(modelThree).not.toContain("Equity Outlook");
    const desk = await page("/staff/desk", editor);
    expect(desk).toContain("Equity Outlook");

    // The export holds it too, and is audited.
    const exported = await post("/staff/archive/export", { kind: "commentary", item: "equity-outlook" }, editor);
    expect([exported.status, exported.headers.get("cache-control")]).toEqual([200, PRIVATE]);
    const file = (await exported.json()) as {
      versions: { title: string; approver: string; contentHash: string; body: { markdown: string }; html: string }[];
    };
    expect(file.versions).toHaveLength(1);
    expect(file.versions[0]).toMatchObject({ title: "Equity Outlook", approver: "pia@firm.example" });
    expect(file.versions[0]!.body.markdown).toContain("Rates held steady");
    expect(file.versions[0]!.html).toContain("<h2>Rates</h2>");
    expect(await page("/staff/audit?action=export", admin)).toContain(
      "archive: 1 versions, filter kind=commentary&amp;item=equity-outlook",
    );

    // The public page shows it, and the export keeps that page as it was rendered right after.
    expect(await (await fetch(`${server.app.baseURL}/commentary/equity-outlook`)).text()).toContain(
      "Rates held steady through the quarter.",
    );
    const keptPage = async () => {
      const answer = await post("/staff/archive/export", { kind: "commentary", item: "equity-outlook" }, editor);
      const { versions } = (await answer.json()) as { versions: { pages: { path: string; html: string; sha256: string }[] }[] };
      return versions[0]!.pages.find((kept) => kept.path === "/commentary/equity-outlook");
    };
    const kept = await keptPage();
    expect(kept?.html).toContain("Rates held steady through the quarter.");
    expect(kept?.sha256).toMatch(/^[0-9a-f]{64}$/);

    // A principal retires it: off the site at once, still in the archive.
    expect(await page(`/staff/desk/versions/${equity}`, editor)).not.toContain("Retire from the Site");
    const notRetired = await post(`/staff/desk/versions/${equity}`, { intent: "retire", note: "Out of date." }, editor);
    expect(notRetired.status).toBe(403);
    expect(await page(`/staff/desk/versions/${equity}`, principal)).toContain("Retire from the Site");
    // Not without the reason, which is kept with the decision.
    const noReason = await post(`/staff/desk/versions/${equity}`, { intent: "retire", note: "  " }, principal);
    expect(noReason.status).toBe(400);
    expect(await noReason.text()).toContain("Say why it leaves the site");
    expect((await fetch(`${server.app.baseURL}/commentary/equity-outlook`)).status).toBe(200);
    const retired = await post(`/staff/desk/versions/${equity}`, { intent: "retire", note: "The quarter it covers has ended." }, principal);
    expect([retired.status, retired.headers.get("location")]).toEqual([302, `/staff/desk/versions/${equity}?done=retired`]);
    expect((await fetch(`${server.app.baseURL}/commentary/equity-outlook`)).status).toBe(404);
    const record = await page(`/staff/desk/versions/${equity}`, editor);
    for (const words of ["Decisions on this version", "Approved", "Retired from the site", "The quarter it covers has ended."])
      expect(record).toContain(words);
    // The archive's export keeps each decision with the content it was made on.
    const afterRetiring = await post("/staff/archive/export", { kind: "commentary", item: "equity-outlook" }, editor);
    const { versions } = (await afterRetiring.json()) as {
      versions: { decisions: { decision: string; principal: string; note: string | null; contentHash: string; body: unknown }[] }[];
    };
    expect(versions[0]!.decisions.map(({ decision, note }) => [decision, note])).toEqual([
      ["approved", reviewCopy.checksRecord],
      ["retired", "The quarter it covers has ended."],
    ]);
    expect(JSON.stringify(versions[0]!.decisions[0]!.body)).toContain("Rates held steady through the quarter.");
    // The archive says it was retired, not replaced: nothing took its place.
    const archived = await page("/staff/archive?kind=commentary&item=equity-outlook", editor);
    expect(archived).toContain("Equity Outlook · Version 1");
    expect(archived.match(/>Retired</g)).toHaveLength(2);
    expect(archived).not.toMatch(/>(Replaced|Live)</);
  });

  it("lists the release this server started with, whose pages' words a principal reads and approves once", async () => {
    expect(await page("/staff", editor)).toContain("the newest site release waits for a principal");
    const waiting = await page("/staff/releases", editor);
    expect(waiting).toContain("Waiting for a principal");
    expect(waiting).toContain("Served by this build");
    // Neither a visitor nor an advisor can approve it, or learn that the page exists.
    for (const cookie of [undefined, advisor])
      expect((await post("/staff/releases", { fingerprint: "0".repeat(64), read: "on" }, cookie)).status).toBe(404);
    expect(waiting).toContain("No release was approved before: every page is new. Read each one.");
    expect(waiting).toMatch(/<summary[^>]*aria-label="The words of \/about"/);
    expect(waiting).toContain("Only a principal approves a release.");
    const fingerprint = /name="fingerprint" value="([0-9a-f]{64})"/.exec(await page("/staff/releases", principal))?.[1] ?? "";
    expect(fingerprint).not.toBe("");
    expect((await post("/staff/releases", { fingerprint, read: "on" }, editor)).status).toBe(403);
    const unchecked = await post("/staff/releases", { fingerprint }, principal);
    expect(unchecked.status).toBe(400);
    expect(await unchecked.text()).toContain("Tick the check before approving");
    expect(await page("/staff/releases", editor)).toContain("Waiting for a principal");
    const approved = await post("/staff/releases", { fingerprint, read: "on" }, principal);
    expect([approved.status, approved.headers.get("location")]).toEqual([302, "/staff/releases?done=approved"]);
    const listed = await page("/staff/releases?done=approved", editor);
    expect(listed).toContain("Release approved: it may go live.");
    expect(listed).toMatch(/Approved by<\/dt><dd[^>]*>pia@firm\.example, \d{4}-\d{2}-\d{2}/);
    expect(listed).not.toContain("Waiting for a principal");
    expect(await page("/staff", editor)).not.toContain("site release waits");
    expect((await post("/staff/releases", { fingerprint, read: "on" }, principal)).status).toBe(409);
  });

  it("never lets a principal approve their own version, and says so", async () => {
    const created = await post("/staff/desk/new/commentary", commentary("own-words", "Own Words"), principal);
    const id = versionIn(created.headers.get("location"));
    expect(
      (await post(`/staff/desk/versions/${id}`, { intent: "submit", ...commentary("own-words", "Own Words") }, principal)).status,
    ).toBe(302);
    expect(await page("/staff/desk/review", principal)).toContain("You wrote this version: another principal approves it.");
    const own = await post("/staff/desk/review", { intent: "approve", id, ...checks }, principal);
    expect(own.status).toBe(403);
    expect((await own.text()).replaceAll("<!-- -->", "")).toContain("You wrote this version: another principal must approve or return it.");
    expect(await page("/staff/archive?item=own-words", editor)).toContain("No published version matches.");
  });

  it("refuses bad fund facts and media, and submits zone data started from the live version", async () => {
    const facts = {
      ticker: "YFYA",
      objective: "Seeks current income while limiting declines.",
      grossExpenseRatio: "0.85%",
      netExpenseRatio: "0.75%",
      waiverEnds: "2027-02-28",
      principalRisks: "Interest rate risk: Bond prices fall when rates rise.\nCredit risk: An issuer may fail to pay.",
      prospectusDate: "2026-03-01",
      inceptionDate: "2023-06-14",
      exchange: "NYSE Arca",
      performanceAsOf: "",
      performanceRows: "",
    };
    const badRatio = await post("/staff/desk/new/fund-facts", { ...facts, netExpenseRatio: "0.75" }, editor);
    expect(badRatio.status).toBe(400);
    expect(await badRatio.text()).toContain("The net expense ratio is a percentage, like 0.75%.");

    const badLink = await post(
      "/staff/desk/new/media",
      { type: "coverage", date: "2026-11-20", title: "On Air", outlet: "Radio", url: "ftp://radio.example/a" },
      editor,
    );
    expect(badLink.status).toBe(400);
    expect(await badLink.text()).toContain("The address starts with https://.");

    const zones = await page("/staff/desk/new/zone-data", editor);
    const live = /name="from" value="([0-9a-f-]{36})"/.exec(zones)?.[1] ?? "";
    expect(live).not.toBe("");
    const started = await post("/staff/desk/new/zone-data", { intent: "start", from: live }, editor);
    expect(started.status).toBe(302);
    const draft = versionIn(started.headers.get("location"));
    expect(draft).not.toBe(live);
    expect(started.headers.get("location")).toBe(`/staff/desk/versions/${draft}?done=started`);
    expect(await page(`/staff/desk/versions/${draft}`, editor)).toContain("Submit for Review");
    const submitted = await post(`/staff/desk/versions/${draft}`, { intent: "submit" }, editor);
    expect([submitted.status, submitted.headers.get("location")]).toEqual([302, `/staff/desk/versions/${draft}?done=submitted`]);
    const queue = await page("/staff/desk/review", principal);
    expect(queue).toContain("Zone data · Version 2");
  });

  it("imports one quarter's model figures from CSV: a draft per model, a bad file refused whole by row and column", async () => {
    const csv = (netReturn: string) =>
      [
        "[performance]",
        "model,start,end,net_return,gross_return,benchmark_return,inception,benchmark,fee_note",
        `3,2025-01-01,2025-12-31,${netReturn},6.4,7.1,2019-04-01,S&P 500 Total Return Index,"Net of the highest model fee, 1.00% a year"`,
        "3,2019-04-01,2025-12-31,7.5,8.5,-1.2,,,",
        "",
        "[holdings]",
        "model,ticker,name,weight,as_of",
        "1,BIL,SPDR 1-3 Month T-Bill ETF,100,2025-12-31",
      ].join("\r\n");
    /** The open drafts the desk lists: the record of what a post saved. */
    const drafts = async () => (await page("/staff/desk", editor)).match(/>Draft</g)?.length ?? 0;
    const start = await drafts();
    const bad = await post("/staff/desk/new/model-figures", { csv: csv("five"), reviewBy: "" }, editor);
    expect(bad.status).toBe(400);
    const refused = (await bad.text()).replaceAll("<!-- -->", "");
    expect(refused).toContain("The file was refused whole");
    expect(refused).toMatch(/row 3[^<]*net_return/i);
    expect(await drafts()).toBe(start);

    const imported = await post("/staff/desk/new/model-figures", { csv: csv("5.4"), reviewBy: "" }, editor);
    expect(imported.status).toBe(302);
    expect(imported.headers.get("location")).toMatch(/\?done=imported$/);
    // One draft for each of the two models in the file.
    expect(await drafts()).toBe(start + 2);
    // A model's figures are previewed as its page will show them: the returns with their period and benchmark.
    const [heading, columns, year, inception] = csv("5.4").split("\r\n");
    const performance = [heading, columns, year, "3,2021-01-01,2025-12-31,6.0,7.0,8.1,,,", inception].join("\r\n");
    const balanced = await post("/staff/desk/new/model-figures", { csv: performance, reviewBy: "" }, editor);
    const preview = await page(`/staff/desk/versions/${versionIn(balanced.headers.get("location"))}/preview`, editor);
    expect(preview).toContain("RS S&amp;P 500 Balanced");
    expect(preview).toMatch(/1 year<\/th>[^]*?\+5\.4%/);
    expect(preview).toContain("S&amp;P 500 Total Return Index");
    expect(preview).not.toContain("This kind is shown in its structured view");
  });

  it("tells the principal when a version's review-by day has passed already", async () => {
    for (const fields of [
      { ...commentary("late-review", "Late Review"), reviewBy: "2026-01-15" },
      { ...commentary("timely-review", "Timely Review"), reviewBy: "2027-02-20" },
    ]) {
      const id = versionIn((await post("/staff/desk/new/commentary", fields, editor)).headers.get("location"));
      expect((await post(`/staff/desk/versions/${id}`, { intent: "submit", ...fields }, editor)).status).toBe(302);
    }
    const queue = await page("/staff/desk/review", principal);
    expect(queue).toContain("Review by 2026-01-15: already past.");
    expect(queue).toContain("Review by 2027-02-20.");
  });

  it("previews a version to staff only, kept out of search engines", async () => {
    const created = await post("/staff/desk/new/commentary", commentary("preview-me", "Preview Me"), editor);
    const id = versionIn(created.headers.get("location"));
    const preview = await get(`/staff/desk/versions/${id}/preview`, editor);
    expect([preview.status, preview.headers.get("cache-control"), preview.headers.get("x-robots-tag")]).toEqual([
      200,
      PRIVATE,
      "noindex, nofollow",
    ]);
    const html = await preview.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toContain("<h2>Rates</h2>");
    expect((await get(`/staff/desk/versions/${id}/preview`)).status).toBe(404);
    expect((await get(`/staff/desk/versions/${id}/preview`, advisor)).status).toBe(404);
  });

  it("previews a signal as advisors will read it: the model, the day, the change table and the reasoning", async () => {
    const created = await post(
      "/staff/desk/new/signal",
      {
        model: "3",
        effectiveDate: "2030-03-02",
        title: "More T-Bills in Balanced",
        trades: "RSMV, RS Managed Volatility ETF, 60, 45\nBIL, SPDR Bloomberg 1-3 Month T-Bill ETF, 40, 55",
        reasoning: "Volatility **rose** in February.",
      },
      editor,
    );
    const id = versionIn(created.headers.get("location"));
    expect(id).not.toBe("");
    const preview = await page(`/staff/desk/versions/${id}/preview`, editor);
    expect(preview).toContain("RS S&amp;P 500 Balanced");
    expect(preview).toContain("More T-Bills in Balanced");
    expect(preview).toMatch(/<td[^>]*>SPDR Bloomberg 1-3 Month T-Bill ETF<\/td>/);
    expect(preview).toContain("<strong>rose</strong>");
    expect(preview).not.toContain("This kind is shown in its structured view");
    // Its model and day are its address: a version of it cannot move them.
    const fields = (effectiveDate: string) => ({
      model: "3",
      effectiveDate,
      title: "More T-Bills in Balanced",
      trades:
        "RSMV, RS Managed Volatility ETF, 60, 45\nBRK-B, Berkshire Hathaway Class B, 0, 15\nBIL, SPDR Bloomberg 1-3 Month T-Bill ETF, 40, 40",
      reasoning: "Volatility **rose** in February.",
    });
    const moved = await post(`/staff/desk/versions/${id}`, fields("2030-03-09"), editor);
    expect(moved.status).toBe(400);
    expect(await moved.text()).toContain("A version of a signal keeps its model and day: for another model or day, start a new signal.");
    expect(await page(`/staff/desk/versions/${id}/preview`, editor)).not.toContain("Berkshire");
    // A ticker with a hyphen is one, as in a model's holdings.
    expect((await post(`/staff/desk/versions/${id}`, fields("2030-03-02"), editor)).status).toBe(302);
    expect(await page(`/staff/desk/versions/${id}/preview`, editor)).toContain("Berkshire Hathaway Class B");
  });

  it("starts a new signal from the weights its model holds now, each before and after the same", async () => {
    const blank = await page("/staff/desk/new/signal?model=2", editor);
    expect(blank).toContain("has no published weights to start from: write each trade.");
    const figures = [
      "[holdings]",
      "model,ticker,name,weight,as_of",
      '2,BIL,"SPDR Bloomberg 1-3 Month T-Bill ETF, Class A",59.875,2025-12-31',
      "2,RSMV,RS Managed Volatility ETF,40.125,2025-12-31",
    ].join("\r\n");
    const imported = await post("/staff/desk/new/model-figures", { csv: figures, reviewBy: "" }, editor);
    const id = versionIn(imported.headers.get("location"));
    expect((await post(`/staff/desk/versions/${id}`, { intent: "submit", csv: "", reviewBy: "" }, editor)).status).toBe(302);
    expect((await post("/staff/desk/review", { intent: "approve", id, publishAt: "", ...checks }, principal)).status).toBe(302);

    const started = await page("/staff/desk/new/signal?model=2", editor);
    expect(started).toContain("newest published weights, in force from 2025-12-31, each before and after.");
    expect(started).toMatch(
      /<textarea[^>]*name="trades"[^>]*>BIL, SPDR Bloomberg 1-3 Month T-Bill ETF, Class A, 59.875, 59.875\nRSMV, RS Managed Volatility ETF, 40.125, 40.125<\/textarea>/,
    );
    // The model is chosen in the start's form and in the editor's.
    expect(started.match(/<option value="2" selected="">/g)).toHaveLength(2);
    // A model the firm does not have starts blank.
    expect(await page("/staff/desk/new/signal?model=99", editor)).not.toContain("weights to start from");
  });

  it("tells staff on the console's overview how many versions wait for a principal", async () => {
    const waiting = async () => Number(/(\d+) waiting for a principal/.exec(await page("/staff", editor))?.[1]);
    const before = await waiting();
    const created = await post("/staff/desk/new/commentary", commentary("overview-count", "Overview Count"), editor);
    const id = versionIn(created.headers.get("location"));
    await post(`/staff/desk/versions/${id}`, { intent: "submit", ...commentary("overview-count", "Overview Count") }, editor);
    expect(await waiting()).toBe(before + 1);
  });

  // Last: the entries of every test above are in the chain.
  it("keeps the audit log's chain whole, checked by npm run staff -- audit-verify through the running server", async () => {
    const verified = await staffCommand(["audit-verify"], server.storage);
    expect([verified.code, verified.err]).toEqual([0, ""]);
    const entries = Number(/chain is whole: (\d+) entries/.exec(verified.out)?.[1]);
    // More than the setup's own (invitations and sign-ins): the desk's work above is in it.
    expect(entries).toBeGreaterThan(10);
  });
});
