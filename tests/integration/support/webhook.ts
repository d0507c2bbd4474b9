// A real local HTTP server that plays the automation webhook: it records every request and
// answers as the test says (success, an error status, a Retry-After, or no answer at all).
// Given a secret, it checks each request's signature the way the firm's automation does.
import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import { freePort } from "../../support/app-server.js";

export type Received = {
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
  at: number;
  /** `unchecked` when the webhook was started without a secret. */
  signature: "valid" | "invalid" | "missing" | "unchecked";
};
/** What to do with the n-th request (1-based): answer with a status (and headers), or hang. */
export type Reply = { status: number; headers?: Record<string, string> } | "hang";

export type FakeWebhook = {
  url: string;
  received: Received[];
  /** Decide how each next request is answered. */
  answer: (reply: (request: Received, count: number) => Reply) => void;
  /** Resolves once `count` requests have arrived. */
  waitFor: (count: number, timeoutMs?: number) => Promise<void>;
  close: () => Promise<void>;
};

export { freePort };

/** What the README tells the firm to do: HMAC-SHA256 over "<timestamp>.<raw body>", at most 5 minutes old. */
function verify(secret: string, headers: http.IncomingHttpHeaders, raw: string): Received["signature"] {
  const timestamp = headers["webhook-timestamp"];
  const signature = headers["webhook-signature"];
  if (typeof timestamp !== "string" || typeof signature !== "string") return "missing";
  if (!/^\d+$/.test(timestamp) || Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return "invalid";
  const expected = Buffer.from(`v1=${createHmac("sha256", secret).update(`${timestamp}.${raw}`).digest("hex")}`);
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? "valid" : "invalid";
}

export async function startWebhook({ secret }: { secret?: string } = {}): Promise<FakeWebhook> {
  const received: Received[] = [];
  let reply: (request: Received, count: number) => Reply = () => ({ status: 200 });
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    let raw = "";
    req.setEncoding("utf8");
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const signature = secret ? verify(secret, req.headers, raw) : "unchecked";
      const request = { headers: req.headers, body: JSON.parse(raw) as Record<string, unknown>, at: Date.now(), signature } as const;
      received.push(request);
      const answer = reply(request, received.length);
      if (answer === "hang") {
        hanging.add(res);
        return;
      }
      res.writeHead(answer.status, { "Content-Type": "application/json", ...answer.headers });
      res.end("{}");
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    answer: (next) => (reply = next),
    async waitFor(count, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`webhook got ${received.length} of ${count} requests`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () =>
      new Promise((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
