// The desk's review of commentary on a production server: an editor drafts and submits, a
// principal returns one with a note the author then sees and approves another, each step mailed
// to whom it concerns; a version approved for later can be withdrawn; the archive lists what went
// live with who approved it, its export keeps the page as rendered, and a retired version leaves
// the site but not the archive.
import { beforeAll, describe, expect, it } from "vitest";
import { reviewCopy } from "~/content/desk-review";
import { approvalChecksMissing } from "~/lib/schemas/desk-review";
import { PRIVATE, commentary, deskServer, versionIn } from "./support/desk";
import { mailsIn } from "./support/staff";

describe("the publishing desk's review of commentary", () => {
  const desk = deskServer({ principal: true });
  const { page, post, approval } = desk;
  let admin = "";
  let editor = "";
  let principal = "";
  beforeAll(() => void ({ admin, editor, principal } = desk.people));

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

    // The approval the principal's page holds for the first text, kept for later.
    const stale = await approval(rates);
    // The editor cannot approve; the principal returns one with a note and approves the other.
    const notPrincipal = await post("/staff/desk/review", await approval(rates), editor);
    expect(notPrincipal.status).toBe(403);
    expect(await notPrincipal.text()).toContain("Only a principal may approve");
    const returned = await post(
      "/staff/desk/review",
      { intent: "return", id: rates, note: "Name the period of the rates you cite." },
      principal,
    );
    expect([returned.status, returned.headers.get("location")]).toEqual([302, "/staff/desk/review?done=returned"]);
    // Approving asks the principal to confirm each check; one left out is refused, changing nothing.
    const unchecked = await post("/staff/desk/review", { ...(await approval(equity)), publishAt: "", pastAdvice: "" }, principal);
    expect(unchecked.status).toBe(400);
    expect(await unchecked.text()).toContain(approvalChecksMissing);
    expect(await page(`/staff/desk/versions/${equity}`, editor)).toContain("Waiting for review");
    const approved = await post("/staff/desk/review", { ...(await approval(equity)), publishAt: "" }, principal);
    expect([approved.status, approved.headers.get("location")]).toEqual([302, "/staff/desk/review?done=approved"]);
    // The decision keeps what was confirmed.
    expect((await page(`/staff/desk/versions/${equity}`, editor)).replaceAll("<!-- -->", "")).toContain(reviewCopy.checksRecord);

    // Each step is mailed to whom it concerns: the waiting version to the principal (not to the
    // admin, who is none), the return with its note and the approval to the author.
    // Stored with the step that announces it, in its transaction.
    const mails = await mailsIn(desk.storage);
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

    // Submitted again, changed, and approved for a later day: its page says when it goes live.
    const changed = {
      ...commentary("rates-outlook", "Rates Outlook"),
      markdown: "## Rates\n\nRates held steady through the quarter, and the curve flattened.",
    };
    await post(`/staff/desk/versions/${rates}`, { intent: "submit", ...changed }, editor);
    // Found in a compliance review: an approval from a page read before the change approved the
    // new text. It names the text it approves, and another is refused, changing nothing.
    const approvedStale = await post("/staff/desk/review", { ...stale, publishAt: "" }, principal);
    expect(approvedStale.status).toBe(409);
    expect(await approvedStale.text()).toContain(
      "This version was changed and submitted again after you opened it, so it was not approved",
    );
    expect(await page(`/staff/desk/versions/${rates}`, editor)).toContain("Waiting for review");
    expect((await approval(rates)).contentHash).not.toBe(stale.contentHash);
    // The review queue shows the principal what they returned it for.
    const queue = await page("/staff/desk/review", principal);
    expect(queue).toContain("Decided on this version before");
    expect(queue).toContain("Name the period of the rates you cite.");
    // Mailed to the followers of commentary when it goes live, which the principal is told.
    expect(queue).toContain(reviewCopy.mailedOnPublish.commentary);
    // A set time already gone by is refused, not taken as "at once".
    const past = await post("/staff/desk/review", { ...(await approval(rates)), publishAt: "2020-01-02T09:30", offset: "0" }, principal);
    expect(past.status).toBe(400);
    expect(await past.text()).toContain("That time has passed: leave it empty to publish at once, or give a later time.");
    expect(await page(`/staff/desk/versions/${rates}`, editor)).toContain("Waiting for review");
    const scheduled = await post(
      "/staff/desk/review",
      { ...(await approval(rates)), publishAt: "2030-01-02T09:30", offset: "0" },
      principal,
    );
    expect(scheduled.status).toBe(302);
    expect((await page(`/staff/desk/versions/${rates}`, editor)).replaceAll("<!-- -->", "")).toContain("goes live 2030-01-02 09:30 UTC");
    // The desk's list says when too, beside the version's state.
    expect(await page("/staff/desk", editor)).toMatch(/Approved, to publish<\/span><span[^>]*>goes live 2030-01-02 09:30 UTC/);

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
    const deskPage = await page("/staff/desk", editor);
    expect(deskPage).toContain("Equity Outlook");

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
    expect(await (await fetch(`${desk.base}/commentary/equity-outlook`)).text()).toContain("Rates held steady through the quarter.");
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
    expect((await fetch(`${desk.base}/commentary/equity-outlook`)).status).toBe(200);
    const retired = await post(`/staff/desk/versions/${equity}`, { intent: "retire", note: "The quarter it covers has ended." }, principal);
    expect([retired.status, retired.headers.get("location")]).toEqual([302, `/staff/desk/versions/${equity}?done=retired`]);
    expect((await fetch(`${desk.base}/commentary/equity-outlook`)).status).toBe(404);
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

  it("tells staff on the console's overview how many versions wait for a principal", async () => {
    const waiting = async () => Number(/(\d+) waiting for a principal/.exec(await page("/staff", editor))?.[1]);
    const before = await waiting();
    const created = await post("/staff/desk/new/commentary", commentary("overview-count", "Overview Count"), editor);
    const id = versionIn(created.headers.get("location"));
    await post(`/staff/desk/versions/${id}`, { intent: "submit", ...commentary("overview-count", "Overview Count") }, editor);
    expect(await waiting()).toBe(before + 1);
  });
});
