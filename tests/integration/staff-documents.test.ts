// The documents the site handed out, on the staff console: each proposal and fact sheet, newest
// first, with who and what, and the copy as it was sent, byte for byte; nothing of it for a
// visitor or an advisor (404), and a 404 for a name that is no kept copy. And the suitability
// records of questionnaire results, kept when the saved view is deleted.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentsCopy } from "~/content/staff-documents";
import { overviewCopy } from "~/content/staff";
import { suitabilityRecordsCopy } from "~/content/staff-suitability";
import { postForm } from "./support/site-client";
import { acceptInvitation, advisorSignedIn, staffBackends, staffCommand, startStaffServer } from "./support/staff";

describe("the documents sent, on the staff console", () => {
  let server: Awaited<ReturnType<typeof startStaffServer>>;
  let staff: string;
  let advisor: string;
  const get = (path: string, cookie?: string) =>
    fetch(server.app.baseURL + path, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
  const page = async (path: string, cookie: string) => (await (await get(path, cookie)).text()).replaceAll("<!-- -->", "");

  beforeAll(async () => {
    server = await startStaffServer(staffBackends[0], {});
    // An admin, who also reads the audit log.
    await staffCommand(["invite", "cora@firm.example", "--role", "admin"], server.storage);
    staff = (await acceptInvitation(server.app.baseURL, server.storage, "cora@firm.example", "198.51.100.31")).cookie;
    advisor = (await advisorSignedIn(server.app.baseURL, server.storage, "docs.advisor@advisors.example", "198.51.100.32")).cookie;
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  it("lists each document handed out and serves the copy as it was sent, to staff alone", async () => {
    const sheet = await get("/advisor/downloads/models/3.pdf", advisor);
    expect(sheet.status).toBe(200);
    const sent = Buffer.from(await sheet.arrayBuffer());
    expect((await get("/zone-navigator/proposal.pdf?views=4-qualified")).status).toBe(200);

    const list = await get("/staff/documents", staff);
    expect([list.status, list.headers.get("cache-control")]).toEqual([200, "private, no-store"]);
    const html = (await list.text()).replaceAll("<!-- -->", "").replaceAll("&#x27;", "'");
    // Newest first: the visitor's proposal, then the advisor's fact sheet.
    const entries = [...html.matchAll(/data-slot="document-sent"[^>]*>([^]*?)<\/li>/g)].map((match) => match[1]!);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toContain(`${documentsCopy.kinds.proposal} · 4-qualified`);
    expect(entries[0]).toContain(documentsCopy.visitor);
    // A visitor's illustration is on record by its versions, not as a copy.
    expect(entries[0]).toContain(documentsCopy.visitorNotKept);
    expect(entries[0]).not.toContain("/staff/documents/");
    // Each names the site release served with it, whose sample holds the illustration's fixed words.
    const served = /Release ([0-9a-f]{12})/.exec(await page("/staff/releases", staff))?.[1];
    expect(served).toMatch(/^[0-9a-f]{12}$/);
    for (const entry of entries) expect(entry).toContain(`release ${served}`);
    expect(entries[1]).toContain(`${documentsCopy.kinds["fact-sheet"]} · model-3`);
    expect(entries[1]).toContain("docs.advisor@advisors.example");
    const copyOf = (entry: string) => /href="(\/staff\/documents\/[0-9a-f]{64}\.pdf)"/.exec(entry)?.[1] ?? "";

    const kept = await get(copyOf(entries[1]!), staff);
    expect([kept.status, kept.headers.get("content-type"), kept.headers.get("cache-control")]).toEqual([
      200,
      "application/pdf",
      "private, no-store",
    ]);
    expect(Buffer.from(await kept.arrayBuffer()).equals(sent)).toBe(true);
    // Opening a copy is in the audit log, by its SHA-256.
    const sha256 = copyOf(entries[1]!).slice(17, 81);
    expect(await page("/staff/audit?action=document+opened", staff)).toContain(sha256);

    // By kind.
    const sheets = await page("/staff/documents?kind=fact-sheet", staff);
    expect(sheets).toContain("model-3");
    expect(sheets).not.toContain("4-qualified");

    // Nothing for a visitor or an advisor; no copy by another name.
    for (const cookie of [undefined, advisor]) {
      expect((await get("/staff/documents", cookie)).status).toBe(404);
      expect((await get(copyOf(entries[1]!), cookie)).status).toBe(404);
    }
    for (const name of [`${"0".repeat(64)}.pdf`, "model-3.pdf", `${sha256}.txt`, sha256])
      expect((await get(`/staff/documents/${name}`, staff)).status, name).toBe(404);
  });

  it("keeps a questionnaire result's suitability record for staff after the advisor deletes the saved view", async () => {
    // Found in a compliance review: deleting the saved view erased the record of a zone chosen above the suggestion.
    const answers = "horizon=5-to-7-years&income=some&fall=hold&experience=good&savings=quarter&goal=growth&account=qualified";
    const result = await page(`/zone-navigator/questionnaire?${answers}&chosen=4`, advisor);
    const versions = /name="versions" value="([^"]*)"/.exec(result)?.[1] ?? "";
    const post = (path: string, fields: Record<string, string>) =>
      postForm(server.app.baseURL, path, fields, { cookie: advisor, client: "198.51.100.32" });
    const saved = await post("/advisor/saved-views", {
      label: "Client R",
      note: "",
      views: "4-qualified",
      versions,
      returnTo: "/zone-navigator/questionnaire",
      questionnaire: `${answers}&chosen=4`,
      reason: "other",
      reasonText: "Has a pension",
    });
    expect(saved.status).toBe(302);
    const id = /\/advisor\/saved-views\/([0-9a-f-]{36})/.exec(saved.headers.get("location") ?? "")?.[1] ?? "";
    expect((await post(`/advisor/saved-views/${id}/delete`, {})).status).toBe(302);
    expect((await get(`/advisor/saved-views/${id}`, advisor)).status).toBe(404);

    const list = await get("/staff/suitability", staff);
    expect([list.status, list.headers.get("cache-control")]).toEqual([200, "private, no-store"]);
    const html = (await list.text()).replaceAll("<!-- -->", "").replaceAll("&#x27;", "'");
    const entries = [...html.matchAll(/data-slot="suitability-kept"[^>]*>([^]*?)<\/li>/g)].map((match) => match[1]!);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toContain("Client R · Zone 4, Qualified Accounts");
    expect(entries[0]).toContain("docs.advisor@advisors.example");
    expect(entries[0]).toContain(suitabilityRecordsCopy.choice(6, 4));
    expect(entries[0]).toContain("Has a pension");
    for (const cookie of [undefined, advisor]) expect((await get("/staff/suitability", cookie)).status).toBe(404);
    // A cursor whose id is no UUID is no cursor: the first page, not an error (found in a security review).
    const dashes = `2026-01-01T00:00:00.000Z_${"-".repeat(36)}`;
    for (const path of ["/staff/suitability", "/staff/documents"])
      expect((await get(`${path}?before=${dashes}`, staff)).status, path).toBe(200);

    // A zone above what the answers allow is what a principal reviews: the overview counts it,
    // and the list shows those alone (found in a second compliance review: nobody was told).
    const cautious = answers.replace("fall=hold", "fall=sell-all");
    const above = await post("/advisor/saved-views", {
      label: "Client S",
      note: "",
      views: "5-qualified",
      versions:
        /name="versions" value="([^"]*)"/.exec(await page(`/zone-navigator/questionnaire?${cautious}&chosen=5`, advisor))?.[1] ?? "",
      returnTo: "/zone-navigator/questionnaire",
      questionnaire: `${cautious}&chosen=5`,
      reason: "other",
      reasonText: "Holds a pension that covers every essential expense",
    });
    expect(above.status).toBe(302);
    expect((await page("/staff", staff)).replaceAll("&#x27;", "'")).toContain(overviewCopy.suitability(1));
    const reviewed = (await page("/staff/suitability?above=1", staff)).replaceAll("&#x27;", "'");
    const shown = [...reviewed.matchAll(/data-slot="suitability-kept"[^>]*>([^]*?)<\/li>/g)].map((match) => match[1]!);
    expect(shown).toHaveLength(1);
    expect(shown[0]).toContain("Client S");
  });
});
