// Hundreds of generated bad contact posts against the production server (run `npm run build`
// first): each must be refused with 400 (413 when over the size cap) and a message saying why,
// none may fail with 5xx, and none may be stored. Every kind of case the generator makes is sent
// in each run (checked), each dozens of times; a new seed each run varies the rest. The seed is
// printed; FUZZ_SEED=<seed> repeats a run.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactErrors, contactForm, contactLimits, contactNotices } from "~/content/contact";
import { startAppServer } from "../support/app-server.js";
import { fuzzSeed } from "../support/seeded-random";
import { fuzzKinds, makeFuzzCase, type FuzzCase } from "./support/contact-fuzz-cases";

const CASES = 600;
const CONCURRENCY = 8;
/** The server refuses a body whose Content-Length is over this many bytes (contact.server.ts). */
const MAX_BODY_BYTES = 64 * 1024;
/**
 * Far above the usual answer time (tens of milliseconds; the slowest, on a busy machine, near
 * 1.5 s): an answer this late means a post held the server up. That checks take time linear
 * in their input is shown by the schema's unit tests.
 */
const SLOW_MS = 10_000;

const refusals = [
  ...Object.values(contactErrors).filter((message) => typeof message === "string"),
  ...Object.entries(contactLimits).map(([field, max]) =>
    contactErrors.tooLong(contactForm.labels[field as keyof typeof contactLimits], max),
  ),
];

type Server = Awaited<ReturnType<typeof startAppServer>>;

describe("the contact action under generated bad input", () => {
  let server: Server;
  const dataDir = mkdtempSync(join(tmpdir(), "contact-fuzz-"));

  beforeAll(async () => {
    // A rate limit would refuse posts before a fault could show.
    server = await startAppServer({ DATA_DIR: dataDir, CONTACT_RATE_LIMIT_MAX: "1000000", POST_RATE_LIMIT_MAX: "1000000" });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Every stored message, as `npm run messages -- --json` lists them (asking the running server). */
  async function storedMessages(): Promise<{ payload: { name: string } }[]> {
    const { stdout } = await promisify(execFile)(process.execPath, ["scripts/messages.js", "--json", "--limit", "1000"], {
      env: { ...process.env, DATA_DIR: dataDir },
    });
    return JSON.parse(stdout);
  }

  function post(path: string, contentType: string | undefined, body: Buffer, chunked = false) {
    const headers: Record<string, string> = { Origin: server.baseURL, Accept: path === "/contact" ? "text/html" : "*/*" };
    if (contentType !== undefined) headers["Content-Type"] = contentType;
    const init = { method: "POST", headers, body: chunked ? new Blob([new Uint8Array(body)]).stream() : body, duplex: "half" };
    return fetch(`${server.baseURL}${path}`, init as RequestInit);
  }

  /** The status of the answer to a case, how long it took, and what is wrong with it, if anything. */
  async function answer(fuzzCase: FuzzCase): Promise<{ status: number | "none"; ms: number; fault?: string }> {
    const started = performance.now();
    let status: number;
    let text: string;
    try {
      const response = await post(fuzzCase.path, fuzzCase.contentType, fuzzCase.body, fuzzCase.chunked);
      status = response.status;
      text = await response.text();
    } catch (error) {
      const reason = error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : String(error);
      return { status: "none", ms: performance.now() - started, fault: `no answer: ${reason}` };
    }
    const ms = performance.now() - started;
    return { status, ms, fault: ms > SLOW_MS ? `answered after ${ms.toFixed(0)} ms` : fault(fuzzCase, status, text) };
  }

  function fault(fuzzCase: FuzzCase, status: number, text: string): string | undefined {
    const type = fuzzCase.contentType ?? "";
    const form = /^(application\/x-www-form-urlencoded|multipart\/form-data)\b/i.test(type);
    const multipart = /^multipart\/form-data\b/i.test(type);
    // Not a form: 415 before anything is read. Over the cap: 413, streamed or not. Multipart may
    // carry a file part or not parse at all (415); everything else reaches the checks (400).
    const expected = !form ? [415] : fuzzCase.body.length > MAX_BODY_BYTES ? [413] : multipart ? [400, 415] : [400];
    if (!expected.includes(status)) return `answered ${status}, expected ${expected.join(" or ")}: ${text.slice(0, 300)}`;
    const messages = status === 413 ? [contactNotices.tooLarge] : status === 415 ? [contactNotices.unsupported] : refusals;
    if (!messages.some((message) => text.includes(message))) return `answered ${status} without a message: ${text.slice(0, 300)}`;
    return undefined;
  }

  function reproduction(seed: number, fuzzCase: FuzzCase, problem: string) {
    const body = fuzzCase.body.length > 600 ? `${fuzzCase.body.subarray(0, 600).toString("latin1")}…` : fuzzCase.body.toString("latin1");
    return [
      `FUZZ_SEED=${seed} case ${fuzzCase.index}: ${problem}`,
      `  ${fuzzCase.steps.join("; ")}`,
      `  POST ${fuzzCase.path}${fuzzCase.chunked ? " (chunked)" : ""}, ${fuzzCase.contentType ?? "no content type"}, ${fuzzCase.body.length} bytes:`,
      `  ${JSON.stringify(body)}`,
    ].join("\n");
  }

  it(`refuses ${CASES} generated bad posts with a 4xx and a message, and stores none`, async () => {
    const seed = fuzzSeed();
    console.log(`contact fuzz: FUZZ_SEED=${seed}`);
    const failures: string[] = [];
    const statuses = new Map<number | string, number>();
    const sentKinds = new Set<string>();
    let slowest = 0;
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < CASES && failures.length < 5) {
          const fuzzCase = makeFuzzCase(seed, next++);
          for (const kind of fuzzCase.kinds) sentKinds.add(kind);
          const { status, ms, fault } = await answer(fuzzCase);
          if (fault) failures.push(reproduction(seed, fuzzCase, fault));
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          slowest = Math.max(slowest, ms);
        }
      }),
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    const counts = JSON.stringify(Object.fromEntries(statuses));
    console.log(`contact fuzz: ${next} posts in ${seconds} s, slowest answer ${slowest.toFixed(0)} ms, statuses ${counts}`);

    expect(failures.join("\n\n"), `FUZZ_SEED=${seed}`).toBe("");
    expect(
      fuzzKinds.filter((kind) => !sentKinds.has(kind)),
      `FUZZ_SEED=${seed}: kinds never sent`,
    ).toEqual([]);
    expect(await storedMessages()).toEqual([]);
    expect(server.output()).not.toMatch(/"level":"error"/);
  }, 180_000);

  it("stores a valid message sent the same way, so the check above can see one", async () => {
    const body = new URLSearchParams({
      name: "Jane Advisor",
      email: "jane@advisors.example",
      subject: "general-inquiry",
      message: "A valid message after the generated ones.",
    });
    const response = await post("/contact.data", "application/x-www-form-urlencoded", Buffer.from(body.toString()));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain("receipt");
    expect((await storedMessages()).map((message) => message.payload.name)).toEqual(["Jane Advisor"]);
  }, 30_000);
});
