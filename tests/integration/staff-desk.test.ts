// The publishing desk's screens on a production server, who may do what: every desk page and
// action is a 404 for a visitor and an advisor, private for staff; marking a principal is an
// admin's (403 for staff); a bad form is a 400 with its message and saves nothing; a principal
// never approves their own version; a principal reads and approves the release the server
// started with; the audit log's chain stays whole. The desk's workflow is in staff-desk-review and
// staff-desk-kinds; on the embedded database (content-store.test.ts covers PostgreSQL).
import { Parser } from "htmlparser2";
import { beforeAll, describe, expect, it } from "vitest";
import { principalCopy } from "~/content/desk";
import { releasesCopy } from "~/content/releases";
import { ABOVE_LIMIT_RESULT } from "../../server/release-renders";
import { principalBasisMissing } from "~/lib/schemas/desk-principal";
import { PRIVATE, checks, commentary, deskServer, versionIn } from "./support/desk";
import { mailsIn, staffCommand } from "./support/staff";

describe("the publishing desk's screens: who may do what", () => {
  const desk = deskServer({ principal: false });
  const { get, page, post, staffId } = desk;
  let admin = "";
  let editor = "";
  let principal = "";
  let advisor = "";
  beforeAll(() => void ({ admin, editor, principal, advisor } = desk.people));

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
    const listedJson = JSON.parse((await staffCommand(["list", "--json"], desk.storage)).out) as { email: string; id: string }[];
    const adaId = listedJson.find((member) => member.email === "ada@firm.example")!.id;
    const self = await post("/staff/members", { intent: "principal", staffId: adaId, on: "true" }, admin);
    expect(self.status).toBe(403);
    expect((await self.text()).replaceAll("&#x27;", "'")).toContain(principalCopy.self);
    expect(await page("/staff/audit?action=principal+change", admin)).not.toMatch(/· principal change/);
    // Marking needs what qualifies them; without it nothing changes.
    // Found in a compliance review: "abcde" was taken; a CRD number is what BrokerCheck finds.
    for (const basis of [" ", "abcde", "Series 24, no CRD yet", "Not registered, no CRD; 12 years in operations", "CRD 12"]) {
      const unqualified = await post("/staff/members", { intent: "principal", staffId: piaId, on: "true", basis }, admin);
      expect(unqualified.status, basis).toBe(400);
      expect((await unqualified.text()).replaceAll("&#x27;", "'").replaceAll("&quot;", '"')).toContain(principalBasisMissing);
    }
    expect(await page("/staff/members", admin)).toContain("Make Principal: pia@firm.example");
    const marked = await post(
      "/staff/members",
      { intent: "principal", staffId: piaId, on: "true", basis: "FINRA Series 24, CRD 7654321" },
      admin,
    );
    expect([marked.status, marked.headers.get("location")]).toEqual([302, "/staff/members?done=principal-on"]);
    const members = await page("/staff/members?done=principal-on", admin);
    expect(members).toContain("Marked as principal");
    expect(members).toContain("Remove Principal: pia@firm.example");
    expect(members).toContain("FINRA Series 24, CRD 7654321");
    // Removing the account is named for what it ends, apart from the principal's toggle.
    expect(members).toContain('aria-label="Remove Account: pia@firm.example"');
    const audited = await page("/staff/audit?action=principal+change", admin);
    expect(audited).toMatch(/ada@firm\.example<\/span> · principal change/);
    expect(audited).toContain("marked principal: FINRA Series 24, CRD 7654321");
    // Every other admin and principal is mailed, with who marked whom and why (here the new
    // principal; the admin who marked them and a member of staff are not).
    const told = (await mailsIn(desk.storage)).filter((mail) => mail.purpose === "staff-principal");
    expect(told.map((mail) => mail.to)).toEqual(["pia@firm.example"]);
    expect(told[0]!.text).toContain("ada@firm.example marked pia@firm.example as a principal of the publishing desk");
    expect(told[0]!.text).toContain("FINRA Series 24, CRD 7654321");
    // The command line's list says so too.
    const listed = (await staffCommand(["list"], desk.storage)).out;
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

  it("never lets a principal approve their own version, and says so", async () => {
    const created = await post("/staff/desk/new/commentary", commentary("own-words", "Own Words"), principal);
    const id = versionIn(created.headers.get("location"));
    expect(
      (await post(`/staff/desk/versions/${id}`, { intent: "submit", ...commentary("own-words", "Own Words") }, principal)).status,
    ).toBe(302);
    expect(await page("/staff/desk/review", principal)).toContain("You wrote this version: another principal approves it.");
    // The refusal comes before the text's hash is compared.
    const own = await post("/staff/desk/review", { intent: "approve", id, contentHash: "0".repeat(64), ...checks }, principal);
    expect(own.status).toBe(403);
    expect((await own.text()).replaceAll("<!-- -->", "")).toContain("You wrote this version: another principal must approve or return it.");
    expect(await page("/staff/archive?item=own-words", editor)).toContain("No published version matches.");
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
    // Besides the pages built with the code: the pages drawn for each visit, as a visitor gets
    // them, and the documents' wording from a sample of each.
    const drawn = [
      "/models/3",
      "/signals",
      "/zone-navigator?zone=9&account=qualified",
      "/zone-navigator/questionnaire",
      "the page for an unknown address",
      "an advisor's own copy of a client's proposal (PDF; sample: a zone chosen above the answers' limit, with its suitability record)",
      "/zone-navigator?zone=7&account=non-qualified",
      ABOVE_LIMIT_RESULT,
      "/zone-navigator/compare?views=1-qualified,10-non-qualified",
    ];
    const labels: string[] = [];
    new Parser({ onopentag: (name, attributes) => name === "summary" && labels.push(attributes["aria-label"] ?? "") }).end(waiting);
    expect(labels).toEqual(expect.arrayContaining(drawn.map(releasesCopy.words)));
    expect(waiting).toContain("Suitability record");
    // The questionnaire's result above the answers' limit, with its warning.
    expect(waiting).toContain("Zone 10 is above zone 1, the highest these answers allow.");
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

  // Last: the entries of every test above are in the chain.
  it("keeps the audit log's chain whole, checked by npm run staff -- audit-verify through the running server", async () => {
    const verified = await staffCommand(["audit-verify"], desk.storage);
    expect([verified.code, verified.err]).toEqual([0, ""]);
    const entries = Number(/chain is whole: (\d+) entries/.exec(verified.out)?.[1]);
    // More than the setup's own (invitations and sign-ins): the desk's work above is in it.
    expect(entries).toBeGreaterThan(10);
  });
});
