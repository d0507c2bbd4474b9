// Hands a request to React Router and writes its answer back, with the form body that the
// guards read and capped (React Router never reads the socket), this answer's CSP, and, for
// the paths that allow it, a rendered answer reused from the render cache. React Router's
// answer is sent as it is: the page's own rewrites happen as it renders (app/entry.server.tsx).
import { writeReadableStreamToWritable } from "@react-router/node";
import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from "express";
import { createRequestHandler, type RouterContextProvider, type ServerBuild } from "react-router";
import type { FormBody } from "./request-guards";
import { sharedMaxAge, type CachedAnswer, type RenderCache } from "./render-cache";
import { inlineScriptHashes, inlineStyleHashes, newNonce, type ScriptAllowance } from "./security-headers";
import { encodedBody } from "./compressed-forms";

export type HandlerOptions = {
  build: () => Promise<ServerBuild>;
  mode: string;
  /** The load context of one request; `nonce` is unset for answers that may be reused. */
  context: (req: ExpressRequest, res: ExpressResponse, nonce: string | undefined) => RouterContextProvider;
  /** The CSP of a page with these scripts. */
  policy: (req: ExpressRequest, scripts: ScriptAllowance) => string;
  /** Paths whose answers depend only on the URL (and data the route names in Cache-Control). */
  cachedPaths: ReadonlySet<string>;
  cache: RenderCache;
  /**
   * Pages rendered from the published content in place of their prerendered files (with their
   * `.data`): an answer without a Cache-Control of its own is kept, like the file was, until the
   * content it shows changes (server/content-pages.ts drops it) or a day has passed.
   */
  kept?: ReadonlySet<string>;
  /** Requests whose answer may depend on who asks: rendered afresh, never from or into the cache. */
  personal?: (req: ExpressRequest) => boolean;
};

function toFetchRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const url = new URL(`${req.protocol}://${req.headers.host}${req.originalUrl}`);
  const headers = new Headers();
  for (let i = 0; i + 1 < req.rawHeaders.length; i += 2) headers.append(req.rawHeaders[i]!, req.rawHeaders[i + 1]!);
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const form = res.locals.form as FormBody | undefined;
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  return new Request(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    body: hasBody ? new Uint8Array(form?.body ?? []) : undefined,
  });
}

function copyHeaders(res: ExpressResponse, headers: Iterable<[string, string]>) {
  for (const [key, value] of headers) {
    if (key.toLowerCase() === "set-cookie") res.append(key, value);
    else res.setHeader(key, value);
  }
}

function sendCached(req: ExpressRequest, res: ExpressResponse, answer: CachedAnswer, policy: string) {
  res.status(answer.status);
  copyHeaders(res, answer.headers);
  if (answer.scriptHashes.length > 0 || answer.headers.some(([key, value]) => key === "content-type" && value.includes("html"))) {
    res.setHeader("Content-Security-Policy", policy);
  }
  res.setHeader("ETag", answer.etag);
  res.vary("Accept-Encoding");
  if (req.headers["if-none-match"] === answer.etag) return void res.status(304).end();
  const { encoding, body } = encodedBody(answer.forms, req.headers["accept-encoding"]);
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.removeHeader("Content-Length");
  res.end(body);
}

/** How long a kept page is held at most (it is dropped sooner when its content changes). */
const KEPT_SECONDS = 24 * 60 * 60;
const KEPT_CACHE_CONTROL = "public, max-age=0, must-revalidate";

export function createReactRouterHandler(options: HandlerOptions) {
  const handle = createRequestHandler(options.build, options.mode);

  async function render(req: ExpressRequest, res: ExpressResponse, nonce: string | undefined) {
    let request: Request;
    try {
      request = toFetchRequest(req, res);
    } catch {
      res.status(400).type("text/plain").send("Bad request: the request could not be read.");
      return undefined;
    }
    return handle(request, options.context(req, res, nonce));
  }

  /** Render once without a nonce, keep the answer if the route allows it, and send it. */
  async function renderReusable(req: ExpressRequest, res: ExpressResponse, kept: boolean) {
    const key = req.originalUrl;
    let answer = options.cache.get(key);
    // An answer kept from an earlier request says how long ago it was rendered, as a shared cache does.
    if (answer) res.setHeader("Age", String(options.cache.age(answer)));
    else {
      const response = await render(req, res, undefined);
      if (!response) return;
      const body = Buffer.from(await response.arrayBuffer());
      const html = response.headers.get("content-type")?.includes("text/html") ?? false;
      const headers = [...response.headers].filter(([name]) => name !== "content-length");
      const scriptHashes = html ? inlineScriptHashes(body.toString("utf8")) : [];
      const styleHashes = html ? inlineStyleHashes(body.toString("utf8")) : [];
      // An answer rendered before the critical rules of a page like it were chosen holds the
      // whole stylesheet (ADR 0022): sent, not kept, so that the next one gets the rules.
      const wholeStylesheet = html && body.includes("<style data-whole-stylesheet=");
      const reusable = response.status === 200 && !response.headers.has("set-cookie") && !wholeStylesheet;
      const cacheControl = response.headers.get("cache-control");
      // Like the prerendered file it replaces: revalidated by its ETag on every visit.
      if (kept && !cacheControl) headers.push(["cache-control", KEPT_CACHE_CONTROL]);
      const maxAge = !reusable ? 0 : kept && !cacheControl ? KEPT_SECONDS : sharedMaxAge(cacheControl);
      answer = options.cache.set(key, { status: response.status, headers, body, scriptHashes, styleHashes }, maxAge);
    }
    sendCached(req, res, answer, options.policy(req, { hashes: answer.scriptHashes, styleHashes: answer.styleHashes }));
  }

  return async (req: ExpressRequest, res: ExpressResponse, next: NextFunction) => {
    try {
      const kept = options.kept?.has(req.path) ?? false;
      if (req.method === "GET" && (kept || options.cachedPaths.has(req.path)) && !options.personal?.(req))
        return await renderReusable(req, res, kept);
      const nonce = newNonce();
      const response = await render(req, res, nonce);
      if (!response) return;
      if (res.destroyed || res.writableEnded) return void (await response.body?.cancel());
      res.status(response.status);
      copyHeaders(res, response.headers);
      if (response.headers.get("content-type")?.includes("text/html")) {
        res.setHeader("Content-Security-Policy", options.policy(req, { nonce }));
      }
      if (response.body) await writeReadableStreamToWritable(response.body, res);
      else res.end();
    } catch (error) {
      if (res.headersSent) return void res.destroy(error instanceof Error ? error : undefined);
      next(error);
    }
  };
}
