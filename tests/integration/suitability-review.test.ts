// A principal's review of each zone chosen above what the client's answers allow, on the staff
// console (ADR 0009): the overview counts those that wait, a principal records a decision and a
// note (audited), a follow-up waits on until a review finds the reason supports the zone, and
// staff who are not principals, or a record within the limit, record nothing.
import { beforeAll, describe, expect, it } from "vitest";
import { overviewCopy } from "~/content/staff";
import { suitabilityRecordsCopy, suitabilityReviewCopy } from "~/content/staff-suitability";
import { suitabilityReviewProblems } from "~/lib/schemas/suitability-review";
import { deskServer } from "./support/desk";

const desk = deskServer({ principal: true });
let admin = "";
let editor = "";
let principal = "";
let advisor = "";
beforeAll(() => void ({ admin, editor, principal, advisor } = desk.people));

/** A client who would sell everything after a fall, for whom the advisor chose zone 5. */
const cautious = "horizon=5-to-7-years&income=some&fall=sell-all&experience=good&savings=quarter&goal=growth&account=qualified";

async function saveFor(label: string, chosen: number, reasonText?: string, by = advisor) {
  const result = await desk.page(`/zone-navigator/questionnaire?${cautious}&chosen=${chosen}`, by);
  const saved = await desk.post(
    "/advisor/saved-views",
    {
      label,
      note: "",
      views: `${chosen}-qualified`,
      versions: /name="versions" value="([^"]*)"/.exec(result)?.[1] ?? "",
      returnTo: "/zone-navigator/questionnaire",
      questionnaire: `${cautious}&chosen=${chosen}`,
      ...(reasonText ? { reason: "other", reasonText } : {}),
    },
    by,
  );
  expect(saved.status).toBe(302);
  return /\/advisor\/saved-views\/([0-9a-f-]{36})/.exec(saved.headers.get("location") ?? "")?.[1] ?? "";
}

/** The records a page lists, each as its text. */
const listed = async (path: string) =>
  (await desk.page(path, editor)).replaceAll("&#x27;", "'").split('data-slot="suitability-kept"').slice(1);

describe("a principal's review of a zone above the answers' limit", () => {
  it("is recorded with its note by a principal alone, and the record waits until the reason is found to support the zone", async () => {
    // The result offers no neighbouring zone above what the answers allow (zone 2 here).
    const result = await desk.page(`/zone-navigator/questionnaire?${cautious}`, advisor);
    expect(result).toContain("Choose zone 1");
    expect(result).not.toContain("Choose zone 3");
    // Nor does its comparison (found in a second compliance review).
    expect(result).toContain('href="/zone-navigator/compare?views=1-qualified,2-qualified"');
    const id = await saveFor("Client S", 5, "Holds a pension that covers every essential expense");
    const within = await saveFor("Client T", 2);
    expect(await desk.page("/staff", editor)).toContain(overviewCopy.suitability(1).replaceAll("'", "&#x27;"));
    const [waiting, ...none] = await listed("/staff/suitability?waiting=1");
    expect(none).toEqual([]);
    expect(waiting).toContain("Client S");
    expect(waiting).toContain(suitabilityReviewCopy.waits);
    // Staff who are not principals read the record and cannot review it.
    expect(waiting).toContain(suitabilityReviewCopy.notPrincipal);
    const review = (fields: Record<string, string>, cookie: string) => desk.post("/staff/suitability", { recordId: id, ...fields }, cookie);
    const refused = await review({ decision: "supported", note: "Looks fine to me." }, editor);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain(suitabilityReviewProblems.notPrincipal);
    // A decision needs its note; a record within the limit has nothing to review.
    const bare = await review({ decision: "supported", note: "ok" }, principal);
    expect(bare.status).toBe(400);
    expect((await bare.text()).replaceAll("&#x27;", "'")).toContain(suitabilityReviewProblems.note);
    expect(
      (await desk.post("/staff/suitability", { recordId: within, decision: "supported", note: "Within the limit anyway." }, principal))
        .status,
    ).toBe(404);
    expect(await listed("/staff/suitability?waiting=1")).toHaveLength(1);

    // A follow-up keeps it waiting; a later review that finds the reason supports the zone ends the wait.
    const followUp = await review({ decision: "follow-up", note: "Ask for the pension statement." }, principal);
    expect([followUp.status, followUp.headers.get("location")]).toEqual([302, "/staff/suitability?waiting=1&done=reviewed"]);
    expect((await listed("/staff/suitability?waiting=1"))[0]).toContain(suitabilityReviewCopy.followUp);
    expect((await review({ decision: "supported", note: "The pension statement covers the essentials." }, principal)).status).toBe(302);
    expect(await listed("/staff/suitability?waiting=1")).toEqual([]);
    expect(await desk.page("/staff/suitability?waiting=1", editor)).toContain(
      suitabilityRecordsCopy.emptyWaiting.replaceAll("'", "&#x27;"),
    );
    expect(await desk.page("/staff", editor)).not.toContain("wait for a principal&#x27;s review");
    const [reviewed] = await listed("/staff/suitability?above=1");
    expect(reviewed).toContain(suitabilityReviewCopy.supported);
    expect(reviewed).toContain("Ask for the pension statement.");
    expect(reviewed).toContain("The pension statement covers the essentials.");
    expect(reviewed).toContain("pia@firm.example");
    // Each review is in the audit log, by the record it reviewed.
    // A principal who saved a record in the workspace themself does not clear it.
    const own = await saveFor("Client U", 4, "The principal's own client, reviewed by another", principal);
    const refusedOwn = await desk.post(
      "/staff/suitability",
      { recordId: own, decision: "supported", note: "My own client is fine." },
      principal,
    );
    expect(refusedOwn.status).toBe(403);
    expect((await refusedOwn.text()).replaceAll("&#x27;", "'")).toContain(suitabilityReviewProblems.own);
    expect((await listed("/staff/suitability?waiting=1")).map((entry) => entry.includes("Client U"))).toEqual([true]);
    const audit = await desk.page("/staff/audit?action=suitability+reviewed", admin);
    const entries = [...audit.matchAll(/<li[^>]*>([^]*?)<\/li>/g)].map((match) => match[1]!).filter((entry) => entry.includes(id));
    expect(entries).toHaveLength(2);
    expect(entries[0]).toContain(`supported: saved by desk.advisor@advisors.example (record ${id})`);
    // Not the client label, which an advisor types: the audit log is never emptied.
    expect(entries.join("")).not.toContain("Client S");
  });
});
