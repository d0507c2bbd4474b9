// A production server with the publishing desk's people: an admin, an editor and a second staff
// member (a principal once the admin marks them), and a signed-in advisor; how the desk's tests
// read and post its screens as each of them.
import { afterAll, beforeAll, expect } from "vitest";
import { firmDay } from "~/.server/firm-day";
import { APPROVAL_CHECKS } from "~/lib/schemas/desk-review";
import { postForm } from "./site-client";
import { acceptInvitation, advisorSignedIn, staffBackends, staffCommand, startStaffServer } from "./staff";

export const PRIVATE = "private, no-store";

/** Every check a principal confirms before approving, ticked. */
export const checks = Object.fromEntries(APPROVAL_CHECKS.map((name) => [name, "on"]));

/** A commentary draft's fields. */
export const commentary = (slug: string, title: string) => ({
  title,
  slug,
  summary: "What changed in rates this quarter.",
  author: "Pat Lee",
  // Dated today: a new article is dated the day it goes live (a week's grace for its review).
  date: firmDay(),
  reviewBy: "2027-02-20",
  markdown: "## Rates\n\nRates held steady through the quarter.",
});

/** The version a desk answer's address names. */
export const versionIn = (location: string | null) => /\/staff\/desk\/versions\/([0-9a-f-]{36})/.exec(location ?? "")?.[1] ?? "";

/**
 * The desk's server on the embedded database (the store's own suite covers PostgreSQL) for the
 * tests of one file, started before them and stopped after, and its people, each with a cookie.
 * With `principal`, the admin marks pia@firm.example as a principal, as a firm does before
 * anything is approved.
 */
export function deskServer({ principal: marked }: { principal: boolean }) {
  let server: Awaited<ReturnType<typeof startStaffServer>> | undefined;
  let base = "";
  const people = { admin: "", editor: "", principal: "", advisor: "" };
  const get = (pathname: string, cookie?: string) =>
    fetch(base + pathname, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
  const page = async (pathname: string, cookie: string) => (await (await get(pathname, cookie)).text()).replaceAll("<!-- -->", "");
  const post = (pathname: string, fields: Record<string, string>, cookie?: string) =>
    postForm(base, pathname, fields, { cookie, client: "198.51.100.20" });
  /** The id of a staff member on the members page, by address. */
  const staffId = async (email: string) => {
    const html = await page("/staff/members", people.admin);
    const at = html.indexOf(`Make Principal: ${email}`);
    // The last id before the button: that member's own form.
    return [...html.slice(Math.max(0, at - 2000), at).matchAll(/name="staffId" value="([0-9a-f-]{36})"/g)].at(-1)?.[1] ?? "";
  };

  /**
   * The approval's fields for a version as the principal's review queue shows it: the checks
   * ticked and the hash of the text on the page, which the approval must name.
   */
  const approval = async (id: string): Promise<Record<string, string>> => {
    const html = await page("/staff/desk/review", people.principal);
    const hash = new RegExp(`name="id" value="${id}"/><input type="hidden" name="contentHash" value="([0-9a-f]{64})"`).exec(html)?.[1];
    if (!hash) throw new Error(`the review queue shows no approval form for ${id}`);
    return { intent: "approve", id, contentHash: hash, ...checks };
  };

  beforeAll(async () => {
    server = await startStaffServer(staffBackends[0], { STAFF_REAUTH_MINUTES: "60" });
    base = server.app.baseURL;
    const { storage } = server;
    await staffCommand(["invite", "ada@firm.example", "--role", "admin"], storage);
    people.admin = (await acceptInvitation(base, storage, "ada@firm.example", "198.51.100.21")).cookie;
    for (const email of ["eli@firm.example", "pia@firm.example"])
      expect((await post("/staff/members", { intent: "invite", email, role: "staff" }, people.admin)).status).toBe(302);
    people.editor = (await acceptInvitation(base, storage, "eli@firm.example", "198.51.100.22")).cookie;
    people.principal = (await acceptInvitation(base, storage, "pia@firm.example", "198.51.100.23")).cookie;
    people.advisor = (await advisorSignedIn(base, storage, "desk.advisor@advisors.example", "198.51.100.24")).cookie;
    if (!marked) return;
    const on = await post(
      "/staff/members",
      { intent: "principal", staffId: await staffId("pia@firm.example"), on: "true", basis: "FINRA Series 24, CRD 7654321" },
      people.admin,
    );
    expect(on.status).toBe(302);
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  return {
    get,
    page,
    post,
    staffId,
    approval,
    people,
    get base() {
      return base;
    },
    get storage() {
      if (!server) throw new Error("the desk's server has not started");
      return server.storage;
    },
  };
}
