// The Zone Navigator, the questionnaire and the comparison depend only on their address and the
// zone data: the production server renders each address once and answers the next visitors from
// memory for as long as the page's Cache-Control lets a shared cache keep it, saying how old the
// answer is (Age) and answering a revalidation with 304. So does a visitor's /signals; a request
// with a session cookie is rendered for its advisor.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer } from "../support/app-server.js";

let app: Awaited<ReturnType<typeof startAppServer>>;

beforeAll(async () => {
  app = await startAppServer();
});
afterAll(async () => {
  await app?.stop();
});

const answers = "horizon=5-to-7-years&income=some&fall=hold&experience=good&savings=quarter&goal=growth";
const pages = [
  "/zone-navigator?zone=4&account=qualified",
  "/zone-navigator/questionnaire",
  `/zone-navigator/questionnaire?${answers}&account=qualified`,
  "/zone-navigator/compare?views=3-qualified,6-non-qualified",
  "/zone-navigator/compare.data?views=3-qualified,6-non-qualified",
];

/** Ask until the page's critical rules are chosen (ADR 0022): until then an answer is not kept. */
async function withItsRules(path: string) {
  // Choosing takes 50-500 ms, longer on a busy machine.
  const poll = { timeout: 20_000, interval: 100 };
  await expect.poll(async () => (await (await fetch(app.baseURL + path)).text()).includes("data-whole-stylesheet"), poll).toBe(false);
}

it("an answer rendered before the critical rules of a page like it were chosen holds the whole stylesheet and is not kept", async () => {
  const path = "/zone-navigator?zone=2&account=non-qualified";
  const first = await fetch(app.baseURL + path);
  expect(await first.text()).toMatch(/<style data-whole-stylesheet="">/);
  await withItsRules(path);
  // Once chosen, the answer holds the page's rules only, and is kept.
  const kept = await fetch(app.baseURL + path);
  expect(await kept.text()).not.toContain("data-whole-stylesheet");
  expect(kept.headers.get("age")).not.toBeNull();
});

describe.each(pages)("%s", (path) => {
  it("is rendered once, then answered from memory with its age, and revalidated with 304", async () => {
    if (!path.includes(".data")) await withItsRules(path);
    const first = await fetch(app.baseURL + path);
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=300");
    if (path.includes(".data")) expect(first.headers.get("age")).toBeNull();
    const body = await first.text();

    const again = await fetch(app.baseURL + path);
    expect(again.status).toBe(200);
    expect(Number(again.headers.get("age"))).toBeGreaterThanOrEqual(0);
    expect(again.headers.get("etag")).toBe(first.headers.get("etag"));
    expect(await again.text()).toBe(body);
    if (!path.includes(".data")) expect(again.headers.get("content-security-policy")).toContain("script-src");

    const revalidated = await fetch(app.baseURL + path, { headers: { "If-None-Match": String(first.headers.get("etag")) } });
    expect(revalidated.status).toBe(304);
  });
});

it("a redirect of the comparison (adding a view) is not kept", async () => {
  const path = "/zone-navigator/compare?views=3-qualified&zone=5&account=qualified";
  for (let i = 0; i < 2; i++) {
    const response = await fetch(app.baseURL + path, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("age")).toBeNull();
  }
});

it("/signals: a visitor's page is kept and allowed by its hashes; a request with a session cookie is rendered for it, private", async () => {
  await withItsRules("/signals");
  const first = await fetch(app.baseURL + "/signals");
  expect(first.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=300");
  expect(first.headers.get("vary")).toContain("Cookie");
  const visitor = await fetch(app.baseURL + "/signals");
  expect(visitor.headers.get("age")).not.toBeNull();
  expect(await visitor.text()).not.toMatch(/nonce="[^"]/);
  expect(visitor.headers.get("content-security-policy")).not.toContain("'nonce-");

  // An unknown session: the visitor's page again, but rendered for this request and kept by no one.
  const signedIn = await fetch(app.baseURL + "/signals", { headers: { cookie: "advisor_session=not-a-session" } });
  expect(signedIn.status).toBe(200);
  expect(signedIn.headers.get("age")).toBeNull();
  expect(signedIn.headers.get("cache-control")).toBe("private, no-store");
  expect(signedIn.headers.get("content-security-policy")).toContain("'nonce-");
});

it("an unknown address's page is stored by no cache: it carries the response's nonce", async () => {
  const response = await fetch(app.baseURL + "/no-such-page");
  expect(response.status).toBe(404);
  expect(response.headers.get("cache-control")).toBe("no-store");
  expect(response.headers.get("content-security-policy")).toContain("'nonce-");
});
