// A spreadsheet answer cannot turn the server against itself: redirects to this machine or a
// private network, a redirect over plain http, a chain of redirects and an answer far too large
// all fail fast with a short reason, and the page keeps the built-in data.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { builtInAllocations, builtInZones } from "~/content/zones";
import { createZoneDataService } from "~/.server/zone-data/service";
import { startFakeSheet } from "../support/fake-sheet.js";

type FakeSheet = Awaited<ReturnType<typeof startFakeSheet>>;
type Behaviour = Parameters<FakeSheet["behave"]>[0]["zone"] & string;

let sheet: FakeSheet;
const seven = { zone: 7, account: "non-qualified" } as const;

beforeAll(async () => {
  sheet = await startFakeSheet();
});
afterAll(() => sheet.close());
beforeEach(() => sheet.reset());

/** Load zone 7 from a sheet behaving this way; the timeout is far above the one second allowed. */
async function loadWhile(behaviour: Behaviour, { allowLoopbackRedirect = false } = {}) {
  sheet.behave({ zone: behaviour, allocation: behaviour, models: behaviour });
  const logged: Record<string, unknown>[] = [];
  const service = createZoneDataService({
    sourceUrl: sheet.url,
    timeoutMs: 5000,
    cacheTtlMs: 60_000,
    allowLoopbackRedirect,
    log: (event) => logged.push(event),
  });
  const started = performance.now();
  const view = await service.load(seven);
  return { view, ms: performance.now() - started, logged };
}

function expectFallback(view: Awaited<ReturnType<typeof loadWhile>>["view"], reason: string) {
  expect(view.notices).toEqual([`Unable to load zone data: ${reason}`, `Unable to load allocation data: ${reason}`]);
  expect(view.zone).toEqual(builtInZones[7]);
  expect(view.allocation).toEqual(builtInAllocations["non-qualified"][7]);
}

describe("redirects", () => {
  const refused = [
    ["redirect", "http://127.0.0.1 (plain http)", "Redirect to a non-HTTPS address"],
    ["redirect-https-ip", "https://127.0.0.1", "Redirect to a private address"],
    ["redirect-https-mapped", "https://[::ffff:7f00:1]", "Redirect to a private address"],
    ["redirect-https-localhost", "https://localhost (a name resolving to this machine)", "Redirect to a private address"],
    ["redirect-link-local", "https://169.254.169.254 (cloud metadata)", "Redirect to a private address"],
  ] as const;

  for (const [behaviour, target, reason] of refused) {
    it(`refuses a redirect to ${target} within a second`, async () => {
      const { view, ms, logged } = await loadWhile(behaviour);
      expectFallback(view, reason);
      expect(ms).toBeLessThan(1000);
      expect(sheet.requests.map((request) => request.path)).toEqual(["/macros/exec", "/macros/exec", "/macros/exec"]);
      // The reason is short and names no address; the log says what was refused.
      expect(JSON.stringify(logged)).not.toMatch(/127\.0\.0\.1:\d+\/content|169\.254/);
    });
  }

  it("checks the address a name resolves to, not only the URL", async () => {
    const { logged } = await loadWhile("redirect-https-localhost");
    expect(logged[0]).toMatchObject({ reason: "Redirect to a private address", detail: "resolved to a loopback address" });
  });

  it("still refuses link-local and non-local http redirects when loopback is allowed for tests", async () => {
    const { view, ms } = await loadWhile("redirect-link-local", { allowLoopbackRedirect: true });
    expectFallback(view, "Redirect to a private address");
    expect(ms).toBeLessThan(1000);
  });

  it("follows one redirect only: a second one fails within a second", async () => {
    const { view, ms } = await loadWhile("redirect-twice", { allowLoopbackRedirect: true });
    expectFallback(view, "Too many redirects");
    expect(ms).toBeLessThan(1000);
    expect(sheet.requests.map((request) => request.path).sort()).toEqual([
      "/again",
      "/again",
      "/again",
      "/macros/exec",
      "/macros/exec",
      "/macros/exec",
    ]);
  });
});

describe("answer size", () => {
  for (const behaviour of ["huge", "huge-declared"] as const) {
    const how = behaviour === "huge" ? "streamed without a length" : "with its Content-Length";
    it(`stops reading a 5 MB answer ${how} within a second`, async () => {
      const { view, ms } = await loadWhile(behaviour);
      expectFallback(view, "Response larger than 256 KiB");
      expect(ms).toBeLessThan(1000);
    });
  }

  it("reads the good answer after a too-large one on the same connection pool", async () => {
    await loadWhile("huge");
    const { view } = await loadWhile("good");
    expect(view.notices).toEqual([]);
    expect(view.zone.risklevel).toBe("Sheet Risk 7");
  });
});
