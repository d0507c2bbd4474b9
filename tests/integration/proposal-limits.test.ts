// The public proposal PDF costs about 20 ms of one core to draw. A visitor's proposal depends
// only on its views, their data and the day, so the production server draws it once and hands
// out the same file however the address is dressed up (cache busters, other parameters in any
// order, the views repeated or spread over several parameters), and each client may download
// only so many in a window: over it, a 429 with Retry-After, while other clients still get
// theirs. A signed-in advisor's proposal names that advisor and is never handed to anyone else.
// The server's `proposal.rendered` log line counts the drawings.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer } from "../support/app-server.js";
import { pdfText } from "../support/pdf-text";
import { signedInAdvisor } from "./support/advisor-session";

const LIMIT = 25;
const PATH = "/zone-navigator/proposal.pdf";

let app: Awaited<ReturnType<typeof startAppServer>>;
let dataDir: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "site-data-"));
  // The test plays several clients through X-Forwarded-For, as a proxy on this machine would.
  const limit = { PROPOSAL_RATE_LIMIT_MAX: String(LIMIT), PROPOSAL_RATE_LIMIT_WINDOW_MS: "600000" };
  app = await startAppServer({ DATA_DIR: dataDir, TRUST_PROXY: "loopback", ...limit });
});
afterAll(async () => {
  await app?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

const download = async (query: string, client: string, cookie?: string) => {
  const response = await fetch(`${app.baseURL}${PATH}?${query}`, {
    headers: { "X-Forwarded-For": client, ...(cookie ? { Cookie: cookie } : {}) },
  });
  return { response, body: Buffer.from(await response.arrayBuffer()) };
};

/** The views of every `proposal.rendered` line the server printed so far. */
const renderedViews = () =>
  app
    .output()
    .split("\n")
    .filter((line) => line.includes('"event":"proposal.rendered"'))
    .map((line) => String(JSON.parse(line).views));

/** Resolves once the server printed a `proposal.rendered` line for `views` (it prints in order). */
function renderedLine(views: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (!renderedViews().includes(views)) return;
      app.child.stdout!.off("data", check);
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(() => {
      app.child.stdout!.off("data", check);
      reject(new Error(`the server printed no proposal.rendered line for ${views}`));
    }, 10_000);
    app.child.stdout!.on("data", check);
    check();
  });
}

describe("the public proposal PDF", () => {
  it("is drawn once for 20 requests of the same views, whatever else their addresses say", async () => {
    const addresses = Array.from(
      { length: 20 },
      (_, i) =>
        [
          `views=3-qualified,5-qualified&_=${i}`,
          `cb=${Date.now()}-${i}&views=3-qualified,5-qualified`,
          `views=3-qualified&views=5-qualified&utm_source=${i}`,
          `views=%203-qualified%20,5-qualified,3-qualified&nocache=${i}`,
        ][i % 4]!,
    );
    // All at once, as a script would send them: the ones that arrive while the first is drawn wait for it.
    const answers = await Promise.all(addresses.map((query) => download(query, "203.0.113.10")));
    for (const { response, body } of answers) {
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(body.equals(answers[0]!.body)).toBe(true);
    }
    // Another list is drawn (its line comes after every earlier one), the first list only once.
    expect((await download("views=8-qualified", "203.0.113.99")).response.status).toBe(200);
    await renderedLine("8-qualified");
    expect(renderedViews().filter((views) => views === "3-qualified,5-qualified")).toHaveLength(1);
    // The order of the views is the proposal's order: another order is another proposal.
    expect((await download("views=5-qualified,3-qualified", "203.0.113.99")).response.status).toBe(200);
    await renderedLine("5-qualified,3-qualified");
  });

  it("answers a client over the limit 429 with Retry-After, and still serves another client", async () => {
    // 20 downloads above were this client's; a bad list counts too.
    expect((await download("views=banana", "203.0.113.10")).response.status).toBe(400);
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof download>> | undefined;
    while (!refused && statuses.length < LIMIT) {
      const answer = await download(`views=3-qualified,5-qualified&_=more-${statuses.length}`, "203.0.113.10");
      statuses.push(answer.response.status);
      if (answer.response.status === 429) refused = answer;
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    const retryAfter = Number(refused!.response.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(500);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(refused!.response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(refused!.body.toString()).toMatch(/^Too many proposals were downloaded from your network\. Please try again in 10 minutes\./);

    const other = await download("views=3-qualified,5-qualified", "203.0.113.11");
    expect(other.response.status).toBe(200);
    expect(other.body.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("draws a signed-in advisor's proposal for that advisor alone", async () => {
    const first = await signedInAdvisor(app.baseURL, dataDir, "first");
    const second = await signedInAdvisor(app.baseURL, dataDir, "second");
    // The second advisor goes by another name, through the account page's form.
    const renamed = await fetch(`${app.baseURL}/advisor/account`, {
      method: "POST",
      headers: { Cookie: second.cookie, Origin: app.baseURL, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "profile", firstName: "Blair", lastName: "Okafor", firmName: "Northgate Planning" }),
    });
    expect(renamed.status).toBe(200);

    const forFirst = await download("views=2-qualified", "203.0.113.20", first.cookie);
    const forSecond = await download("views=2-qualified", "203.0.113.21", second.cookie);
    const forVisitor = await download("views=2-qualified", "203.0.113.22");
    const text = async (answer: Awaited<ReturnType<typeof download>>) => (await pdfText(answer.body)).flat;
    expect(await text(forFirst)).toContain(`Prepared by: ${first.firstName} ${first.lastName}, ${first.firmName}`);
    expect(await text(forSecond)).toContain("Prepared by: Blair Okafor, Northgate Planning");
    expect(await text(forVisitor)).not.toContain("Prepared by");
    // Each was drawn for its reader: three drawings (the line of a later one comes after theirs).
    expect((await download("views=9-qualified", "203.0.113.22")).response.status).toBe(200);
    await renderedLine("9-qualified");
    expect(renderedViews().filter((views) => views === "2-qualified")).toHaveLength(3);
  });
});
