// Checks that run before a request reaches the site: a readable Host, HTTPS behind a TLS
// proxy, and form posts that are limited per client before their body is read, of a form
// content type, and capped while they stream.
import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { FormRejection } from "~/.server/load-context";
import { contactNotices } from "~/content/contact";
import type { RateLimitRule, RateLimits } from "~/.server/rate-limit/rate-limits";

/** Far above the longest valid form (the contact form's fields together stay under 6,000 characters). */
export const MAX_FORM_BYTES = 64 * 1024;
/** What a refused client may still send (and we throw away) before it is cut off. */
const MAX_DISCARDED_BYTES = 8 * 1024 * 1024;

// A host name or IPv4 address, or a bracketed IPv6 address, with an optional port.
const validHost =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?|\[[0-9a-f:.]{2,45}\])(?::\d{1,5})?$/i;

export function isValidHost(host: string | undefined): host is string {
  return host !== undefined && host.length <= 260 && validHost.test(host);
}

function plainAnswer(res: Response, status: number, message: string) {
  res.status(status).set("Cache-Control", "no-store").type("text/plain").send(message);
}

/** 400 for a missing or malformed Host header or a request target that is not a path. */
export const requireValidRequest: RequestHandler = (req, res, next) => {
  if (!isValidHost(req.headers.host) || !req.originalUrl.startsWith("/")) {
    return plainAnswer(res, 400, "Bad request: the Host header or address is not valid.");
  }
  try {
    decodeURIComponent(req.path);
  } catch {
    return plainAnswer(res, 400, "Bad request: the address is not valid.");
  }
  next();
};

/**
 * When a trusted TLS proxy says a visitor came over plain HTTP (X-Forwarded-Proto: http), send
 * them to the HTTPS address. Health checks stay reachable over HTTP for the load balancer.
 */
export function redirectToHttps({ behindProxy }: { behindProxy: boolean }): RequestHandler {
  return (req, res, next) => {
    const saidHttp = behindProxy && req.headers["x-forwarded-proto"] !== undefined && req.protocol === "http";
    if (!saidHttp || req.path === "/healthz") return next();
    const status = req.method === "GET" || req.method === "HEAD" ? 301 : 308;
    res.redirect(status, `https://${req.headers.host}${req.originalUrl}`);
  };
}

export type FormBody = { body?: Buffer; rejection?: FormRejection };

const formTypes = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

function mediaType(req: Request): string {
  return (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
}

/** Read the body, stopping as soon as it passes `limit` bytes; undefined when it does. */
export function readCapped(req: Request, limit: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        cleanup();
        resolve(undefined);
      } else chunks.push(chunk);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(error);
    };
    function cleanup() {
      req.off("data", onData).off("end", onEnd).off("error", onError);
    }
    req.on("data", onData).on("end", onEnd).on("error", onError);
  });
}

/** True when a multipart body holds a file part (the site's forms have none). */
async function hasFilePart(req: Request, body: Buffer): Promise<boolean> {
  const form = await new globalThis.Request("http://localhost/", {
    method: "POST",
    headers: { "content-type": req.headers["content-type"] ?? "" },
    body: new Uint8Array(body),
  }).formData();
  return [...form.values()].some((value) => typeof value !== "string");
}

/**
 * After an early answer, let the client finish sending (so it can read the answer) without
 * keeping what it sends, and close the connection; a client that keeps sending is cut off.
 */
function discardRest(req: Request, res: Response) {
  res.set("Connection", "close");
  let drained = 0;
  req.on("data", (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > MAX_DISCARDED_BYTES) req.destroy();
  });
  req.resume();
  setTimeout(() => req.destroy(), 5_000).unref();
}

/**
 * A post sent by another site's page: its Origin names another host, or, without an Origin,
 * the browser says the request is cross-site.
 */
export function fromAnotherSite(headers: Request["headers"]): boolean {
  const origin = headers.origin;
  if (origin === undefined || origin === "null") return origin === "null" || headers["sec-fetch-site"] === "cross-site";
  try {
    return new URL(origin).host !== headers.host;
  } catch {
    return true;
  }
}

/**
 * Form posts (and any other request with a body): limited per client before anything is read,
 * then checked and read into `res.locals.form`. A refused post still reaches its route with an
 * empty body and the reason, so the page answers in its own words (and a 4xx status).
 */
export function guardFormPosts({ limits, rule }: { limits: () => Promise<RateLimits>; rule: RateLimitRule }): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") return next();
    const form: FormBody = {};
    res.locals.form = form;
    if (fromAnotherSite(req.headers)) {
      discardRest(req, res);
      return plainAnswer(res, 403, contactNotices.forbidden);
    }
    try {
      const verdict = await (await limits()).hit(rule, req.ip ?? "unknown");
      if (!verdict.allowed) {
        form.rejection = { status: 429, reason: "rate-limited", retryAfterSeconds: verdict.retryAfterSeconds };
      } else if (!formTypes.has(mediaType(req))) {
        form.rejection = { status: 415, reason: "unsupported" };
      } else {
        const body = await readCapped(req, MAX_FORM_BYTES);
        if (body === undefined) form.rejection = { status: 413, reason: "too-large" };
        else if (mediaType(req) === "multipart/form-data" && (await hasFilePart(req, body).catch(() => true))) {
          form.rejection = { status: 415, reason: "unsupported" };
        } else form.body = body;
      }
      if (form.rejection) discardRest(req, res);
      next();
    } catch (error) {
      next(error);
    }
  };
}
