// A staff member cannot delete their own account from the advisor's account page: that would
// skip the console's rule that the last admin stays and leave no line in the audit log. An
// admin removes staff in the console (or with `npm run staff -- remove`).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postForm } from "./support/site-client";
import { acceptInvitation, STAFF_PASSWORD, staffBackends, staffCommand, startStaffServer } from "./support/staff";

describe("a staff member's own account", () => {
  let server: Awaited<ReturnType<typeof startStaffServer>>;
  beforeAll(async () => {
    server = await startStaffServer(staffBackends[0], {});
  });
  afterAll(async () => server?.stop());

  it("is not deleted from /advisor/account, even with the right password, and the page offers no such form", async () => {
    const { app, storage } = server;
    await staffCommand(["invite", "only-admin@firm.example", "--role", "admin"], storage);
    const admin = await acceptInvitation(app.baseURL, storage, "only-admin@firm.example", "198.51.100.40");

    const page = await (await fetch(`${app.baseURL}/advisor/account`, { headers: { Cookie: admin.cookie } })).text();
    expect(page).toContain("removed by an admin in the staff console");
    expect(page).not.toContain('name="intent" value="delete"');

    const refused = await postForm(
      app.baseURL,
      "/advisor/account",
      { intent: "delete", password: STAFF_PASSWORD },
      { cookie: admin.cookie, client: "198.51.100.40" },
    );
    expect(refused.status).toBe(403);
    const listed = await staffCommand(["list", "--json"], storage);
    expect(JSON.parse(listed.out)).toEqual([expect.objectContaining({ email: "only-admin@firm.example", role: "admin" })]);
    expect((await fetch(`${app.baseURL}/staff`, { headers: { Cookie: admin.cookie }, redirect: "manual" })).status).toBe(200);

    // Nor is its address moved with the password alone: an administrator changes it.
    const moved = await postForm(
      app.baseURL,
      "/advisor/account",
      { intent: "email", newEmail: "elsewhere@attacker.example", currentPassword: STAFF_PASSWORD },
      { cookie: admin.cookie, client: "198.51.100.40" },
    );
    expect(moved.status).toBe(403);
    const mails = await staffCommand(["list", "--json"], storage);
    expect(JSON.parse(mails.out)).toEqual([expect.objectContaining({ email: "only-admin@firm.example" })]);
  });
});
