// Under ZONE_PROJECTIONS=advisors (with ADVISOR_APPROVAL=staff, as docs/operations.md advises
// for a live site), no hypothetical figure (a zone's expected return and max drawdown, a model's
// targeted return and targeted max drawdown) reaches a visitor in any form: the pages naming
// models and zones, their `.data`, their meta tags, the proposal PDF, the fact sheets and the
// CSV. An advisor awaiting approval sees none either; once staff approve, the advisor sees them,
// each with its fee basis and a link to its assumptions.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { targetsOf } from "~/content/model-targets.server";
import { modelIds } from "~/content/model-basics";
import { advisorsCopy } from "~/content/staff";
import { verifyEmailCopy } from "~/content/verify-email";
import { builtInZones } from "~/content/zones";
import { proposalCopy } from "~/content/proposal";
import { pdfText } from "../support/pdf-text";
import { postForm } from "./support/site-client";
import { acceptInvitation, advisorSignedIn, staffCommand, startStaffServer } from "./support/staff";

const balanced = "horizon=5-to-7-years&income=some&fall=hold&experience=good&savings=quarter&goal=growth";

/** Every public page that names a model or shows a zone, with its `.data` where it has one. */
const pages = [
  "/",
  "/models",
  ...modelIds.map((id) => `/models/${id}`),
  "/etfs",
  "/etfs/yfya",
  "/etfs/rsmv",
  "/commentary/role-of-income-models",
  ...([1, 5, 10] as const).map((zone) => `/zone-navigator?zone=${zone}&account=qualified`),
  "/zone-navigator/compare?views=1-qualified,3-non-qualified,7-qualified,10-qualified",
  `/zone-navigator/questionnaire?${balanced}&account=qualified`,
];
/** A page's data as the browser asks for it; the home page has no loader, so no data. */
const withData = (page: string) => {
  if (page === "/") return [page];
  const [path, query] = page.split("?");
  return [page, `${path}.data${query ? `?${query}` : ""}`];
};

const zoneFigures = Object.values(builtInZones).flatMap((zone) => [zone.expectedreturn, zone.maxdrawdown]);
const modelFigures = modelIds.flatMap((id) => targetsOf(id).map((target) => target.value));
const hypothetical = [...new Set([...zoneFigures, ...modelFigures])];
/** Ranges ("6-8%") appear nowhere else; a lone "10%" may be an allocation, so it is looked for as a value. */
const ranges = hypothetical.filter((value) => value.includes("-"));

const visibleText = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/<!-- -->/g, "")
    .replace(/\s+/g, " ");

/** Where an answer gives away a hypothetical figure: as a value in its data (quoted, or quoted in a page's script) or its text. */
function leaks(body: string): string[] {
  const found = hypothetical.filter((value) => body.includes(`"${value}"`) || body.includes(`\\"${value}\\"`));
  found.push(...ranges.filter((value) => body.includes(value)));
  const text = visibleText(body);
  for (const label of ["Targeted Return", "Targeted Max Drawdown", "Expected Return", "Expected return", "Max drawdown"]) {
    const figure = new RegExp(`${label}\\s*:?\\s*\\d`).exec(text);
    if (figure) found.push(figure[0]);
  }
  // A target named in running text, such as a product's reason for its zone.
  const inProse = /targeted (?:max drawdown|return) of\s*\d/i.exec(text);
  if (inProse) found.push(inProse[0]);
  // "Max Drawdown" is also a model's historical statistic (negative, measured): only a target is hidden.
  const zoneDrawdown = /Max Drawdown\s*:?\s*\d/.exec(text);
  if (zoneDrawdown) found.push(zoneDrawdown[0]);
  return [...new Set(found)];
}

