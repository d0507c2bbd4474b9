// A local webhook that can be down: not listening at all ("refuse"), answering 503
// ("unavailable"), or up and accepting ("up"). It records each delivery it accepted, by the
// id the relay sends with it (Webhook-Id, or Idempotency-Key), and the form number it carried.
import http from "node:http";
import { freePort } from "../../tests/support/app-server.js";
import { formIndex } from "./contact-form.js";

/** @typedef {"refuse" | "unavailable" | "up"} WebhookMode */

/** @param {WebhookMode} mode */
export async function startFaultWebhook(mode) {
  const port = await freePort();
  /** @type {{ id: string; index: string | undefined; at: number }[]} */
  const accepted = [];
  let refusedWithStatus = 0;
  let lastRequestAt = 0;
  /** @type {WebhookMode} */
  let current = mode;

  const server = http.createServer((req, res) => {
    let raw = "";
    req.setEncoding("utf8");
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      lastRequestAt = Date.now();
      if (current !== "up") {
        refusedWithStatus++;
        res.writeHead(503, { "Content-Type": "application/json" }).end("{}");
        return;
      }
      const id = String(req.headers["webhook-id"] ?? req.headers["idempotency-key"] ?? "");
      /** @type {{ message?: unknown }} */
      let payload = {};
      try {
        payload = JSON.parse(raw);
      } catch {
        // counted with no form number
      }
      accepted.push({ id, index: formIndex(payload), at: lastRequestAt });
      res.writeHead(204).end();
    });
  });

  const listening = () => server.listening;
  const listen = () =>
    new Promise((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", () => {
        server.off("error", reject);
        resolve(undefined);
      });
    });
  const close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve(undefined));
    });

  if (mode !== "refuse") await listen();
  return {
    url: `http://127.0.0.1:${port}/hook`,
    accepted,
    /** Requests answered 503 while unavailable. */
    refusedWithStatus: () => refusedWithStatus,
    /** When the last request of any kind arrived (0 if none). */
    lastRequestAt: () => lastRequestAt,
    /** @param {WebhookMode} next */
    async set(next) {
      current = next;
      if (next === "refuse" && listening()) await close();
      if (next !== "refuse" && !listening()) await listen();
    },
    stop: async () => {
      if (listening()) await close();
    },
  };
}
