// The proposal and the advisors' downloads as the production server answers them: a PDF saved
// under a dated name and never kept by a shared cache, a plain 400 for a bad list of views, and
// the advisor's files only after signing in.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/.server/db/database";
import { documentDownloads, keptDocuments } from "~/.server/db/schema";
import { ZONE_ALLOCATIONS_HEADER } from "~/.server/downloads/zone-allocations-csv";
import { builtInZones, builtInZonesAsOf, zoneDisclosure } from "~/content/zones";
import { findModel } from "~/content/models";
import { statInfo } from "~/content/model-stats";
import { startAppServer } from "../support/app-server.js";
import { proposalCopy } from "~/content/proposal";
import { flatten, pdfText } from "../support/pdf-text";
import { signedInAdvisor, type Advisor } from "./support/advisor-session";
import { site } from "~/content/site";
import { dayIn } from "~/lib/day-in-zone";

let app: Awaited<ReturnType<typeof startAppServer>>;
let dataDir: string;
let advisor: Advisor;
/** The bytes of the proposal sent to the signed-in advisor, to match against the kept copy. */
let advisorProposal: Buffer;
/** A questionnaire result that suggests zone 7 in a qualified account, and chooses it. */
const zone7 = "horizon=8-years-or-more&income=none&fall=hold&experience=good&savings=quarter&goal=balance&account=qualified&chosen=7";

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "site-data-"));
  app = await startAppServer({ DATA_DIR: dataDir });
  advisor = await signedInAdvisor(app.baseURL, dataDir);
});
afterAll(async () => {
  await app?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const get = (path: string, cookie?: string) => fetch(app.baseURL + path, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
// The firm's calendar day, as the files are named.
const today = () => dayIn(site.timeZone);

describe("the proposal PDF", () => {
  it("is a dated attachment, private, with the figures of each view and the disclosures", async () => {
    const response = await get("/zone-navigator/proposal.pdf?views=3-qualified,5-non-qualified");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    // A visitor's document is a general illustration, and named so.
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="zone-illustration-\d{4}-\d{2}-\d{2}\.pdf"$/);
    expect(response.headers.get("content-disposition")).toContain(today());
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const { flat } = await pdfText(Buffer.from(await response.arrayBuffer()));
    for (const zone of [3, 5] as const)
      for (const value of Object.values(builtInZones[zone]).slice(1)) expect(flat).toContain(String(value));
    expect(flat).toContain(flatten(zoneDisclosure.paragraphs[0]));
    expect(flat).toMatch(/Zone data: Built-in example data, version [0-9a-f]{12}, as of September 30, 2026/);
    expect(flat).not.toContain("Prepared by");
    // The firm's models of each view, without a link to the site: it is the client's copy.
    expect(flat).toContain("AAA Adaptive Income (Model)");
    expect(flat).toContain("RS S&P 500 Balanced (Model)");
    expect(flat).not.toMatch(/http:\/\/localhost/);
    expect(flat).toContain(flatten(proposalCopy.generalIllustration));
  });

  it("names the signed-in advisor who downloads it, and from a questionnaire's result prints the client's answers", async () => {
    const response = await get(
      `/zone-navigator/proposal.pdf?views=7-qualified&${new URLSearchParams({ questionnaire: zone7 })}`,
      advisor.cookie,
    );
    expect(response.status).toBe(200);
    advisorProposal = Buffer.from(await response.arrayBuffer());
    const { flat } = await pdfText(advisorProposal);
    expect(flat).toContain("Prepared by: Avery Quinlan, Harbor Light Planning");
    expect(flat).toContain(
      `${proposalCopy.questionnaire.title} ${proposalCopy.questionnaire.lead} ${proposalCopy.questionnaire.suggested} Zone 7`,
    );
    expect(flat).toContain("Balance growth and stability");
  });

  it("refuses a questionnaire that is not the proposal's, or a zone above what its answers allow; a visitor's has no client's answers", async () => {
    const answers = zone7.replace("&chosen=7", "");
    const refused: [string, string][] = [
      ["5-qualified", zone7],
      ["7-non-qualified", zone7],
      ["7-qualified,8-qualified", zone7],
      // A zone above the answers' limit is saved with the advisor's reason first.
      ["7-qualified", `${answers.replace("fall=hold", "fall=sell-all")}&chosen=7`],
      ["7-qualified", "horizon=soon&chosen=7"],
    ];
    for (const [views, questionnaire] of refused) {
      const response = await get(`/zone-navigator/proposal.pdf?views=${views}&${new URLSearchParams({ questionnaire })}`, advisor.cookie);
      expect(response.status, `${views} ${questionnaire}`).toBe(400);
      expect((await response.text()).trim()).toBe(proposalCopy.badQuestionnaire);
    }
    const visitor = await get(`/zone-navigator/proposal.pdf?views=7-qualified&${new URLSearchParams({ questionnaire: zone7 })}`);
    expect(visitor.status).toBe(200);
    expect((await pdfText(Buffer.from(await visitor.arrayBuffer()))).flat).not.toContain(proposalCopy.questionnaire.title);
  });

  it("refuses a list that names no view, a wrong view or more than four, in plain text", async () => {
    for (const query of [
      "",
      "?views=",
      "?views=3-qualified,banana",
      "?views=11-qualified",
      "?views=1-qualified,2-qualified,3-qualified,4-qualified,5-qualified",
    ]) {
      const response = await get(`/zone-navigator/proposal.pdf${query}`);
      expect(response.status, query).toBe(400);
      expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(await response.text()).toMatch(/^A proposal (needs one to four views|holds four views at most)/);
    }
  });
});

describe("the advisors' downloads", () => {
  it("send a visitor to sign in and back to the file", async () => {
    for (const path of ["/advisor/downloads/zone-allocations.csv", "/advisor/downloads/models/3.pdf"]) {
      const response = await get(path);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
    }
  });

  it("give a signed-in advisor the allocations CSV", async () => {
    const response = await get("/advisor/downloads/zone-allocations.csv", advisor.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="zone-allocations-${today()}.csv"`);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const lines = (await response.text()).trimEnd().split("\r\n");
    expect(lines[0]).toBe(ZONE_ALLOCATIONS_HEADER.join(","));
    expect(lines[1]).toMatch(
      // The zone's time horizon beside its risk level (found in an advisor's review).
      new RegExp(
        `^1,qualified,Very Conservative,${builtInZones[1].timehorizon},Capital Preservation,${builtInZones[1].expectedreturn},${builtInZones[1].maxdrawdown},Cash/Money Market,50,[0-9a-f]{12},${builtInZonesAsOf},No firm product$`,
      ),
    );
  });

  it("give a signed-in advisor a model's fact sheet, and 404 for a model that does not exist", async () => {
    const response = await get("/advisor/downloads/models/2.pdf", advisor.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename="model-2-fact-sheet-${findModel(2)!.targetsStated}.pdf"`,
    );
    const model = findModel(2)!;
    const { flat } = await pdfText(Buffer.from(await response.arrayBuffer()), { raw: true });
    expect(flat).toContain(model.name);
    expect(flat).toContain(`${statInfo.targetedReturn.label.toUpperCase()} 6-8% Hypothetical, per year, net of fees`);
    for (const path of ["/advisor/downloads/models/99.pdf", "/advisor/downloads/models/2.txt", "/advisor/downloads/models/x.pdf"]) {
      expect((await get(path, advisor.cookie)).status, path).toBe(404);
    }
  });

  it("are listed in the advisor area as plain links; the area and its files are kept out of search engines", async () => {
    const page = await get("/advisor", advisor.cookie);
    expect(page.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    for (const path of ["/advisor", "/advisor/saved-views", "/advisor/downloads/models/3.pdf", "/advisor.data"])
      expect((await get(path)).headers.get("x-robots-tag"), path).toBe("noindex, nofollow");
    const undated = await get("/advisor/downloads/models/3.pdf", advisor.cookie);
    expect(undated.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    // Figures with no as-of date give an undated name, not the download's day (found in an advisor's review).
    expect(undated.headers.get("content-disposition")).toBe('attachment; filename="model-3-fact-sheet.pdf"');
    // Public pages stay indexable.
    expect((await get("/zone-navigator")).headers.get("x-robots-tag")).toBeNull();
    const html = await page.text();
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"\/?>/);
    expect(await (await get("/zone-navigator")).text()).not.toContain('name="robots"');
    expect(html).toContain('href="/advisor/downloads/zone-allocations.csv"');
    expect(html).toContain('href="/advisor/downloads/models/2.pdf"');
  });
});

describe("the record of the documents handed out", () => {
  it("holds each proposal and fact sheet sent, with who, when, what, and the data and content versions, and nothing refused", async () => {
    // A HEAD (a link checker, a prefetch) hands out no document, so it leaves no row either.
    const head = await fetch(`${app.baseURL}/zone-navigator/proposal.pdf?views=9-qualified`, { method: "HEAD" });
    expect(head.status).toBe(200);
    // The visitor's proposal sent again: recorded again, by its versions.
    expect((await get("/zone-navigator/proposal.pdf?views=3-qualified,5-non-qualified")).status).toBe(200);
    // The server owns its embedded database while it runs: read the record once it has stopped.
    await app.stop();
    const database = await openDatabase({ dataDir });
    try {
      const rows = await database.db.select().from(documentDownloads).orderBy(documentDownloads.at);
      const advisorId = rows.find((row) => row.advisorId !== null)?.advisorId;
      expect(advisorId).toEqual(expect.any(String));
      // The refused requests (a bad list, a visitor sent to sign in, an unknown model) left no row.
      expect(rows.map(({ kind, advisorId: who, subject }) => ({ kind, who, subject }))).toEqual([
        { kind: "proposal", who: null, subject: "3-qualified,5-non-qualified" },
        { kind: "proposal", who: advisorId, subject: "7-qualified" },
        { kind: "proposal", who: null, subject: "7-qualified" },
        { kind: "fact-sheet", who: advisorId, subject: "model-2" },
        { kind: "fact-sheet", who: advisorId, subject: "model-3" },
        { kind: "proposal", who: null, subject: "3-qualified,5-non-qualified" },
      ]);
      // Each document an advisor received, as it was sent, by its SHA-256: the proposal byte for
      // byte, and each fact sheet. A visitor's illustrations (anyone may draw any number of them)
      // are recorded by their versions only.
      const kept = await database.db.select().from(keptDocuments);
      const keptOf = (row: (typeof rows)[number]) => kept.find((document) => document.sha256 === row.documentSha256);
      expect(Buffer.from(keptOf(rows[1]!)!.bytes).equals(advisorProposal)).toBe(true);
      expect(createHash("sha256").update(advisorProposal).digest("hex")).toBe(rows[1]!.documentSha256);
      expect([rows[0]!.documentSha256, rows[2]!.documentSha256, rows[5]!.documentSha256]).toEqual([null, null, null]);
      expect(kept.map((document) => document.sha256).sort()).toEqual([rows[1], rows[3], rows[4]].map((row) => row!.documentSha256).sort());
      for (const document of kept) expect(Buffer.from(document.bytes).subarray(0, 5).toString()).toBe("%PDF-");
      // The firm's record of what was sent, and to whom, cannot be changed or deleted.
      await expect(database.db.delete(keptDocuments)).rejects.toThrow();
      await expect(database.db.update(keptDocuments).set({ mediaType: "text/plain" })).rejects.toThrow();
      await expect(database.db.execute(sql`TRUNCATE kept_documents`)).rejects.toThrow();
      await expect(database.db.update(documentDownloads).set({ advisorId: null })).rejects.toThrow();
      await expect(database.db.delete(documentDownloads)).rejects.toThrow();
      await expect(database.db.execute(sql`TRUNCATE document_downloads`)).rejects.toThrow();
      expect(await database.db.select().from(keptDocuments)).toHaveLength(kept.length);
      expect(await database.db.select().from(documentDownloads)).toHaveLength(rows.length);
      expect(rows[0]!.dataVersions).toMatch(/^[0-9a-f]{12},[0-9a-f]{12}$/);
      expect(rows[3]!.dataVersions).toBe("");
      for (const row of rows) {
        expect(row.contentVersion).toMatch(/^[0-9a-f]{12}$/);
        expect(Date.now() - row.at.getTime()).toBeLessThan(10 * 60_000);
      }
      // The same words give the same content version; another model's facts another.
      expect(rows[3]!.contentVersion).not.toBe(rows[4]!.contentVersion);
    } finally {
      await database.close();
    }
  });
});