/** The title and every meta tag's content. */
const metaTags = (html: string) => [...html.matchAll(/<title>[^<]*<\/title>|<meta [^>]*content="[^"]*"[^>]*>/g)].map((match) => match[0]);

describe("hypothetical figures under ZONE_PROJECTIONS=advisors", () => {
  let server: Awaited<ReturnType<typeof startStaffServer>>;
  beforeAll(async () => {
    server = await startStaffServer({ name: "PGlite" }, { ZONE_PROJECTIONS: "advisors", ADVISOR_APPROVAL: "staff" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const get = async (path: string, cookie?: string) => {
    const answer = await fetch(server.app.baseURL + path, { redirect: "manual", headers: cookie ? { Cookie: cookie } : {} });
    return { status: answer.status, headers: answer.headers, body: Buffer.from(await answer.arrayBuffer()) };
  };

  async function expectNoFigures(cookie?: string) {
    for (const page of pages) {
      for (const path of withData(page)) {
        const answer = await get(path, cookie);
        expect(answer.status, path).toBe(200);
        const body = answer.body.toString("utf8");
        expect(leaks(body), path).toEqual([]);
        if (path === page)
          expect(
            metaTags(body).filter((tag) => hypothetical.some((value) => tag.includes(value))),
            path,
          ).toEqual([]);
      }
    }
    // The proposal PDF as the reader gets it, read back as text.
    const proposal = await get("/zone-navigator/proposal.pdf?views=1-qualified,5-qualified,10-non-qualified", cookie);
    expect(proposal.status).toBe(200);
    const { layout, flat } = await pdfText(proposal.body);
    expect(ranges.filter((value) => layout.includes(value))).toEqual([]);
    expect(flat).not.toMatch(/targeted (?:max drawdown|return) of\s*\d/i);
    for (const label of [proposalCopy.rows.expectedReturn, proposalCopy.rows.maxDrawdown]) expect(flat).not.toContain(label);
    // The files of the advisor area: sign in first (or wait for the firm's approval).
    for (const path of ["/advisor/downloads/zone-allocations.csv", ...modelIds.map((id) => `/advisor/downloads/models/${id}.pdf`)]) {
      const answer = await get(path, cookie);
      expect(answer.status, path).toBe(302);
      expect(answer.headers.get("content-type") ?? "", path).not.toMatch(/pdf|csv/);
      expect(leaks(answer.body.toString("utf8")), path).toEqual([]);
    }
  }

  it("gives a visitor none of them, in any form, and the models' pages are still reusable", async () => {
    await expectNoFigures();
    const models = await get("/models/2");
    expect(models.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=300");
    expect(models.headers.get("vary")).toContain("Cookie");
    const html = models.body.toString("utf8");
    expect(visibleText(html)).toContain("Targeted Return Advisors only");
    expect(html).toContain("/login?redirectTo=%2Fmodels%2F2");
    // The model portfolio's statistics are hypothetical too: withheld, on its page and the list.
    const growth = visibleText((await get("/models/4")).body.toString("utf8"));
    expect(growth).toContain("Up-Capture Advisors only");
    expect(growth).toContain("Max Drawdown Advisors only");
    expect(visibleText((await get("/models")).body.toString("utf8"))).toContain("Up-Capture Advisors only");
  });

  it("gives an advisor awaiting approval none of them, then every one once staff approve, with its basis and assumptions", async () => {
    const { app, storage } = server;
    const signedIn = await advisorSignedIn(app.baseURL, storage, "hypothetical@advisors.example", "198.51.100.40");
    const advisor = signedIn.cookie;
    // Found in an advisor's walkthrough: the verified page called the account active, then the firm checked it.
    expect(visibleText(signedIn.verifiedPage)).toContain(verifyEmailCopy.verified.waits);
    await expectNoFigures(advisor);
    // Found in a compliance review: a registration the firm has not checked drew a proposal on the
    // firm's letterhead in its own name. It gets a visitor's, which names nobody.
    const waiting = (await pdfText((await get("/zone-navigator/proposal.pdf?views=5-qualified", advisor)).body)).flat;
    expect(waiting).not.toContain("Prepared by");

    await staffCommand(["invite", "rhea@firm.example", "--role", "staff"], storage);
    const staff = (await acceptInvitation(app.baseURL, storage, "rhea@firm.example", "198.51.100.41")).cookie;
    const listed = (await get("/staff/advisors", staff)).body.toString("utf8");
    const advisorId = /name="advisorId" value="([^"]+)"/.exec(listed)?.[1] ?? "";
    // Found in a compliance review: an advisor with no CRD number was approved with nothing on record.
    const unfounded = await postForm(app.baseURL, "/staff/advisors", { advisorId, decision: "approved" }, { cookie: staff });
    expect(unfounded.status).toBe(400);
    expect((await unfounded.text()).replaceAll("&#x27;", "'")).toContain(advisorsCopy.needsBasis);
    await expectNoFigures(advisor);
    const note = "Confirmed with the advisor's firm by phone.";
    const approved = await postForm(app.baseURL, "/staff/advisors", { advisorId, decision: "approved", note }, { cookie: staff });
    expect(approved.status).toBe(302);

    const list = await get("/models", advisor);
    expect(list.headers.get("cache-control")).toBe("private, no-store");
    const listText = visibleText(list.body.toString("utf8"));
    expect(listText).toContain("Targeted Return 6-8% Hypothetical, per year, net of fees Assumptions");
    expect(listText).toContain("Targeted Max Drawdown 5% Hypothetical, net of fees Assumptions");
    expect(list.body.toString("utf8")).toContain('href="/models/2#assumptions"');

    const page = await get("/models/1", advisor);
    const pageHtml = page.body.toString("utf8");
    expect(visibleText(pageHtml)).toMatch(
      /Targeted Return 5-7% Hypothetical, per year, net of fees Target, not a result; stated September 30, 2026 Assumptions/,
    );
    expect(pageHtml).toContain('id="assumptions"');
    expect((await get("/models/1.data", advisor)).body.toString("utf8")).toContain('"5-7%"');

    const zone = visibleText((await get("/zone-navigator?zone=5&account=qualified", advisor)).body.toString("utf8"));
    expect(zone).toContain(`Expected Return Hypothetical, per year, gross of fees ${builtInZones[5].expectedreturn}`);
    expect(zone).toContain(`Max Drawdown Hypothetical, gross of fees ${builtInZones[5].maxdrawdown}`);
    expect(zone).toContain(`expected return of ${builtInZones[5].expectedreturn} a year`);
    expect(zone).toContain("not guarantees or predictions, stated gross of fees");

    const sheet = await get("/advisor/downloads/models/2.pdf", advisor);
    expect(sheet.status).toBe(200);
    expect((await pdfText(sheet.body, { raw: true })).flat).toContain("6-8% Hypothetical, per year, net of fees");

    // The proposal from the Zone Navigator is handed to a client: it names the advisor and holds no target.
    const proposal = await get("/zone-navigator/proposal.pdf?views=5-qualified", advisor);
    const { flat } = await pdfText(proposal.body);
    expect(flat).toContain("Prepared by");
    expect(flat).not.toContain(builtInZones[5].expectedreturn);

    // A visitor still gets the page without them, after the advisor's were rendered.
    expect(leaks((await get("/models/1")).body.toString("utf8"))).toEqual([]);
  });
});
