// Saved views on PostgreSQL (ADR 0029), through the pages' own loaders and actions with real
// sessions: one advisor's saved views cannot be listed, opened, renamed or deleted by another
// (every attempt is a 404 and changes nothing), and the label and note limits hold in the
// form's schema and in the database.
import { eq, sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import type { AccountServices } from "~/.server/accounts/services";
import type { Database } from "~/.server/db/database";
import { advisorUsers, documentDownloads, mails, savedViews, suitabilityRecords } from "~/.server/db/schema";
import { advisorOnly } from "~/.server/accounts/advisor-only";
import { accountsContext, formRejectionContext, storageContext, zoneDataContext, type FormRejection } from "~/.server/load-context";
import { createSavedView } from "~/.server/saved-views/store";
import { listSuitabilityRecords } from "~/.server/saved-views/suitability-records";
import { countAwaitingReview, reviewAboveLimit } from "~/.server/saved-views/suitability-reviews";
import { createDatasetRecorder, recordingServed } from "~/.server/zone-data/dataset-recorder";
import { createZoneDataService } from "~/.server/zone-data/service";
import { loadViews } from "~/.server/zone-data/views";
import { savedViewErrors } from "~/lib/schemas/saved-view";
import { suitabilityCopy } from "~/content/suitability";
import { aboveLimitMailCopy } from "~/content/staff-suitability";
import { handleSavePost, loadSavedViewList } from "~/routes/advisor/saved-views.server";
import { handleDeletePost, handleRenamePost, loadDeleteStep, loadSavedView, savedViewProposal } from "~/routes/advisor/saved-view.server";
import { pdfText } from "../support/pdf-text";
import { makeAdvisor, PASSWORD, SITE, withAccountServices } from "./support/accounts";
import { behaviourBackends } from "./support/databases";

type Outcome = { status: number; location?: string; body?: unknown };

/** What a loader or action answered, thrown or returned: a status, a redirect's target, the data. */
async function outcome(run: () => Promise<unknown>): Promise<Outcome> {
  let answer: unknown;
  try {
    answer = await run();
  } catch (thrown) {
    answer = thrown;
  }
  if (answer instanceof Response) return { status: answer.status, location: answer.headers.get("Location") ?? undefined };
  if (typeof answer === "object" && answer !== null && "init" in answer && "data" in answer) {
    const { init, data } = answer as { init?: ResponseInit | null; data: unknown };
    return { status: init?.status ?? 200, body: data };
  }
  throw new Error("not a route answer");
}

describe.each(behaviourBackends)("saved views on $name", (backend) => {
  let database: Database;
  let accounts: AccountServices;
  withAccountServices(backend, (opened) => ({ database, accounts } = opened));

  // The built-in zone data, as the server has it without a sheet: every view recorded in the database.
  const builtIn = createZoneDataService({ timeoutMs: 1_000, cacheTtlMs: 0 });
  const context = () =>
    new RouterContextProvider(
      new Map<Parameters<RouterContextProvider["get"]>[0], unknown>([
        [storageContext, Promise.resolve(accounts.base)],
        [accountsContext, Promise.resolve(accounts)],
        [zoneDataContext, recordingServed(builtIn, createDatasetRecorder({ db: () => Promise.resolve(database.db) }))],
      ]),
    );
  const withRejection = (provider: RouterContextProvider, rejection: FormRejection) => {
    provider.set(formRejectionContext, rejection);
    return provider;
  };

  async function signedIn(email: string): Promise<string> {
    await makeAdvisor(accounts, email);
    const auth = accounts.authFor(new Request(SITE));
    const { headers } = await auth.api.signInEmail({ body: { email, password: PASSWORD }, returnHeaders: true });
    return headers.getSetCookie()[0]!.split(";")[0]!;
  }

  const get = (cookie: string, path: string) => new Request(`${SITE}${path}`, { headers: { cookie } });
  const post = (cookie: string | undefined, path: string, fields: Record<string, string>, origin = SITE) =>
    new Request(`${SITE}${path}`, {
      method: "POST",
      headers: { ...(cookie ? { cookie } : {}), origin, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields),
    });

  async function versionsOf(keys: string) {
    const views = await loadViews(
      keys.split(",").map((key) => ({ zone: Number(key.split("-")[0]) as 3, account: key.slice(key.indexOf("-") + 1) as "qualified" })),
      builtIn,
    );
    return views.map((view) => view.dataVersion).join(",");
  }

  async function save(
    cookie: string,
    fields: Partial<Record<"label" | "note" | "views" | "versions" | "returnTo" | "questionnaire" | "reason" | "reasonText", string>>,
  ) {
    const views = fields.views ?? "3-qualified,5-qualified";
    const form = {
      label: "Client A",
      note: "",
      views,
      versions: await versionsOf(views),
      returnTo: `/zone-navigator/compare?views=${views}`,
      ...fields,
    };
    return outcome(() => handleSavePost(post(cookie, "/advisor/saved-views", form), context()));
  }

  const rows = () => database.db.select().from(savedViews);

  it("keeps an advisor's saved views from another advisor: list, open, rename and delete all fail and change nothing", async () => {
    const jane = await signedIn("jane@advisors.example");
    const sam = await signedIn("sam@advisors.example");
    const saved = await save(jane, { label: "Client A, IRA", note: "Prefers income." });
    expect(saved.status).toBe(302);
    const id = /\/advisor\/saved-views\/([0-9a-f-]{36})\?saved$/.exec(saved.location ?? "")![1]!;
    const before = await rows();
    expect(before).toMatchObject([{ id, label: "Client A, IRA", note: "Prefers income.", viewKeys: "3-qualified,5-qualified" }]);
    expect(before[0]!.dataVersions).toBe(await versionsOf("3-qualified,5-qualified"));

    const samList = await outcome(() => loadSavedViewList(get(sam, "/advisor/saved-views"), context()));
    expect(samList.body).toMatchObject({ saved: [] });
    const samSearch = await outcome(() => loadSavedViewList(get(sam, "/advisor/saved-views?q=Client"), context()));
    expect(samSearch.body).toMatchObject({ saved: [] });
    expect((await outcome(() => loadSavedView(get(sam, `/advisor/saved-views/${id}`), context(), id))).status).toBe(404);
    expect((await outcome(() => loadDeleteStep(get(sam, `/advisor/saved-views/${id}/delete`), context(), id))).status).toBe(404);
    const renamed = await outcome(() =>
      handleRenamePost(post(sam, `/advisor/saved-views/${id}`, { label: "Taken", note: "" }), context(), id),
    );
    expect(renamed.status).toBe(404);
    const deleted = await outcome(() => handleDeletePost(post(sam, `/advisor/saved-views/${id}/delete`, {}), context(), id));
    expect(deleted.status).toBe(404);
    expect(await rows()).toEqual(before);

    const janeList = await outcome(() => loadSavedViewList(get(jane, "/advisor/saved-views?q=client a"), context()));
    expect(janeList.body).toMatchObject({ saved: [{ id, label: "Client A, IRA" }] });
    const opened = await outcome(() => loadSavedView(get(jane, `/advisor/saved-views/${id}`), context(), id));
    expect(opened).toMatchObject({ status: 200, body: { saved: { id, label: "Client A, IRA" } } });
    expect((await outcome(() => savedViewProposal(get(sam, `/advisor/saved-views/${id}/proposal.pdf`), context(), id))).status).toBe(404);
    // The advisor's copy is the owner's alone, like the client's.
    const samsAdvisorCopy = () => savedViewProposal(get(sam, `/advisor/saved-views/${id}/proposal.pdf?copy=advisor`), context(), id);
    expect((await outcome(samsAdvisorCopy)).status).toBe(404);
    const proposal = await savedViewProposal(get(jane, `/advisor/saved-views/${id}/proposal.pdf`), context(), id);
    expect(proposal.headers.get("Content-Type")).toBe("application/pdf");
    const { flat } = await pdfText(Buffer.from(await proposal.arrayBuffer()));
    // The client's copy has a line for the client's name; the label is the advisor's shorthand.
    expect(flat).not.toContain("Client A, IRA");
    expect(flat).toContain("Jane Advisor");
    for (const version of before[0]!.dataVersions.split(",")) expect(flat).toContain(version);
    // Each download is recorded: who, when, which views, which data and content versions; the
    // refused ones (someone else's view) are not.
    await savedViewProposal(get(jane, `/advisor/saved-views/${id}/proposal.pdf?copy=advisor`), context(), id);
    const recorded = await database.db.select().from(documentDownloads).orderBy(documentDownloads.at);
    const janeId = before[0]!.advisorId;
    expect(recorded).toMatchObject([
      { kind: "proposal", advisorId: janeId, savedViewId: id, subject: "3-qualified,5-qualified", dataVersions: before[0]!.dataVersions },
      { kind: "proposal-advisor-copy", advisorId: janeId, savedViewId: id, subject: "3-qualified,5-qualified" },
    ]);
    expect(recorded[0]!.contentVersion).toMatch(/^[0-9a-f]{12}$/);
    expect(recorded[0]!.at.getTime()).toBeGreaterThan(Date.now() - 60_000);
    const janeRenamed = await outcome(() =>
      handleRenamePost(post(jane, `/advisor/saved-views/${id}`, { label: "Client B", note: "" }), context(), id),
    );
    expect(janeRenamed).toMatchObject({ status: 200, body: { status: "done" } });
    const janeDeleted = await outcome(() => handleDeletePost(post(jane, `/advisor/saved-views/${id}/delete`, {}), context(), id));
    expect(janeDeleted).toMatchObject({ status: 302, location: "/advisor/saved-views?deleted" });
    expect(await rows()).toEqual([]);
  });

  it("lists newest first and searches the label for the typed text only, wildcards included", async () => {
    const jane = await signedIn("jane@advisors.example");
    const { advisor } = await advisorOnly(get(jane, "/advisor/saved-views"), context());
    const views = [{ zone: 3 as const, account: "qualified" as const }];
    const labels = ["Smith 100%", "Smith_IRA", "Jones trust"];
    for (const [day, label] of labels.entries()) {
      await createSavedView(
        database.db,
        advisor.id,
        { label, note: "", views, dataVersions: ["000000000000"] },
        new Date(Date.UTC(2026, 10, 1 + day)),
      );
    }
    const list = async (query: string) => {
      const answer = await outcome(() => loadSavedViewList(get(jane, `/advisor/saved-views?q=${encodeURIComponent(query)}`), context()));
      return (answer.body as { saved: { label: string }[] }).saved.map((view) => view.label);
    };
    expect(await list("")).toEqual(["Jones trust", "Smith_IRA", "Smith 100%"]);
    expect(await list("smith")).toEqual(["Smith_IRA", "Smith 100%"]);
    expect(await list("%")).toEqual(["Smith 100%"]);
    expect(await list("_")).toEqual(["Smith_IRA"]);
  });

  it("holds the label to 60 characters and the note to 500, on save and on rename, changing nothing when refused", async () => {
    const jane = await signedIn("jane@advisors.example");
    const tooLongLabel = await save(jane, { label: "L".repeat(61) });
    expect(tooLongLabel).toMatchObject({
      status: 400,
      body: { status: "invalid", errors: { label: expect.stringContaining("60 characters") } },
    });
    const blankLabel = await save(jane, { label: "   " });
    expect(blankLabel).toMatchObject({ status: 400, body: { errors: { label: "Please enter a client label." } } });
    const tooLongNote = await save(jane, { note: "n".repeat(501) });
    expect(tooLongNote).toMatchObject({ status: 400, body: { errors: { note: expect.stringContaining("500 characters") } } });
    // A client's records are refused, however the form was sent.
    const records = await save(jane, { note: "SSN 123-45-6789, Schwab acct 4417-2290-1183, DOB 3/14/1958" });
    expect(records).toMatchObject({ status: 400, body: { errors: { note: savedViewErrors.clientRecords } } });
    expect(await rows()).toEqual([]);

    const longest = await save(jane, { label: "L".repeat(60), note: "n".repeat(500) });
    expect(longest.status).toBe(302);
    const [row] = await rows();
    const refused = await outcome(() =>
      handleRenamePost(post(jane, `/advisor/saved-views/${row!.id}`, { label: "M".repeat(61), note: "" }), context(), row!.id),
    );
    expect(refused.status).toBe(400);
    expect(await rows()).toEqual([row]);

    // The database holds to the same limits whatever writes to it.
    await expect(
      database.db
        .update(savedViews)
        .set({ label: "L".repeat(61) })
        .where(eq(savedViews.id, row!.id)),
    ).rejects.toThrow();
    await expect(
      database.db
        .update(savedViews)
        .set({ note: "n".repeat(501) })
        .where(eq(savedViews.id, row!.id)),
    ).rejects.toThrow();
    await expect(database.db.update(savedViews).set({ label: "" }).where(eq(savedViews.id, row!.id))).rejects.toThrow();
  });

  it("refuses views that are not one to four distinct zone views, and versions the page did not show", async () => {
    const jane = await signedIn("jane@advisors.example");
    expect((await save(jane, { views: "3-qualified,3-qualified", versions: "000000000000,000000000000" })).status).toBe(400);
    expect((await save(jane, { views: "11-qualified", versions: "000000000000" })).status).toBe(400);
    expect((await save(jane, { views: "1-qualified,2-qualified,3-qualified,4-qualified,5-qualified" })).status).toBe(400);
    const stale = await save(jane, { views: "3-qualified", versions: "000000000000" });
    expect(stale).toMatchObject({
      status: 409,
      body: { status: "refused", message: expect.stringContaining("changed since this page was loaded") },
    });
    expect(await rows()).toEqual([]);
  });

  it("keeps a questionnaire result's suitability record, and refuses another zone than the suggested one without a reason", async () => {
    const jane = await signedIn("jane@advisors.example");
    const answers = "horizon=5-to-7-years&income=some&fall=hold&experience=good&savings=quarter&goal=growth&account=qualified";
    // These answers suggest zone 6; zone 4 is chosen.
    const chosen = { views: "4-qualified", questionnaire: `${answers}&chosen=4` };
    expect(await save(jane, chosen)).toMatchObject({
      status: 400,
      body: { errors: { reason: expect.stringContaining("Please choose why") } },
    });
    expect(await save(jane, { ...chosen, reason: "other" })).toMatchObject({
      status: 400,
      body: { errors: { reasonText: expect.any(String) } },
    });
    expect(await save(jane, { ...chosen, reason: "made-up", reasonText: "x" })).toMatchObject({ status: 400 });
    // The views saved must be the chosen zone's: the record cannot cite one view and save another.
    expect(await save(jane, { ...chosen, views: "5-qualified", reason: "client-preference" })).toMatchObject({ status: 400 });
    expect(await rows()).toEqual([]);

    expect((await save(jane, { ...chosen, reason: "other", reasonText: "Has a pension" })).status).toBe(302);
    const [row] = await rows();
    expect(row?.suitability).toMatchObject({
      account: "qualified",
      suggested: 6,
      chosen: 4,
      reason: { code: "other", text: "Has a pension" },
      answers: { horizon: "5-to-7-years", goal: "growth" },
    });
    expect(new Date((row?.suitability as { recordedAt: string }).recordedAt).getTime()).toBe(row?.createdAt.getTime());
    // The list says it came from the questionnaire, and what was suggested and chosen (found in an advisor's review).
    const list = await outcome(() => loadSavedViewList(get(jane, "/advisor/saved-views"), context()));
    expect((list.body as { saved: { questionnaire: unknown }[] }).saved[0]!.questionnaire).toEqual({
      suggested: 6,
      chosen: 4,
      aboveLimit: false,
    });
  });

  it("keeps the words on answers that pull apart with the suitability record, and prints them in the proposal", async () => {
    const jane = await signedIn("jane@advisors.example");
    // A long horizon, and a client who would sell everything after a 20% fall: zone 2, not 9.
    const answers = "horizon=8-years-or-more&income=some&fall=sell-all&experience=none&savings=most&goal=preserve&account=qualified";
    const saved = await save(jane, { views: "2-qualified", questionnaire: `${answers}&chosen=2` });
    expect(saved.status).toBe(302);
    const id = /\/advisor\/saved-views\/([0-9a-f-]{36})\?saved$/.exec(saved.location ?? "")![1]!;
    const [row] = await rows();
    const text =
      "These answers pull apart: the time horizon alone would allow zone 10; the answers on reaction to a 20% fall and goal limit the suggestion to zone 2. Discuss the difference with the client before choosing a zone.";
    expect(row?.suitability).toMatchObject({ suggested: 2, chosen: 2, conflict: { horizonAllows: 10, text } });
    const opened = await outcome(() => loadSavedView(get(jane, `/advisor/saved-views/${id}`), context(), id));
    expect(opened.body).toMatchObject({ saved: { suitability: { conflict: { text } } } });
    // The advisor's copy prints the note with the record; the client's copy leaves the record out.
    const pdfOf = async (path: string) =>
      (await pdfText(Buffer.from(await (await savedViewProposal(get(jane, path), context(), id)).arrayBuffer()))).flat;
    expect(await pdfOf(`/advisor/saved-views/${id}/proposal.pdf?copy=advisor`)).toContain(
      `Answers that pull apart ${suitabilityCopy.conflictUnderLabel(text)}`,
    );
    expect(await pdfOf(`/advisor/saved-views/${id}/proposal.pdf`)).not.toContain("Answers that pull apart");

    // Answers that agree carry no such note.
    const calm = "horizon=5-to-7-years&income=some&fall=hold&experience=good&savings=quarter&goal=growth&account=qualified";
    expect((await save(jane, { views: "6-qualified", questionnaire: calm, label: "Client C" })).status).toBe(302);
    const kept = (await rows()).find((candidate) => candidate.label === "Client C");
    expect(kept?.suitability).toMatchObject({ suggested: 6 });
    expect(kept?.suitability).not.toHaveProperty("conflict");
  });

  it("sends a visitor who is not signed in to sign in and back, and refuses a post from another site", async () => {
    const jane = await signedIn("jane@advisors.example");
    const views = "3-qualified,5-qualified";
    const fields = {
      label: "Client A",
      note: "",
      views,
      versions: await versionsOf(views),
      returnTo: `/zone-navigator/compare?views=${views}`,
    };
    const visitor = await outcome(() => handleSavePost(post(undefined, "/advisor/saved-views", fields), context()));
    expect(visitor).toMatchObject({
      status: 302,
      location: `/login?redirectTo=${encodeURIComponent(`${fields.returnTo}#save-for-client`)}`,
    });
    const offSite = await outcome(() => handleSavePost(post(jane, "/advisor/saved-views", fields, "https://elsewhere.example"), context()));
    expect(offSite).toMatchObject({ status: 403, body: { status: "refused" } });
    const tooLarge = await outcome(() =>
      handleSavePost(post(jane, "/advisor/saved-views", {}), withRejection(context(), { status: 413, reason: "too-large" })),
    );
    expect(tooLarge.status).toBe(413);
    expect(await rows()).toEqual([]);
  });

  it("deletes an advisor's saved views with the account, and keeps each questionnaire result's suitability record", async () => {
    const jane = await signedIn("jane@advisors.example");
    expect((await save(jane, {})).status).toBe(302);
    // Found in a compliance review: deleting a view chosen above the answers' limit erased its record.
    const answers = "horizon=5-to-7-years&income=some&fall=hold&experience=good&savings=quarter&goal=growth&account=qualified";
    const result = {
      views: "4-qualified",
      questionnaire: `${answers}&chosen=4`,
      label: "Client R",
      reason: "other",
      reasonText: "Has a pension",
    };
    const saved = await save(jane, result);
    const id = /\/advisor\/saved-views\/([0-9a-f-]{36})\?saved$/.exec(saved.location ?? "")![1]!;
    expect((await outcome(() => handleDeletePost(post(jane, `/advisor/saved-views/${id}/delete`, {}), context(), id))).status).toBe(302);
    await database.db.execute(sql`DELETE FROM advisor_users WHERE email = 'jane@advisors.example'`);
    expect(await rows()).toEqual([]);
    // Kept from every test of the file (the tests' reset leaves kept records alone): this one's.
    const kept = await database.db.select().from(suitabilityRecords).where(eq(suitabilityRecords.id, id));
    expect(kept).toEqual([
      expect.objectContaining({
        id,
        advisorEmail: "jane@advisors.example",
        clientLabel: "Client R",
        viewKeys: "4-qualified",
        record: expect.objectContaining({ suggested: 6, chosen: 4, reason: { code: "other", text: "Has a pension" } }),
      }),
    ]);
    // Below the suggestion, not above the answers' limit: not among the records a principal reviews.
    const listed = async (onlyAboveLimit: boolean) =>
      (await listSuitabilityRecords(database.db, { onlyAboveLimit })).records.map((record) => record.id);
    expect(await listed(false)).toContain(id);
    expect(await listed(true)).not.toContain(id);
    expect(await countAwaitingReview(database.db)).toBe(0);
    // Never changed or deleted, nor emptied.
    await expect(database.db.execute(sql`UPDATE suitability_records SET client_label = 'Someone else'`)).rejects.toThrow();
    await expect(database.db.execute(sql`DELETE FROM suitability_records`)).rejects.toThrow();
    await expect(database.db.execute(sql`TRUNCATE suitability_records`)).rejects.toThrow();
    expect(await database.db.select().from(suitabilityRecords).where(eq(suitabilityRecords.id, id))).toHaveLength(1);
  });

  it("mails each principal when a zone is saved above the answers' limit; the admins while there is none", async () => {
    const jane = await signedIn("jane@advisors.example");
    for (const [email, role, principal] of [
      ["pia@firm.example", "staff", true],
      ["ada@firm.example", "admin", false],
      ["ed@firm.example", "staff", false],
    ] as const) {
      await makeAdvisor(accounts, email);
      await database.db.update(advisorUsers).set({ role, principal }).where(eq(advisorUsers.email, email));
    }
    // A client who would sell everything after a fall: their answers allow zone 2 at most.
    const limited =
      "horizon=8-years-or-more&income=essential&fall=sell-all&experience=extensive&savings=small&goal=growth&account=qualified";
    const above = { views: "9-qualified", questionnaire: `${limited}&chosen=9`, label: "Client S", reason: "other" };
    const sent = async () => database.db.select().from(mails).where(eq(mails.purpose, "suitability-above-limit"));
    expect((await save(jane, { ...above, reasonText: "The client insists on growth." })).status).toBe(302);
    const [mail, ...more] = await sent();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      toAddress: "pia@firm.example",
      subject: "Zone 9 chosen above the answers' limit of zone 2, by jane@advisors.example",
    });
    expect(mail!.textBody).toContain(`${SITE}/staff/suitability?above=1`);
    // The client label and the advisor's own words stay in the console; the mail says there are some.
    expect(mail!.textBody).not.toMatch(/Client S|insists/);
    expect(mail!.textBody).toContain(`The reason given: ${aboveLimitMailCopy.reasonInOwnWords}.`);
    // Within the answers' limit: nobody is mailed.
    expect((await save(jane, { views: "2-qualified", questionnaire: `${limited}&chosen=2`, label: "Client T" })).status).toBe(302);
    expect(await sent()).toHaveLength(1);
    // A firm with no principal yet tells its admins.
    await database.db.update(advisorUsers).set({ principal: false }).where(eq(advisorUsers.email, "pia@firm.example"));
    expect((await save(jane, { ...above, reasonText: "Another reason in a sentence." })).status).toBe(302);
    expect((await sent()).map((each) => each.toAddress).sort()).toEqual(["ada@firm.example", "pia@firm.example"]);
    // Both wait for a principal's review; a review is kept like the record it reviews.
    expect(await countAwaitingReview(database.db)).toBe(2);
    const [first] = await listSuitabilityRecords(database.db, { onlyWaiting: true }).then(({ records }) => records);
    const pia = { id: "pia", email: "pia@firm.example" };
    expect(await reviewAboveLimit(database.db, pia, { recordId: first!.id, decision: "supported", note: "The reason holds." })).toBe(
      "reviewed",
    );
    expect(await countAwaitingReview(database.db)).toBe(1);
    await expect(database.db.execute(sql`UPDATE suitability_reviews SET decision = 'follow-up'`)).rejects.toThrow();
    await expect(database.db.execute(sql`DELETE FROM suitability_reviews`)).rejects.toThrow();
    expect(await countAwaitingReview(database.db)).toBe(1);
  });
});
