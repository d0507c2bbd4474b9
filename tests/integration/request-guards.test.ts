// Requests built to stall or break the server are each answered with a 4xx, early, while the site
// keeps answering everyone else. Runs the production build (npm run build).
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAppServer } from "../support/app-server.js";

type Server = Awaited<ReturnType<typeof startAppServer>>;
let server: Server;

beforeAll(async () => {
  server = await startAppServer({ CONTACT_RATE_LIMIT_MAX: "1000", POST_RATE_LIMIT_MAX: "1000" });
});
afterAll(async () => {
  await server?.stop();
});

const form = (body: BodyInit, headers: Record<string, string> = {}) =>
  ({
    method: "POST",
    headers: { Origin: server.baseURL, "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body,
  }) as RequestInit;

/** The answer's status and text, and how long it took, next to a page asked for at the same time (its status). */
async function alongsideAPage(send: () => Promise<Response>) {
  const started = Date.now();
  const [attack, page] = await Promise.all([
    send().then(async (response) => ({ status: response.status, text: await response.text(), ms: Date.now() - started })),
    (async () => {
      await new Promise((resolve) => setImmediate(resolve));
      const response = await fetch(`${server.baseURL}/about`);
      await response.arrayBuffer();
      return { status: response.status };
    })(),
  ]);
  return { attack, page };
}

/** The bytes of the last chunked post written when its answer came. */
let sentWhenAnswered = 0;

/**
 * Posts a form of `bytes` in 16 KiB chunks, with no Content-Length, as a client that keeps
 * sending until the server answers; the answer is read as soon as it comes, while the rest of
 * the body may still be on its way (fetch would send all of it first). Returns the answer, and
 * notes how much of the body had been written by then (`sentWhenAnswered`).
 */
function postChunked(bytes: number): Promise<Response> {
  const url = new URL("/contact", server.baseURL);
  return new Promise((resolve, reject) => {
    let answered = false;
    let sent = 0;
    const request = http.request(
      url,
      { method: "POST", headers: { Origin: server.baseURL, "Content-Type": "application/x-www-form-urlencoded" } },
      (response) => {
        answered = true;
        sentWhenAnswered = sent;
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve(new Response(Buffer.concat(chunks).toString("utf8"), { status: response.statusCode })));
      },
    );
    // The server closes the connection once it has answered; a write after that may fail.
    request.on("error", (error) => (answered ? undefined : reject(error)));
    const chunk = Buffer.alloc(16 * 1024, "a");
    void (async () => {
      request.write("name=");
      for (; sent < bytes && !answered && !request.destroyed; sent += chunk.length) {
        if (!request.write(chunk)) await new Promise((drained) => request.once("drain", drained));
      }
      if (!request.destroyed) request.end();
    })();
  });
}

describe("request guards", () => {
  it("stops reading a chunked 256 MB contact post at 64 KiB: 413 while the body is still coming, and pages still answer", async () => {
    // Far more than the sockets' buffers hold: an answer before the end is one that did not wait for it.
    const total = 256 * 1024 * 1024;
    const { attack, page } = await alongsideAPage(() => postChunked(total));
    expect(attack.status).toBe(413);
    expect(attack.text).toContain("This message is too long to send.");
    expect(sentWhenAnswered).toBeLessThan(total);
    expect(page).toMatchObject({ status: 200 });
  });

  it("checks a field of 30,000 characters of '<a' in linear time: 400 with the field's message within a second", async () => {
    // Multipart, so that the field reaches the checks unencoded and under the 64 KiB cap.
    const body = new FormData();
    body.set("name", "Jordan Lee");
    body.set("email", "jordan@example.com");
    body.set("subject", "general-inquiry");
    body.set("message", "<a".repeat(15_000));
    const { attack, page } = await alongsideAPage(() =>
      fetch(`${server.baseURL}/contact`, { method: "POST", headers: { Origin: server.baseURL }, body }),
    );
    expect(attack.status).toBe(400);
    expect(attack.text).toContain("Message must be at most");
    expect(attack.ms).toBeLessThan(1000);
    expect(page).toMatchObject({ status: 200 });
  });

  it("refuses a multipart post that carries a file: 415", async () => {
    const body = new FormData();
    body.set("name", "Jordan Lee");
    body.set("attachment", new Blob(["%PDF-1.7"], { type: "application/pdf" }), "statement.pdf");
    const response = await fetch(`${server.baseURL}/contact`, { method: "POST", headers: { Origin: server.baseURL }, body });
    expect(response.status).toBe(415);
    expect(await response.text()).toContain("This form could not be read.");
  });

  it("refuses a post from another site before reading it: 403", async () => {
    const fromElsewhere = await fetch(`${server.baseURL}/contact`, form("name=x", { Origin: "https://attacker.example" }));
    expect(fromElsewhere.status).toBe(403);
    expect(await fromElsewhere.text()).toContain("This form can only be sent from our website.");
    const opaque = await fetch(`${server.baseURL}/contact`, form("name=x", { Origin: "null" }));
    expect(opaque.status).toBe(403);
  });

  it("refuses a post that is not a form: 415", async () => {
    const response = await fetch(`${server.baseURL}/contact`, form(JSON.stringify({ name: "x" }), { "Content-Type": "application/json" }));
    expect(response.status).toBe(415);
  });

  it("answers a malformed Host header or address with 400 and no stack trace", async () => {
    for (const [host, path] of [
      ["bad host", "/about"],
      ["evil.example/../", "/about"],
      ["localhost", "/%E0%A4%A"],
    ] as const) {
      const answer = await rawGet(path, host);
      expect(answer.status, `${host} ${path}`).toBe(400);
      expect(answer.body).not.toMatch(/at .*\.js|Error:/);
    }
  });
});

/** A GET with a Host header of our choosing (fetch would set its own). */
function rawGet(path: string, host: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(server.baseURL);
  return new Promise((resolve, reject) => {
    const request = http.request({ host: "127.0.0.1", port, path, headers: { Host: host } }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
    request.end();
  });
}
