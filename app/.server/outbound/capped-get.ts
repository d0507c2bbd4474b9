// One GET whose answer is read only up to a size limit, whatever Content-Length says: the body
// is counted while it streams and the connection is dropped as soon as it goes past the limit.
// Redirects are not followed here; the caller decides about them.
import http from "node:http";
import https from "node:https";

export const MAX_ANSWER_BYTES = 256 * 1024;

export type Answer = { status: number; location?: string; contentType: string; body: string };

export class AnswerTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`answer larger than ${maxBytes} bytes`);
    this.name = "AnswerTooLargeError";
  }
}

export type CappedGetOptions = {
  /** Aborts the request and the reading of its body. */
  signal: AbortSignal;
  /** The connection pool; Node's default one when unset. */
  agent?: http.Agent;
  headers?: Record<string, string>;
  maxBytes?: number;
};

/** GET `url`. Only a 2xx answer's body is read; other answers come back with an empty body. */
export function cappedGet(url: URL, { signal, agent, headers, maxBytes = MAX_ANSWER_BYTES }: CappedGetOptions): Promise<Answer> {
  const client = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(url, { method: "GET", agent, signal, headers }, (response) => {
      const status = response.statusCode ?? 0;
      const answer = { status, location: response.headers.location, contentType: response.headers["content-type"] ?? "" };
      response.on("error", reject);
      const fail = (error: Error) => {
        reject(error);
        request.destroy();
      };
      if (status < 200 || status >= 300) {
        resolve({ ...answer, body: "" });
        request.destroy();
        return;
      }
      if (Number(response.headers["content-length"]) > maxBytes) return fail(new AnswerTooLargeError(maxBytes));
      const chunks: Buffer[] = [];
      let size = 0;
      response.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) fail(new AnswerTooLargeError(maxBytes));
        else chunks.push(chunk);
      });
      response.on("end", () => resolve({ ...answer, body: Buffer.concat(chunks).toString("utf8") }));
    });
    request.on("error", reject);
    request.end();
  });
}
