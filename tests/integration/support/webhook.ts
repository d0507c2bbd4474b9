// A real local HTTP server that plays the automation webhook: it records every request and
// answers as the test says (success, an error status, a Retry-After, or no answer at all).
import http from "node:http";
import { freePort } from "../../support/app-server.js";

export type Received = { headers: http.IncomingHttpHeaders; body: Record<string, unknown>; at: number };
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

export async function startWebhook(): Promise<FakeWebhook> {
  const received: Received[] = [];
  let reply: (request: Received, count: number) => Reply = () => ({ status: 200 });
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    let raw = "";
    req.setEncoding("utf8");
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const request = { headers: req.headers, body: JSON.parse(raw) as Record<string, unknown>, at: Date.now() };
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
