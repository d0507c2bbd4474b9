// "Retry now" in the console, on both storage back ends: a delivery that failed (here at its
// first refusal) is sent again as the same job, so the webhook sees the same Webhook-Id and takes
// the message once; a delivered job cannot be retried, and staff who are not admins cannot retry.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postForm } from "./support/site-client";
import { acceptInvitation, staffBackends, staffCommand, startStaffServer } from "./support/staff";
import { startWebhook, type FakeWebhook } from "./support/webhook";

describe.each(staffBackends)("retrying deliveries on $name", (backend) => {
  let server: Awaited<ReturnType<typeof startStaffServer>>;
  let webhook: FakeWebhook;
  let admin: string;
  let staff: string;

  beforeAll(async () => {
    webhook = await startWebhook();
    server = await startStaffServer(backend, {
      CONTACT_WEBHOOK_URL: webhook.url,
      ALLOW_INSECURE_OUTBOUND: "true",
      CONTACT_RELAY_MAX_ATTEMPTS: "1",
    });
    await staffCommand(["invite", "dora@firm.example", "--role", "admin"], server.storage);
    admin = (await acceptInvitation(server.app.baseURL, server.storage, "dora@firm.example", "198.51.100.40")).cookie;
    await staffCommand(["invite", "eli@firm.example", "--role", "staff"], server.storage);
    staff = (await acceptInvitation(server.app.baseURL, server.storage, "eli@firm.example", "198.51.100.41")).cookie;
  });
  afterAll(async () => {
    await server?.stop();
    await webhook?.close();
  });

  const get = (pathname: string, cookie: string) =>
    fetch(server.app.baseURL + pathname, { headers: { Cookie: cookie }, redirect: "manual" });
  const page = async (pathname: string, cookie: string) => (await (await get(pathname, cookie)).text()).replaceAll("<!-- -->", "");

  it("retries a failed delivery from the console once: the webhook gets the same Webhook-Id and the message arrives once", async () => {
    const { app } = server;
    webhook.answer(() => ({ status: 500 }));
    const before = webhook.received.length;
    await postForm(
      app.baseURL,
      "/contact",
      { name: "Fay Failed", email: "fay@advisors.example", subject: "general-inquiry", message: "The webhook is down." },
      { client: "198.51.100.6", headers: { Accept: "text/html" } },
    );
    await webhook.waitFor(before + 1);
    const failedId = String(webhook.received[before]!.headers["webhook-id"]);
    await expect.poll(async () => page("/staff/deliveries", admin)).toContain("Contact message to the webhook from Fay Failed");
    const listed = await page("/staff/deliveries", admin);
    expect(listed).toContain("Failed after 1 attempts");
    expect(listed).toContain("Last error: HTTP 500");
    expect(listed).toContain(`name="id" value="${failedId}"`);
    expect((await get("/staff/deliveries", staff)).status).toBe(403);
    expect((await postForm(app.baseURL, "/staff/deliveries", { id: failedId }, { cookie: staff })).status).toBe(403);

    webhook.answer(() => ({ status: 200 }));
    const retry = await postForm(app.baseURL, "/staff/deliveries", { id: failedId }, { cookie: admin });
    expect(retry.status).toBe(302);
    expect(retry.headers.get("location")).toBe("/staff/deliveries?retried=1");
    await webhook.waitFor(before + 2);
    expect(webhook.received[before + 1]!.headers["webhook-id"]).toBe(failedId);
    await expect.poll(async () => page(`/staff/leads/${failedId}`, admin)).toContain("Delivered");

    // Delivered: a second retry is refused and sends nothing.
    const again = await postForm(app.baseURL, "/staff/deliveries", { id: failedId }, { cookie: admin });
    expect(again.status).toBe(409);
    expect(await page("/staff/deliveries", admin)).not.toContain("Fay Failed");
    expect(webhook.received.filter((request) => request.headers["webhook-id"] === failedId)).toHaveLength(2);
    expect(await page("/staff/audit", admin)).toMatch(/dora@firm\.example<\/span> · retry/);
  });
});
