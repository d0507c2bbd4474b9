// What the contact action says besides its data, on the production server (run `npm run build`
// first): a post too large to read closes its connection, so the client's next request does
// not land on a connection being reset, and a rate-limited post says when to try again.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer } from "../support/app-server.js";

type Server = Awaited<ReturnType<typeof startAppServer>>;

describe("the contact action's headers", () => {
  let server: Server;

  beforeAll(async () => {
    server = await startAppServer({ CONTACT_RATE_LIMIT_MAX: "1" });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
  });

  function post(body: string) {
    return fetch(`${server.baseURL}/contact.data`, {
      method: "POST",
      headers: { Origin: server.baseURL, "Content-Type": "application/x-www-form-urlencoded" },
      body,
    });
  }

  it("closes the connection after refusing a body too large to read; the next post is answered", async () => {
    // fetch keeps connections open and sends the next request on the last one used.
    for (let round = 0; round < 3; round++) {
      const refused = await post(`message=${"a".repeat(200_000)}`);
      expect(refused.status).toBe(413);
      expect(refused.headers.get("Connection")).toBe("close");
      await refused.text();
      const next = await post("name=J");
      expect(next.status).toBe(400);
      expect(await next.text()).toContain("Name must be at least 2 characters.");
    }
  });

  it("tells a rate-limited sender when to try again", async () => {
    const message = new URLSearchParams({
      name: "Rita Rate",
      email: "rita@advisors.example",
      subject: "general-inquiry",
      message: "Sending twice in a row.",
    }).toString();
    expect((await post(message)).status).toBe(200);
    const refused = await post(message);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("Retry-After")).toBe("600");
  });
});
