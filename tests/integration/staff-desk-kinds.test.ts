// The desk's other kinds on a production server: fund facts, media and zone data refused or
// started as they should be, one quarter's model figures imported from CSV, signals previewed and
// started from a model's weights, the review-by day, and previews kept to staff.
import { beforeAll, describe, expect, it } from "vitest";
import { PRIVATE, commentary, deskServer, versionIn } from "./support/desk";

describe("the publishing desk's kinds", () => {
  const desk = deskServer({ principal: true });
  const { get, page, post, approval } = desk;
  let editor = "";
  let principal = "";
  let advisor = "";
  beforeAll(() => void ({ editor, principal, advisor } = desk.people));

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

  it("gives a model's live figures as the file the desk reads, which loads back as a draft", async () => {
    // Found in a staff review: a new quarter's file started from an empty box.
    const form = await page("/staff/desk/new/model-figures", editor);
    expect(form).toContain('href="/staff/desk/model-figures/2.csv"');
    const file = await get("/staff/desk/model-figures/2.csv", editor);
    expect(file.status).toBe(200);
    expect(file.headers.get("cache-control")).toBe(PRIVATE);
    expect(file.headers.get("content-disposition")).toBe('attachment; filename="model-2-figures-live.csv"');
    const csv = await file.text();
    // Model 2 publishes no holdings yet: the section's columns, to fill in.
    expect(csv).toMatch(/^\[holdings\]\r\nmodel,ticker,name,weight,as_of\r\n$/m);
    const filled = `${csv}2,BIL,SPDR Bloomberg 1-3 Month T-Bill ETF,100,2025-12-31\r\n`;
    const loaded = await post("/staff/desk/new/model-figures", { csv: filled, reviewBy: "" }, editor);
    expect([loaded.status, loaded.headers.get("location")]).toEqual([
      302,
      expect.stringMatching(/\/staff\/desk\/versions\/[0-9a-f-]{36}\?done=created$/),
    ]);
    // Staff only; an unknown model or name is not found.
    expect((await get("/staff/desk/model-figures/2.csv", desk.people.advisor)).status).not.toBe(200);
    for (const name of ["9.csv", "2.txt", "x.csv"]) expect((await get(`/staff/desk/model-figures/${name}`, editor)).status, name).toBe(404);
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
    // The review queue shows the principal the reasoning's words, not only its length (found in a staff review).
    expect((await post(`/staff/desk/versions/${id}`, { intent: "submit", ...fields("2030-03-02") }, editor)).status).toBe(302);
    expect(await page("/staff/desk/review", desk.people.principal)).toMatch(/<pre[^>]*>Volatility \*\*rose\*\* in February\.<\/pre>/);
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
    expect((await post("/staff/desk/review", { ...(await approval(id)), publishAt: "" }, principal)).status).toBe(302);

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
});
